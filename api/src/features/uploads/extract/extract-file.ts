import type { FileKind } from '@luna/contracts';
import { extractDoc } from './doc.ts';
import { extractDocx } from './docx.ts';
import { bounded } from './limits.ts';
import { ocrImage } from './ocr.ts';
import { extractPdf } from './pdf.ts';
import { decodeText } from './text.ts';

export interface Extracted {
  text: string;
  truncated: boolean;
  /** A bounded JPEG copy of an image, when the caller asked for one (vision models). */
  vision?: Buffer;
}

/** One file's text, by the kind its bytes showed. Throws UnreadableFileError for a bad file. */
export async function extractFile(kind: FileKind, bytes: Buffer, deadline: number, opts: { vision?: boolean } = {}): Promise<Extracted> {
  switch (kind) {
    case 'text':
      return bounded(decodeText(bytes));
    case 'docx':
      return bounded(await extractDocx(bytes));
    case 'doc':
      return bounded(await extractDoc(bytes));
    case 'image': {
      const read = await ocrImage(bytes, opts);
      return { ...bounded(read.text), ...(read.vision ? { vision: read.vision } : {}) };
    }
    case 'pdf': {
      const pdf = await extractPdf(new Uint8Array(bytes), deadline);
      const b = bounded(pdf.text);
      return { text: b.text, truncated: b.truncated || pdf.truncated };
    }
  }
}
