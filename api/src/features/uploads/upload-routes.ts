import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadEntitlements, uploadMessages, uploadResponseSchema, type FileKind } from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import type { ExtractionPool, PoolOutcome } from './extraction-pool.ts';
import { detectFile, displayName } from './file-kind.ts';
import type { ImageHandoff } from './image-handoff.ts';
import type { UploadUsageRepository } from './upload-usage-repository.ts';
import { perPerson } from '../../infra/rate-limit.ts';

export interface UploadRouteOptions {
  pool: ExtractionPool;
  usage: UploadUsageRepository;
  /** Set when the model reads images: an image is also kept, bounded, for its chat turn. */
  images: ImageHandoff | null;
}

/** Files read per minute per account, on top of the plan's allowance (ASVS 2.4.1, costly resources). */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };
/**
 * Retry-After when the extraction queue is full: its 16 files drain over UPLOAD_WORKERS threads
 * in a few seconds each (OCR 1-2 s a page, notes 1e), well inside the "in a minute" people read.
 */
const BUSY_RETRY_AFTER_SECONDS = 30;

const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** The file part of a multipart request as bytes; size and shape errors become the spec's messages. */
export async function readSingleFile(file: MultipartFile | undefined): Promise<{ bytes: Buffer; filename: string }> {
  if (!file) throw new AppError('bad_request:upload', uploadMessages.missing);
  try {
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError('bad_request:upload', uploadMessages.empty);
    return { bytes, filename: file.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) {
      throw new AppError('payload_too_large:upload', uploadMessages.tooLarge);
    }
    throw new AppError('bad_request:upload', uploadMessages.unreadable);
  }
}

function failure(outcome: Exclude<PoolOutcome, { ok: true }>): AppError {
  switch (outcome.reason) {
    case 'busy':
      return new AppError('rate_limit:upload', uploadMessages.busy, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    case 'timeout':
      return new AppError('unprocessable:upload_timeout', uploadMessages.tooSlow);
    default:
      return new AppError('unprocessable:upload', uploadMessages.unreadable);
  }
}

/**
 * POST /api/upload (spec section 7): one file, at most 10 MB, typed by its bytes, read in an
 * extraction thread, answered with its text. The bytes live only in memory for this request;
 * nothing is written to disk, under the person's file name or any other.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRouteOptions> = async (app, { pool, usage, images }) => {
  app.post(
    '/api/upload',
    {
      preHandler: app.requireUser,
      config: { rateLimit: perPerson(UPLOAD_RATE_LIMIT.max, UPLOAD_RATE_LIMIT.timeWindow) },
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 200: uploadResponseSchema } },
    },
    async (request) => {
      const identity = request.identity!;
      const { bytes, filename } = await readSingleFile(await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES } }));
      const detected = await detectFile(bytes);
      if (!detected) throw new AppError('unsupported_media_type:upload', uploadMessages.unsupported);

      const allowed = uploadEntitlements[identity.plan];
      if (!allowed.kinds.includes(detected.kind)) throw new AppError('payment_required:upload', uploadMessages.freeKind);
      const day = utcDay();
      const countsImage = detected.kind === 'image' && allowed.imagesPerDay !== null;
      if (detected.kind === 'image' && bytes.length > allowed.imageMaxBytes) {
        throw new AppError('payment_required:upload', uploadMessages.freeImageSize);
      }
      if (countsImage && !(await usage.chargeImage(identity.userId, day, allowed.imagesPerDay!))) {
        throw new AppError('payment_required:upload', uploadMessages.freeImages);
      }

      const outcome = await pool.extract(detected.kind, bytes, { vision: images !== null });
      if (!outcome.ok) {
        if (countsImage) await usage.refundImage(identity.userId, day).catch(() => undefined);
        throw failure(outcome);
      }
      const imageId = outcome.vision && images ? images.put(identity.userId, { mimetype: 'image/jpeg', bytes: outcome.vision }) : undefined;
      return {
        success: true as const,
        filename: displayName(filename, detected.extension),
        extractedText: outcome.text,
        mimetype: detected.mimetype,
        size: bytes.length,
        textLength: outcome.text.length,
        message: outcome.text ? uploadMessages.processed : uploadMessages.noText,
        fileType: detected.kind === 'image' ? ('image' as const) : ('document' as const),
        truncated: outcome.truncated,
        ...(imageId ? { imageId } : {}),
      };
    },
  );
};

/** Time an extraction may take, by kind; OCR of a scanned PDF reads up to 3 pages. */
export function extractionTimeoutMs(kind: FileKind): number {
  return kind === 'pdf' ? 45_000 : kind === 'image' ? 30_000 : 15_000;
}
