import WordExtractor from 'word-extractor';
import { UnreadableFileError } from './limits.ts';

/** Word 97-2003 (.doc, an OLE compound file) with word-extractor, which reads it without a shell. */
export async function extractDoc(buffer: Buffer): Promise<string> {
  try {
    const doc = await new WordExtractor().extract(buffer);
    return [doc.getBody(), doc.getFootnotes(), doc.getEndnotes()].filter((t) => t.trim()).join('\n\n');
  } catch {
    throw new UnreadableFileError('doc');
  }
}
