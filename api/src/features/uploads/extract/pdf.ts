import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { LIMITS, UnreadableFileError } from './limits.ts';
import { fitScale, recognize } from './ocr.ts';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
/** Fewer characters than this on the pages read means a scan: its words are pictures. */
const SCANNED_BELOW_CHARS = 20;

export interface PdfText {
  text: string;
  pages: number;
  truncated: boolean;
  ocr: boolean;
}

/**
 * PDF text with pdfjs-dist's legacy build (the modern one needs DOMMatrix, missing on Node 20).
 * isEvalSupported:false closes the font-code path of CVE-2024-4367. A scanned PDF falls back to
 * OCR of its first pages, stopping early when the deadline comes.
 */
export async function extractPdf(bytes: Uint8Array, deadline: number): Promise<PdfText> {
  let doc: PDFDocumentProxy;
  try {
    doc = await getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      standardFontDataUrl: STANDARD_FONTS,
      verbosity: 0,
    }).promise;
  } catch {
    throw new UnreadableFileError('pdf');
  }
  try {
    const pages = doc.numPages;
    const readable = Math.min(pages, LIMITS.pdfTextPages);
    const parts: string[] = [];
    let chars = 0;
    let read = 0;
    for (let n = 1; n <= readable && chars < LIMITS.chars && Date.now() < deadline; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
      parts.push(text.trim());
      chars += text.length;
      read = n;
      page.cleanup();
    }
    const text = parts.filter(Boolean).join('\n\n');
    if (text.replace(/\s/g, '').length >= SCANNED_BELOW_CHARS) {
      return { text, pages, truncated: read < pages, ocr: false };
    }
    return await ocrPages(doc, deadline);
  } finally {
    await doc.destroy();
  }
}

/** Renders each of the first pages to a bounded canvas and reads it. */
async function ocrPages(doc: PDFDocumentProxy, deadline: number): Promise<PdfText> {
  const limit = Math.min(doc.numPages, LIMITS.pdfOcrPages);
  const parts: string[] = [];
  let read = 0;
  for (let n = 1; n <= limit && Date.now() < deadline; n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    // Scale to about 150 dpi (a page is 72 units per inch), bounded in pixels.
    const scale = Math.min(150 / 72, (150 / 72) * fitScale(base.width * (150 / 72), base.height * (150 / 72)));
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    // pdfjs types name DOM classes; @napi-rs/canvas implements the same drawing API.
    type RenderParams = Parameters<typeof page.render>[0];
    const params = { canvas, canvasContext: ctx, viewport } as unknown as RenderParams;
    await page.render(params).promise;
    parts.push((await recognize(canvas.toBuffer('image/png'))).trim());
    read = n;
    page.cleanup();
  }
  return { text: parts.filter(Boolean).join('\n\n'), pages: doc.numPages, truncated: read < doc.numPages, ocr: true };
}
