import type { Plan } from '../plans.ts';

/**
 * File attachments and voice transcription (spec sections 2, 3, 5, 7, 8, 9). The server decides a
 * file's type from its bytes; the browser's checks are only there to answer sooner.
 */

/** Spec section 9: 'File max 10MB'. The same number on both sides. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Extracted text kept per file (characters); longer text is cut and the response says so. */
export const EXTRACTED_TEXT_MAX = 20_000;

export const fileKinds = ['text', 'image', 'pdf', 'docx', 'doc'] as const;
export type FileKind = (typeof fileKinds)[number];

/** The attach button's `accept` list (spec: images, pdf, doc, docx, txt). */
export const ATTACH_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,.png,.jpg,.jpeg,.webp,.gif,.pdf,.doc,.docx,.txt';

export const uploadMessages = {
  /** Spec section 5, word for word. */
  tooLarge: 'File size must be less than 10MB',
  empty: 'The file is empty.',
  missing: 'Please choose a file to attach.',
  unsupported:
    'This type of file is not supported. Please attach an image (PNG, JPEG, WebP, GIF), a PDF, a Word document (DOC, DOCX) or a text file (TXT).',
  unreadable: 'We could not read this file. It may be damaged or protected by a password.',
  tooSlow: 'This file took too long to read. Please try a smaller file or fewer pages.',
  busy: 'Many files are being read right now. Please try again in a minute.',
  freeKind: 'Free accounts can attach text files and one image a day. Upgrade to Pro to attach PDF and Word documents.',
  freeImages: 'Free accounts can attach one image a day. Upgrade to Pro for more, or try again tomorrow.',
  freeImageSize: 'Free accounts can attach images up to 2MB. Upgrade to Pro for images up to 10MB.',
  signIn: 'Please sign up or log in to attach files.',
  processed: 'File processed successfully',
  noText: 'No readable text was found in this file.',
} as const;

export interface UploadEntitlements {
  /** File kinds this plan may attach. */
  kinds: readonly FileKind[];
  /** Images per UTC day; null = no daily cap (the rate limit still applies). */
  imagesPerDay: number | null;
  /** Largest image in bytes. */
  imageMaxBytes: number;
  /** Voice messages transcribed on the server (browsers without speech recognition). */
  serverTranscription: boolean;
}

/** What each plan may attach (docs/decisions/021). Plans are data. */
export const uploadEntitlements: Record<Plan, UploadEntitlements> = {
  free: { kinds: ['text', 'image'], imagesPerDay: 1, imageMaxBytes: 2 * 1024 * 1024, serverTranscription: false },
  pro: { kinds: fileKinds, imagesPerDay: null, imageMaxBytes: UPLOAD_MAX_BYTES, serverTranscription: true },
};

/** A human size for the chosen-file chip: '820 B', '14.2 KB', '3.1 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Voice alerts (spec section 8 lists them; their texts are ours). */
export const voiceMessages = {
  unsupported: 'Voice messages need a browser with speech recognition, such as Chrome, Edge or Safari. You can still type your message.',
  denied: "Microphone access was denied. To send a voice message, allow the microphone for this site in your browser's settings.",
  noSpeech: 'No speech was heard. Please try again and speak after you press the microphone.',
  network: 'Voice recognition could not reach its service. Please check your connection and try again.',
  generic: 'Voice recording stopped unexpectedly. Please try again or type your message.',
  badAudio: 'This recording could not be read. Please try again.',
  proOnly: 'Voice transcription in this browser is part of Pro. In Chrome, Edge or Safari, voice messages work on every plan.',
  /** Shown the first time someone uses voice. */
  vendorNotice:
    'Your browser turns your voice into text, and it may send the audio to its maker (for example Google or Apple) to do so. Luna receives only the text, which you can read and change before sending.',
  serverNotice:
    'In this browser your recording is sent to Luna, which passes it to a transcription service to turn it into text; the audio is not kept. You can read and change the text before sending.',
} as const;
