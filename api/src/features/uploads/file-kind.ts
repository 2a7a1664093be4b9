import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '@luna/contracts';
import { looksLikeText } from './extract/text.ts';

export interface DetectedFile {
  kind: FileKind;
  mimetype: string;
  extension: string;
}

const IMAGE_TYPES = new Set(['png', 'jpg', 'webp', 'gif']);
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The file's kind from its bytes (magic numbers, via file-type), never from its name or the
 * browser's declared type: an executable named .pdf is an executable. Returns null for anything
 * Luna does not read. A zip is only a candidate .docx; the extractor checks it holds a Word document.
 */
export async function detectFile(bytes: Buffer): Promise<DetectedFile | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return looksLikeText(bytes) ? { kind: 'text', mimetype: 'text/plain', extension: 'txt' } : null;
  if (IMAGE_TYPES.has(found.ext)) return { kind: 'image', mimetype: found.mime, extension: found.ext };
  if (found.ext === 'pdf') return { kind: 'pdf', mimetype: 'application/pdf', extension: 'pdf' };
  if (found.ext === 'docx' || found.ext === 'zip') return { kind: 'docx', mimetype: DOCX_MIME, extension: 'docx' };
  // Word 97-2003 is an OLE compound file; word-extractor checks it really is a Word document.
  if (found.ext === 'cfb' || found.ext === 'doc') return { kind: 'doc', mimetype: 'application/msword', extension: 'doc' };
  return null;
}

/**
 * The name shown back to the person: the last path segment, control characters and anything
 * odd removed, at most 120 characters. It is only ever displayed and stored as text; no file is
 * ever written under it.
 */
export function displayName(raw: string | undefined, fallbackExt: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>"]/g, '')
    .trim()
    .slice(-120);
  return clean || `attachment.${fallbackExt}`;
}
