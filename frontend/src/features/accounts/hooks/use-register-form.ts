import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeEmail, US_STATE_CODES, validateRegistration } from '@luna/contracts';
import { dismissTopic, toast } from '../../../hooks/use-toast.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useRegister, type RegistrationInput } from '../api/register.ts';
import { startUserSession } from '../utils/local-session.ts';
import { setEmailPrefill } from '../utils/login-prefill.ts';
import { endSentence } from '../utils/sentence.ts';
import { registrationTexts, toShownRegistrationError } from '../utils/registration-errors.ts';

/** Spec section 9: the switch to login mode comes 2 seconds after the duplicate message. */
export const LOGIN_SWITCH_DELAY_MS = 2000;

/** The registration's toasts replace each other; the welcome replaces any failure before it. */
const TOAST_TOPIC = 'registration';

const emptyForm: RegistrationInput = { fullName: '', email: '', password: '', phone: '', countryCode: '+1', state: '', termsAccepted: false };

/** The registration modal's state: fields, the spec's validation order, submit and its outcomes. */
export function useRegisterForm(onDone: () => void) {
  const config = useRuntimeConfig();
  const register = useRegister(config);
  const [form, setForm] = useState<RegistrationInput>(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelSwitch = useCallback(() => {
    if (switchTimer.current) clearTimeout(switchTimer.current);
    switchTimer.current = null;
  }, []);
  // Closing the modal before the switch cancels it.
  useEffect(() => cancelSwitch, [cancelSwitch]);

  /** Editing any field clears the inline error (spec section 4). */
  const update = <K extends keyof RegistrationInput>(key: K, value: RegistrationInput[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
    // ...and the toast that reported it: the person is fixing the problem (issue 13).
    dismissTopic(TOAST_TOPIC);
  };

  const fail = (message: string, title: string) => {
    setError(message);
    toast({ title, description: message, variant: 'destructive', topic: TOAST_TOPIC });
  };

  const submit = async () => {
    const failure = validateRegistration(
      {
        full_name: form.fullName,
        email: form.email,
        password: form.password,
        phone: form.phone,
        country_code: form.countryCode,
        state: form.state,
        terms_accepted: form.termsAccepted,
      },
      US_STATE_CODES,
    );
    if (failure) return fail(failure.message, failure.toastTitle);
    try {
      const { user, expiresAt } = await register.mutateAsync(form);
      startUserSession(user, expiresAt, { registered: true });
      toast({
        topic: TOAST_TOPIC,
        title: `Welcome to ${config.productName}!`,
        description: `${endSentence(`Your account is ready, ${user.name}`)} Let's keep talking.`,
      });
      onDone();
    } catch (e) {
      const shown = toShownRegistrationError(e instanceof Error ? e.message : String(e));
      fail(shown.message, registrationTexts.failedTitle);
      if (shown.duplicate) {
        const email = normalizeEmail(form.email);
        cancelSwitch();
        switchTimer.current = setTimeout(() => {
          toast({ title: registrationTexts.switchedTitle, description: registrationTexts.switchedDescription });
          setEmailPrefill(email);
          openDialog('login');
        }, LOGIN_SWITCH_DELAY_MS);
      }
    }
  };

  return { form, update, error, submit, busy: register.isPending };
}
