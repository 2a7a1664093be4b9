import { z } from 'zod';

/** The upload and transcription answers; the limits, texts and entitlements are in ./plain/uploads.ts. */
export * from './plain/uploads.ts';

/** Spec section 7: POST /api/upload -> success, filename, extractedText, mimetype, size, textLength, message. */
export const uploadResponseSchema = z.object({
  success: z.literal(true),
  filename: z.string(),
  extractedText: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  textLength: z.number().int(),
  message: z.string(),
  /** The spec's attachment.file_type for the chat message. */
  fileType: z.enum(['image', 'document']),
  /** Only part of the file was read (page, character or time limit). */
  truncated: z.boolean(),
  /**
   * An image, when the model reads images: send it back as the chat attachment's image_id and
   * the model sees the picture too. Held in memory for that one turn (docs/decisions/022).
   */
  imageId: z.string().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /api/voice: whether the server can transcribe for browsers without speech recognition. */
export const voiceCapabilitiesSchema = z.object({ serverTranscription: z.boolean() });

export const transcribeResponseSchema = z.object({ success: z.literal(true), text: z.string() });
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** What a stored message shows of its attachment (the file itself is not kept). */
export const attachmentMetaSchema = z.object({
  filename: z.string(),
  mimetype: z.string(),
  size: z.number().int(),
  fileType: z.enum(['image', 'document']),
});
export type AttachmentMeta = z.infer<typeof attachmentMetaSchema>;
