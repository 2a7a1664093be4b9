import OpenAI, { toFile } from 'openai';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_MAX_BYTES, transcribeResponseSchema, uploadEntitlements, voiceCapabilitiesSchema, voiceMessages } from '@luna/contracts';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../infra/errors.ts';
import { readSingleFile } from './upload-routes.ts';
import { perPerson } from '../../infra/rate-limit.ts';

/** What MediaRecorder produces in current browsers (WebM/Opus, Ogg/Opus, MP4/AAC), plus WAV and MP3. */
const AUDIO_TYPES = new Set(['webm', 'ogg', 'opus', 'oga', 'mp4', 'm4a', 'wav', 'mp3', 'mka']);
const TRANSCRIBE_TIMEOUT_MS = 60_000;

/**
 * Voice for browsers without speech recognition (Firefox): the browser records with
 * MediaRecorder and this route passes the audio to an OpenAI-compatible /audio/transcriptions
 * endpoint. Audio is held in memory for the call only. Off unless TRANSCRIPTION_MODEL is set.
 */
export const transcribeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const baseURL = config.TRANSCRIPTION_BASE_URL ?? config.OPENAI_BASE_URL;
  const apiKey = config.TRANSCRIPTION_API_KEY ?? config.OPENAI_API_KEY;
  const client =
    config.TRANSCRIPTION_MODEL && (baseURL || apiKey)
      ? new OpenAI({ baseURL, apiKey: apiKey ?? 'not-needed', maxRetries: 0, timeout: TRANSCRIBE_TIMEOUT_MS })
      : null;

  app.get('/api/voice', { schema: { tags: ['uploads'], response: { 200: voiceCapabilitiesSchema } } }, async () => ({
    serverTranscription: client !== null,
  }));

  app.post(
    '/api/transcribe',
    {
      preHandler: app.requireUser,
      config: { rateLimit: perPerson(20) },
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 200: transcribeResponseSchema } },
    },
    async (request) => {
      if (!client) throw new AppError('not_found:transcribe', voiceMessages.unsupported);
      if (!uploadEntitlements[request.identity!.plan].serverTranscription) {
        throw new AppError('payment_required:transcribe', voiceMessages.proOnly);
      }
      const { bytes } = await readSingleFile(await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES } }));
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !AUDIO_TYPES.has(type.ext)) throw new AppError('unsupported_media_type:transcribe', voiceMessages.badAudio);
      try {
        const result = await client.audio.transcriptions.create({
          file: await toFile(bytes, `voice.${type.ext}`, { type: type.mime }),
          model: config.TRANSCRIPTION_MODEL!,
          language: 'en',
        });
        const text = result.text.trim();
        if (!text) throw new AppError('unprocessable:transcribe', voiceMessages.noSpeech);
        return { success: true as const, text };
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.warn({ err: { type: (err as Error).name } }, 'transcription failed');
        throw new AppError('offline:transcribe', voiceMessages.network);
      }
    },
  );
};
