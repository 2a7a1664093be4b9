import { parentPort } from 'node:worker_threads';
import type { FileKind } from '@luna/contracts';
import { extractFile } from './extract/extract-file.ts';
import { UnreadableFileError } from './extract/limits.ts';
import { closeOcr } from './extract/ocr.ts';

/**
 * One extraction thread (see extraction-pool.ts): takes one job at a time, so pdfjs, mammoth and
 * OCR never run on the API's event loop. Replies with the text, or with why the file is unreadable.
 */
export interface Job {
  id: number;
  kind: FileKind;
  bytes: Uint8Array;
  deadline: number;
  /** Also return a bounded JPEG of an image, for a model that reads images. */
  vision?: boolean;
}
export type JobResult =
  { id: number; ok: true; text: string; truncated: boolean; vision?: Uint8Array } | { id: number; ok: false; reason: 'unreadable' | 'failed' };

parentPort!.on('message', async (msg: Job | { type: 'close' }) => {
  if ('type' in msg) {
    await closeOcr().catch(() => undefined);
    parentPort!.postMessage({ type: 'closed' });
    return;
  }
  let result: JobResult;
  try {
    const bytes = Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength);
    const out = await extractFile(msg.kind, bytes, msg.deadline, { vision: msg.vision });
    result = { id: msg.id, ok: true, text: out.text, truncated: out.truncated, ...(out.vision ? { vision: new Uint8Array(out.vision) } : {}) };
  } catch (err) {
    result = { id: msg.id, ok: false, reason: err instanceof UnreadableFileError ? 'unreadable' : 'failed' };
  }
  parentPort!.postMessage(result);
});
