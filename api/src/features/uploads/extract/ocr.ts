import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { createWorker, OEM, type Worker as OcrWorker } from 'tesseract.js';
import { LIMITS, UnreadableFileError } from './limits.ts';

const require = createRequire(import.meta.url);
/**
 * English LSTM data from the @tesseract.js-data/eng npm package. Without a local langPath
 * tesseract.js downloads it from a CDN at run time, and offline that crashes the process
 * (docs/notes/performance-and-reliability.md 1e). cacheMethod 'none': nothing is written to disk.
 */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const INIT_TIMEOUT_MS = 20_000;

let ocr: Promise<OcrWorker> | null = null;

/** One long-lived OCR engine per extraction thread, created on first use. */
function engine(): Promise<OcrWorker> {
  ocr ??= withTimeout(createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' }), INIT_TIMEOUT_MS).catch(
    (err: unknown) => {
      ocr = null;
      throw err;
    },
  );
  return ocr;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('OCR engine did not start')), ms);
    p.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}

export async function recognize(png: Buffer): Promise<string> {
  const worker = await engine();
  const { data } = await worker.recognize(png);
  return data.text;
}

/** Scale that fits the longest side within the OCR bound (never enlarges). */
export function fitScale(width: number, height: number): number {
  return Math.min(1, LIMITS.ocrMaxSide / Math.max(width, height));
}

/** An image's text, and (when asked) a bounded JPEG copy for a model that reads images. */
export interface ReadImage {
  text: string;
  vision?: Buffer;
}

/**
 * An uploaded image: its size is read from the header before anything is decoded (a pixel bomb
 * is refused unread), then it is decoded, scaled to the OCR bound and read.
 */
export async function ocrImage(bytes: Buffer, opts: { vision?: boolean } = {}): Promise<ReadImage> {
  let dims: { width?: number; height?: number };
  try {
    dims = imageSize(bytes);
  } catch {
    throw new UnreadableFileError('image header');
  }
  const { width = 0, height = 0 } = dims;
  if (!width || !height || width * height > LIMITS.imageMaxPixels) throw new UnreadableFileError('image dimensions');
  let canvas: Canvas;
  try {
    const img = await loadImage(bytes);
    canvas = onWhite(img, fitScale(img.width, img.height));
  } catch {
    throw new UnreadableFileError('image decode');
  }
  const text = await recognize(canvas.toBuffer('image/png'));
  return opts.vision ? { text, vision: visionCopy(canvas) } : { text };
}

/** Draws a scaled image on white: transparent areas read as white paper, not black. */
function onWhite(img: Image | Canvas, scale: number): Canvas {
  const canvas = createCanvas(Math.max(1, Math.round(img.width * scale)), Math.max(1, Math.round(img.height * scale)));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * The copy a vision model sees: at most 1568 px on the longest side, JPEG. Whatever was
 * uploaded (a 10 MB PNG, an animated GIF), what is held for the turn stays a few hundred KB.
 */
function visionCopy(decoded: Canvas): Buffer {
  const scale = Math.min(1, LIMITS.visionMaxSide / Math.max(decoded.width, decoded.height));
  return onWhite(decoded, scale).toBuffer('image/jpeg', LIMITS.visionJpegQuality);
}

export async function closeOcr(): Promise<void> {
  const current = ocr;
  ocr = null;
  if (current) await (await current.catch(() => null))?.terminate();
}
