import { useState } from 'react';
import {
  ADDRESS_AS_MAX,
  AVOID_TOPICS_MAX,
  defaultPersonality,
  personalitySchema,
  personalityTones,
  replyLengthLabels,
  replyLengths,
  toneLabels,
  type Personality,
} from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, inputClass, Label } from '../../../components/ui/input.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { usePersonality } from '../api/get-personality.ts';
import { useUpdatePersonality } from '../api/update-personality.ts';
import { errorText } from './error-text.ts';

type Errors = Partial<Record<keyof Personality, string>>;

/** Pro: how Luna talks to this person. The same rules as the API (contracts' personalitySchema). */
export function PersonalityDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  const query = usePersonality(user?.id ?? null, open);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Luna's personality"
      description="Choose how Luna talks with you. Its safety rules and its honesty about being an AI never change."
      width="max-w-lg"
    >
      {user?.plan !== 'pro' ? (
        <div className="space-y-3 text-sm text-slate-200">
          <p>A custom AI personality is part of Pro.</p>
          <Button onClick={() => openDialog('upgrade')}>See Pro</Button>
        </div>
      ) : query.data ? (
        <PersonalityForm key={JSON.stringify(query.data.personality)} initial={query.data.personality} onDone={() => onOpenChange(false)} />
      ) : (
        <p className="text-sm text-slate-300">{query.isError ? errorText(query.error) : 'Loading...'}</p>
      )}
    </Dialog>
  );
}

function PersonalityForm({ initial, onDone }: { initial: Personality; onDone: () => void }) {
  const user = useCurrentUser();
  const save = useUpdatePersonality(user?.id ?? null);
  const [form, setForm] = useState<Personality>({ ...defaultPersonality, ...initial });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Personality>(key: K, value: Personality[K]) => setForm((f) => ({ ...f, [key]: value }));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = personalitySchema.safeParse(form);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Personality] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setFailure(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Personality saved', description: 'Luna will talk this way from your next message.' });
        onDone();
      },
      onError: (err) => setFailure(errorText(err)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-200">Tone</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {personalityTones.map((tone) => (
            <label key={tone} className="flex items-center gap-2 rounded-lg border border-night-600 p-2 text-sm text-slate-100">
              <input type="radio" name="tone" value={tone} checked={form.tone === tone} onChange={() => set('tone', tone)} />
              {toneLabels[tone]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Label htmlFor="address-as">What should Luna call you?</Label>
        <Input
          id="address-as"
          maxLength={ADDRESS_AS_MAX}
          placeholder="A first name or nickname (optional)"
          value={form.addressAs}
          aria-invalid={!!errors.addressAs}
          aria-describedby={errors.addressAs ? 'address-as-error' : undefined}
          onChange={(e) => set('addressAs', e.target.value)}
        />
        {errors.addressAs && (
          <p id="address-as-error" role="alert" className="mt-1 text-sm text-red-300">
            {errors.addressAs}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor="reply-length">Reply length</Label>
        <select
          id="reply-length"
          className={inputClass}
          value={form.replyLength}
          onChange={(e) => set('replyLength', e.target.value as Personality['replyLength'])}
        >
          {replyLengths.map((l) => (
            <option key={l} value={l}>
              {replyLengthLabels[l]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="avoid-topics">Topics to steer away from</Label>
        <textarea
          id="avoid-topics"
          maxLength={AVOID_TOPICS_MAX}
          rows={2}
          placeholder="Optional, e.g. my ex, work on weekends"
          className={`${inputClass} h-auto py-2`}
          value={form.avoidTopics}
          aria-invalid={!!errors.avoidTopics}
          aria-describedby={errors.avoidTopics ? 'avoid-topics-error' : undefined}
          onChange={(e) => set('avoidTopics', e.target.value)}
        />
        {errors.avoidTopics && (
          <p id="avoid-topics-error" role="alert" className="mt-1 text-sm text-red-300">
            {errors.avoidTopics}
          </p>
        )}
        <p className="mt-1 text-xs text-slate-400">
          Luna will not bring these up, but follows your lead if you do. If you are ever in crisis, Luna will always share crisis resources.
        </p>
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-300">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
