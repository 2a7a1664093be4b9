import { z } from 'zod';
import { plans, userTypes } from './plans.ts';

/**
 * The admin dashboard's API (issue 11). Counts and account facts only: no shape here carries a
 * message's content, and none may (the dashboard never shows conversations).
 */
export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;

export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  totalMessages: z.number().int(),
  /** Cents per month (billing/metrics.ts). */
  monthlyRecurringRevenue: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`).default(''),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_DEFAULT),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminSubscriptionStatusSchema = z.enum(['active', 'canceled', 'past_due', 'unknown', 'courtesy', 'none']);

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(plans),
  userType: z.enum(userTypes),
  messagesToday: z.number().int(),
  messagesTotal: z.number().int(),
  subscriptionStatus: adminSubscriptionStatusSchema,
  courtesyPro: z.boolean(),
  disabled: z.boolean(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.object({
  users: z.array(adminUserSchema),
  /** Every account. */
  total: z.number().int(),
  /** Accounts matching the search (equals total without one). */
  matched: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** The spec's caption under the users search box. */
export function usersCaption(r: { total: number; matched: number }, searching: boolean): string {
  return searching ? `${r.matched} of ${r.total} users match` : `${r.total} active user accounts`;
}

export const adminUserParamsSchema = z.object({ id: z.uuid() });
export const adminActionResponseSchema = z.object({ user: adminUserSchema });

export const chartDaysSchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(90)]))
    .default(30),
});
export const adminChartsResponseSchema = z.object({
  days: z.array(z.object({ day: z.string(), signups: z.number().int(), messages: z.number().int(), activeSubscriptions: z.number().int() })),
});
export type AdminCharts = z.infer<typeof adminChartsResponseSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  adminEmail: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const adminAuditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string().nullable(),
  percentOff: z.number().nullable(),
  amountOff: z.number().int().nullable(),
  duration: z.string(),
  durationInMonths: z.number().int().nullable(),
  active: z.boolean(),
  timesRedeemed: z.number().int(),
  maxRedemptions: z.number().int().nullable(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponsResponseSchema = z.object({ coupons: z.array(adminCouponSchema) });

export const couponMessages = {
  code: 'Code must be 3-30 letters, digits or hyphens',
  discount: 'Enter either a percent (1-100) or an amount in dollars',
  months: 'Enter the number of months (1-36) for a repeating coupon',
} as const;

export const createCouponSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{3,30}$/, couponMessages.code),
    name: z.string().trim().max(60).optional(),
    percentOff: z.number().min(1).max(100).optional(),
    /** Cents. */
    amountOff: z.number().int().min(1).max(100_000).optional(),
    duration: z.enum(['once', 'repeating', 'forever']).default('once'),
    durationInMonths: z.number().int().min(1).max(36).optional(),
  })
  .refine((c) => (c.percentOff === undefined) !== (c.amountOff === undefined), { message: couponMessages.discount, path: ['percentOff'] })
  .refine((c) => c.duration !== 'repeating' || c.durationInMonths !== undefined, { message: couponMessages.months, path: ['durationInMonths'] });
export type CreateCouponInput = z.input<typeof createCouponSchema>;
export const couponParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_]{1,100}$/) });

/** Crisis-net counts (safety_events): tiers and categories per month, never content. */
export const safetyReportSchema = z.object({
  months: z.array(z.object({ month: z.string(), tier: z.string(), category: z.string(), count: z.number().int() })),
  /** Crisis referral notifications (tier passive and above) per calendar year, for CA SB 243. */
  referralsByYear: z.array(z.object({ year: z.number().int(), referrals: z.number().int(), distress: z.number().int() })),
});
export type SafetyReport = z.infer<typeof safetyReportSchema>;

/** Page views and browser errors per day, with the most frequent error messages. */
export const telemetrySummarySchema = z.object({
  days: z.array(z.object({ day: z.string(), pageviews: z.number().int(), errors: z.number().int() })),
  topErrors: z.array(z.object({ message: z.string(), kind: z.string(), count: z.number().int(), lastSeen: z.string() })),
});
export type TelemetrySummary = z.infer<typeof telemetrySummarySchema>;

export const adminUserActions = ['grant_pro', 'revoke_pro', 'disable_account', 'enable_account', 'send_password_reset'] as const;
export type AdminUserAction = (typeof adminUserActions)[number];
export const adminUserActionSchema = z.object({ action: z.enum(adminUserActions) });
