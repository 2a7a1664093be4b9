/**
 * The contract schemas the chat home reads answers with (packages/contracts), in a chunk of their
 * own that loads after the first paint (docs/decisions/095): zod is about 26 kB gzip, and `/`
 * paints before any answer needs reading. Reached only through `loadSchemas()` (./api-client.ts):
 * a static import of this module, or of a schema from '@luna/contracts' in code the chat home
 * imports, puts zod back into the first bundle, and `scripts/check-bundle-budget.mjs` fails.
 * Lazily loaded features (admin, billing, account forms) import their schemas directly; their
 * chunks load on demand anyway. A schema a call picks must be listed here (the typecheck says so).
 */
export {
  apiErrorSchema,
  chatReplyEnvelopeSchema,
  chatStreamEventSchema,
  listSessionsResponseSchema,
  messagesAnswerSchema,
  moodCheckInResponseSchema,
  moodHistoryResponseSchema,
  moodWordSchema,
  okResponseSchema,
  transcribeResponseSchema,
  uploadResponseSchema,
  userDetailsResponseSchema,
  userStatusResponseSchema,
  voiceCapabilitiesSchema,
} from '@luna/contracts';
