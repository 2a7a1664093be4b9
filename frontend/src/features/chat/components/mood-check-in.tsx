import { useState, type FormEvent } from 'react';
import { MOOD_SCALE } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { loadSchemas } from '../../../lib/api-client.ts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { openDialog } from '../../../lib/dialog-store.ts';
import { usePostMoodCheckIn, type MoodCheckInResponse } from '../api/post-mood-check-in.ts';

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * The mood check-in offered at the start of a conversation (issue 13): five buttons and an
 * optional word. Signed-in users only (the API owns the history; docs/decisions/060). Skipping
 * is one click and is remembered for this page, so it never stands between a person and the chat.
 */
export function MoodCheckIn({ user, onCheckedIn }: { user: LocalUser; onCheckedIn: (r: MoodCheckInResponse) => void }) {
  const [score, setScore] = useState<number | null>(null);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState(false);
  const post = usePostMoodCheckIn(user.id);
  if (skipped) return null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (score === null) return setError('Choose a number from 1 to 5.');
    // The word's rule is the contract's schema, in the chunk loaded after the first paint.
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) return setError('Your check-in was not saved. Please try again.');
    const parsed = schemas.moodWordSchema.safeParse(word);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the word.');
    setError(null);
    post.mutate(
      { score, ...(parsed.data ? { word: parsed.data } : {}), localHour: new Date().getHours() },
      {
        onSuccess: (r) => {
          if (r.reply.crisis) openDialog('crisis');
          onCheckedIn(r);
        },
        onError: () => setError('Your check-in was not saved. Please try again.'),
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="mood-title"
      data-testid="mood-check-in"
      className="mb-4 rounded-2xl border border-night-600 bg-night-800/60 p-4"
      noValidate
    >
      <h2 id="mood-title" className="text-sm font-semibold text-moon-200">
        How are you feeling right now?
      </h2>
      <p id="mood-help" className="mt-1 text-xs text-slate-300">
        A quick check-in, 1 (very low) to 5 (very good). Optional; it helps notice how things change.
      </p>
      {/* Native radios: arrow keys, one tab stop and the checked state come from the browser. */}
      <fieldset className="mt-3" aria-describedby="mood-help">
        <legend className="sr-only">Your mood from 1 to 5</legend>
        <div className="grid grid-cols-5 gap-2">
          {SCORES.map((n) => (
            <label key={n} className="relative">
              <input
                type="radio"
                name="mood-score"
                value={n}
                checked={score === n}
                onChange={() => setScore(n)}
                className="peer sr-only"
                aria-label={`${n}, ${MOOD_SCALE[n]}`}
              />
              <span
                aria-hidden
                className="flex h-12 cursor-pointer items-center justify-center rounded-lg border border-night-600 bg-night-900/80 text-base font-semibold text-slate-100 hover:bg-night-700 peer-checked:border-moon-300 peer-checked:bg-moon-300 peer-checked:text-night-950 peer-checked:hover:bg-moon-200 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-moon-300"
              >
                {n}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-1 flex justify-between text-[11px] text-slate-400" aria-hidden>
        <span>Very low</span>
        <span>Very good</span>
      </div>
      <div className="mt-3 flex flex-col gap-1">
        <Label htmlFor="mood-word">One word for it (optional)</Label>
        <Input
          id="mood-word"
          value={word}
          maxLength={24}
          autoComplete="off"
          placeholder="e.g. tired"
          onChange={(e) => setWord(e.target.value)}
          aria-invalid={!!error && score !== null}
          aria-describedby={error ? 'mood-error' : undefined}
        />
      </div>
      {error && (
        <p id="mood-error" role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <Button type="submit" size="sm" disabled={post.isPending}>
          {post.isPending ? 'Saving...' : 'Check in'}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setSkipped(true)}>
          Skip
        </Button>
      </div>
    </form>
  );
}
