import mammoth from 'mammoth';
import yauzl from 'yauzl';
import { LIMITS, UnreadableFileError } from './limits.ts';

interface ZipSummary {
  entries: number;
  uncompressed: number;
  hasDocument: boolean;
}

/**
 * Reads the zip's central directory only (no inflating) and rejects a bomb: too many entries,
 * too many bytes once inflated, or one entry with an absurd compression ratio (ASVS 5.0 5.2.3).
 * The declared sizes can lie; the worker's memory limit and the job's time limit catch that.
 */
export function inspectZip(buffer: Buffer): Promise<ZipSummary> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => {
      if (err || !zip) return reject(new UnreadableFileError('not a zip'));
      const summary: ZipSummary = { entries: 0, uncompressed: 0, hasDocument: false };
      zip.on('entry', (entry: yauzl.Entry) => {
        summary.entries++;
        summary.uncompressed += entry.uncompressedSize;
        if (entry.fileName === 'word/document.xml') summary.hasDocument = true;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          summary.entries > LIMITS.zipMaxEntries ||
          summary.uncompressed > LIMITS.zipMaxUncompressed ||
          (ratio > LIMITS.zipMaxRatio && entry.uncompressedSize > 1024 * 1024)
        ) {
          zip.close();
          return reject(new UnreadableFileError('zip bomb'));
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve(summary));
      zip.on('error', () => reject(new UnreadableFileError('bad zip')));
      zip.readEntry();
    });
  });
}

export async function extractDocx(buffer: Buffer): Promise<string> {
  const zip = await inspectZip(buffer);
  if (!zip.hasDocument) throw new UnreadableFileError('zip without a Word document');
  try {
    const result = await mammoth.extractRawText({ buffer });
    return result.value;
  } catch {
    throw new UnreadableFileError('docx');
  }
}
