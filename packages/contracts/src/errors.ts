import { z } from 'zod';

export * from './plain/errors.ts';

/** The body of every API error (see ./plain/errors.ts for the codes). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level detail for validation errors; never database internals. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
