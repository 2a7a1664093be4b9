import { Mic, Square } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/** Spec section 2: the microphone button, titled 'Record voice message' / 'Stop recording'. */
export function VoiceButton({
  recording,
  seconds,
  disabled,
  onToggle,
}: {
  recording: boolean;
  seconds: number;
  disabled: boolean;
  onToggle: () => void;
}) {
  const title = recording ? 'Stop recording' : 'Record voice message';
  return (
    <div className="flex shrink-0 items-center gap-1">
      {recording && (
        <span className="text-xs tabular-nums text-rose-300" aria-live="off" data-testid="voice-timer">
          {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, '0')}
        </span>
      )}
      <Tooltip content={title}>
        <button
          type="button"
          aria-label={title}
          aria-pressed={recording}
          disabled={disabled}
          onClick={onToggle}
          className={`flex h-11 w-11 items-center justify-center rounded-xl transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${recording ? 'bg-rose-500 text-white hover:bg-rose-400' : 'text-slate-300 hover:bg-night-700 hover:text-white'}`}
        >
          {recording ? <Square className="h-5 w-5" aria-hidden /> : <Mic className="h-5 w-5" aria-hidden />}
        </button>
      </Tooltip>
    </div>
  );
}
