import { FileText, Image as ImageIcon, Loader2, X } from 'lucide-react';
import { formatFileSize } from '@luna/contracts';
import type { AttachmentState } from '../hooks/use-attachment.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

const STATUS_TEXT = { none: '', selected: 'Selected', processing: 'Reading the file...', extracted: 'Ready to send' } as const;

/** The chosen file above the input: name, size, state with a progress bar, and a remove button. */
export function AttachmentChip({ state, onRemove }: { state: AttachmentState; onRemove: () => void }) {
  const { file, status, result } = state;
  if (!file || status === 'none') return null;
  const isImage = file.type.startsWith('image/') || result?.fileType === 'image';
  const Icon = isImage ? ImageIcon : FileText;
  return (
    <div
      className="flex items-center gap-2 rounded-xl border border-night-600 bg-night-800/80 px-3 py-2 text-xs text-slate-200"
      data-testid="attachment-chip"
      data-status={status}
    >
      <Icon className="h-4 w-4 shrink-0 text-moon-300" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{file.name}</p>
        <p className="text-slate-400">
          {formatFileSize(file.size)} · <span aria-live="polite">{STATUS_TEXT[status]}</span>
          {status === 'extracted' &&
            result &&
            ` · ${result.textLength.toLocaleString('en-US')} characters read${result.truncated ? ' (first part only)' : ''}`}
        </p>
        {status === 'processing' && (
          // Reading takes from a moment (text) to a few seconds (OCR): an indeterminate bar, honestly.
          <div role="progressbar" aria-label="Processing file" className="mt-1 h-1 overflow-hidden rounded bg-night-600">
            <div className="h-full w-1/3 animate-pulse rounded bg-moon-300" />
          </div>
        )}
      </div>
      {status === 'processing' && <Loader2 className="h-4 w-4 animate-spin text-moon-300" aria-hidden />}
      <Tooltip content="Remove file">
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${file.name}`}
          className="rounded p-1 text-slate-400 hover:bg-night-700 hover:text-white"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </Tooltip>
    </div>
  );
}
