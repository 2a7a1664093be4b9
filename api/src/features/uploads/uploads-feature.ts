import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@luna/contracts';
import type { Config } from '../../config/env.ts';
import { createExtractionPool } from './extraction-pool.ts';
import type { ImageHandoff } from './image-handoff.ts';
import { transcribeRoutes } from './transcribe-routes.ts';
import { extractionTimeoutMs, uploadRoutes } from './upload-routes.ts';
import { createUploadUsageRepository } from './upload-usage-repository.ts';

export interface UploadsFeatureOptions {
  config: Config;
  /** Shared with the chat feature when the model reads images (config.aiVision), else null. */
  images: ImageHandoff | null;
}

/** Attachments (POST /api/upload) and server-side voice transcription (POST /api/transcribe). */
export const uploadsFeature: FastifyPluginAsync<UploadsFeatureOptions> = async (app, { config, images }) => {
  // Multipart only inside this plugin: one file, no stray fields, 10 MB (notes 1f "Upload limits").
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const pool = createExtractionPool({ size: config.UPLOAD_WORKERS, maxQueue: 16, timeoutMs: extractionTimeoutMs });
  app.addHook('onClose', async () => pool.close());
  await app.register(uploadRoutes, { pool, usage: createUploadUsageRepository(app.db), images });
  await app.register(transcribeRoutes, { config });
};
