import { EXTRACTED_TEXT_MAX } from '@luna/contracts';

/**
 * Bounds on every extraction, against "bombs" (a small file that costs a lot to read) and slow
 * files (ASVS 5.0 5.2.3, 2.4.1). Whatever is cut is reported as `truncated`, never silently.
 */
export const LIMITS = {
  /** Characters kept from any file. */
  chars: EXTRACTED_TEXT_MAX,
  /** PDF pages whose text layer is read. */
  pdfTextPages: 50,
  /** Pages of a scanned (image-only) PDF that are rendered and read by OCR. */
  pdfOcrPages: 3,
  /** Longest side of a page or image handed to OCR (about 150 dpi for A4). */
  ocrMaxSide: 2000,
  /** Longest side of the copy of an image sent to a vision model (Anthropic's advice), as JPEG. */
  visionMaxSide: 1568,
  visionJpegQuality: 85,
  /** Largest image accepted at all, in pixels (decoding allocates 4 bytes per pixel). */
  imageMaxPixels: 40_000_000,
  /** DOCX: entries in the zip, and total uncompressed bytes, checked before anything inflates. */
  zipMaxEntries: 1000,
  zipMaxUncompressed: 60 * 1024 * 1024,
  /** A single entry inflating more than this many times its compressed size is a bomb. */
  zipMaxRatio: 150,
} as const;

/** Cuts text to the character limit, and tidies whitespace runs that extraction leaves. */
export function bounded(text: string): { text: string; truncated: boolean } {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return tidy.length > LIMITS.chars ? { text: tidy.slice(0, LIMITS.chars), truncated: true } : { text: tidy, truncated: false };
}

/** Thrown for a file that cannot be read (corrupt, encrypted, a bomb); becomes a 422. */
export class UnreadableFileError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableFileError';
  }
}
