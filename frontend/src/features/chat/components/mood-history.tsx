import { MOOD_SCALE } from '@luna/contracts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useMoodHistory } from '../api/get-mood-history.ts';

const when = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The signed-in person's own check-ins, newest first: a number, a small bar and their word. */
export function MoodHistory({ user }: { user: LocalUser }) {
  const history = useMoodHistory(user.id);
  if (history.isPending)
    return (
      <p role="status" className="text-sm text-slate-300">
        Loading your check-ins...
      </p>
    );
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-300">
        Your mood history could not be loaded. Please try again.
      </p>
    );
  const items = history.data.checkIns;
  if (items.length === 0) {
    return <p className="text-sm text-slate-300">No check-ins yet. Start a new chat and you'll be offered one at the top.</p>;
  }
  return (
    <ol aria-label="Mood check-ins, newest first" className="flex flex-col gap-2">
      {items.map((c) => (
        <li key={c.id} className="flex items-center gap-3 rounded-xl border border-night-600 bg-night-800/60 px-3 py-2.5">
          <span className="w-8 shrink-0 text-center text-lg font-semibold text-moon-200" aria-hidden>
            {c.score}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-slate-100">
              <span className="sr-only">Mood {c.score} out of 5, </span>
              {MOOD_SCALE[c.score]}
              {c.word && <span className="text-slate-300"> · “{c.word}”</span>}
            </p>
            <p className="text-xs text-slate-400">
              <time dateTime={c.createdAt}>{when.format(new Date(c.createdAt))}</time>
            </p>
          </div>
          <span className="h-2 w-20 shrink-0 overflow-hidden rounded-full bg-night-700" aria-hidden>
            <span className="block h-full rounded-full bg-moon-300" style={{ width: `${c.score * 20}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
