/** Plans and entitlements are data: one table says what each plan may do. */
export const plans = ['free', 'pro'] as const;
export type Plan = (typeof plans)[number];
export const userTypes = ['user', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

export interface Entitlements {
  /** Messages per UTC day; null means unlimited. */
  dailyMessages: number | null;
}

export const FREE_DAILY_MESSAGES = 4;
export const VISITOR_MESSAGES = 1;

export const entitlements: Record<Plan, Entitlements> = {
  free: { dailyMessages: FREE_DAILY_MESSAGES },
  pro: { dailyMessages: null },
};

/** Normalises the spec's plan spellings (free/Free, pro/Pro, Premium) to a Plan. */
export function toPlan(value: unknown): Plan {
  const v = String(value ?? '').toLowerCase();
  return v === 'pro' || v === 'premium' ? 'pro' : 'free';
}
