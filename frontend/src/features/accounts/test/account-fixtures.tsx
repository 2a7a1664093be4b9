import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import { resetToastsForTests } from '../../../hooks/use-toast.ts';
import { resetAuthStore } from '../../../lib/auth-store.ts';
import { closeDialog, useOpenDialog } from '../../../lib/dialog-store.ts';
import { testConfig } from '../../../test/render.tsx';
import { ForgotPasswordModal } from '../components/forgot-password-modal.tsx';
import { LoginModal } from '../components/login-modal.tsx';
import { RegisterModal } from '../components/register-modal.tsx';
import { clearEmailPrefill } from '../utils/login-prefill.ts';

export const AUTH = `${testConfig.auth.url}/auth/v1`;

/** A JWT supabase-js can decode (it never verifies signatures client-side). */
export function fakeJwt(sub: string, email: string, expiresInSeconds = 3600): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub, email, exp, aud: 'authenticated', role: 'authenticated', session_id: 's1' })}.c2ln`;
}

export function gotrueUser(id: string, email: string, userType: 'user' | 'admin' = 'user') {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: now,
    phone: '',
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'], plan: 'free', user_type: userType },
    user_metadata: { full_name: 'Ada Lovelace' },
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function gotrueSession(id: string, email: string, userType: 'user' | 'admin' = 'user') {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return {
    access_token: fakeJwt(id, email),
    refresh_token: `rt-${id}`,
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: gotrueUser(id, email, userType),
  };
}

/** GET /auth/v1/user, which supabase-js calls from setSession; records the Bearer tokens seen. */
export function authUserHandler(id: string, email: string, seen: string[] = []) {
  return http.get(`${AUTH}/user`, ({ request }) => {
    seen.push(request.headers.get('authorization') ?? '');
    return HttpResponse.json(gotrueUser(id, email));
  });
}

/** GoTrue's error body, as supabase-js reads it. */
export function gotrueError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, error_code: code, msg: message, message }, { status, headers: { 'x-supabase-api-version': '2024-01-01' } });
}

/** The account modals bound to the dialog store, as app/app-dialogs.tsx binds them. */
export function AccountDialogs() {
  const open = useOpenDialog();
  const onOpenChange = (value: boolean) => !value && closeDialog();
  return (
    <>
      <RegisterModal open={open === 'register'} onOpenChange={onOpenChange} />
      <LoginModal open={open === 'login'} onOpenChange={onOpenChange} />
      <ForgotPasswordModal open={open === 'forgot-password'} onOpenChange={onOpenChange} />
    </>
  );
}

/**
 * Fresh module state (dialogs, toasts, local user) around every test. supabase-js keeps its
 * session in localStorage, which the global setup clears, so one client serves the whole file
 * (a new client per test would only make supabase-js warn about several instances).
 */
export function cleanAccountStateEachTest() {
  beforeEach(() => {
    resetAuthStore();
    clearEmailPrefill();
  });
  afterEach(() => {
    act(() => {
      closeDialog();
      resetToastsForTests();
    });
    resetAuthStore();
  });
}

/** userEvent without pauses between keystrokes, so it also works under fake timers. */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
