import { FREE_DAILY_MESSAGES } from '../plans.ts';
import { EXTRACTED_TEXT_MAX } from './uploads.ts';

/** The chat's limits and the words its forms and limit answers use (no zod: the first paint needs them). */
export const MESSAGE_MAX = 4000;
export const SESSION_TITLE_MAX = 100;
/** Spec section 5: the first 4 words of the first message, at most 30 characters, then '...'. */
export const AUTO_TITLE_WORDS = 4;
export const AUTO_TITLE_CHARS = 30;
/** Spec section 7: history is loaded 10 at a time, growing by 10. */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_PAGE_MAX = 50;
/** Extracted file text sent with a message is cut to this many characters. */
export const ATTACHMENT_TEXT_MAX = EXTRACTED_TEXT_MAX;

export const chatMessages = {
  titleRequired: 'Please enter a title',
  titleTooLong: `Title must be at most ${SESSION_TITLE_MAX} characters`,
  messageRequired: 'Please enter a message',
  messageTooLong: `Message must be at most ${MESSAGE_MAX} characters`,
  freeLimit: `You've used your ${FREE_DAILY_MESSAGES} free messages for today. Upgrade to Pro for unlimited conversations.`,
  visitorLimit: 'Please sign up to keep chatting. It is free and takes a minute.',
  /**
   * Carried by every limit response and prompt, so that even a message the crisis screen missed
   * never ends at a wall (issue 8). Numbers as in ../safety-copy.ts.
   */
  crisisLine: 'If you are struggling or thinking about suicide, call or text 988 or text HOME to 741741, free and any time.',
  onlyUserMessages: "Only Luna's server writes AI replies; clients may post messages with sender 'user' only.",
} as const;
