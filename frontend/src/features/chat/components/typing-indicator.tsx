import { AiAvatar } from './avatars.tsx';

/** Shown from sending until the first words of the reply arrive. */
export function TypingIndicator() {
  return (
    <li className="flex items-end gap-2" role="status">
      <AiAvatar />
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm border border-night-600 bg-night-800/80 px-4 py-2.5 text-sm text-slate-300">
        <span className="flex gap-1" aria-hidden>
          <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-moon-300 [animation-delay:-0.3s]" />
          <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-moon-300 [animation-delay:-0.15s]" />
          <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-moon-300" />
        </span>
        Let me take time to understand you and respond with care...
      </div>
    </li>
  );
}
