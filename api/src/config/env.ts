import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { acceptsImages } from './ai-vision.ts';

const DEFAULT_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data');

/**
 * The only module that reads process.env. Everything is validated once, at boot, and a bad
 * deployment fails with one clear list of what is wrong instead of a crash at first use.
 */
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).optional(),
    DATABASE_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    PRODUCT_NAME: z.string().min(1).default('Luna'),
    PRO_PRICE_CENTS: z.coerce.number().int().positive().default(999),
    JWT_SECRET: z.string().min(32).optional(),
    JWT_EXPIRY_SECONDS: z.coerce.number().int().min(60).default(3600),
    AUTH_ANON_KEY: z.string().default('luna-anon-key'),
    SERVICE_ROLE_KEY: z.string().min(32).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Luna <no-reply@luna.local>'),
    REDIS_URL: optionalUrl,
    // Set: Luna forwards /webhook/* to the n8n at this URL (docs/decisions/051).
    WORKFLOW_BASE_URL: optionalUrl,
    // `npm run n8n` (api/src/cli/n8n.ts): where n8n listens, the API it calls, where it is installed.
    N8N_PORT: z.coerce.number().int().min(1).max(65535).default(5678),
    LUNA_API_URL: z.url().default('http://127.0.0.1:3000'),
    LUNA_N8N_HOME: z.string().min(1).optional(),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_API_KEY: z.string().optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: optionalUrl,
    AI_MODEL: z.string().optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    // A streamed reply: the longest a person sits in silence before the offline companion answers
    // (the wait for a model slot counts too), and the longest pause once text has begun, after
    // which the reply is ended with a word that it was cut off (issue 14: a hanging model meant 30 s of silence).
    AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().positive().default(8_000),
    AI_STALL_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    // Attached images go to the model as images: 'auto' for known vision models (config/ai-vision.ts).
    AI_VISION: z.enum(['auto', 'on', 'off']).default('auto'),
    // A second opinion on crisis risk from the configured provider (docs/decisions/011): 'auto' is
    // the /moderations endpoint for an OpenAI-compatible provider and a JSON judge call for
    // Anthropic; it can only raise the screen's tier, and waits at most SAFETY_CHECK_TIMEOUT_MS.
    SAFETY_CHECK: z.enum(['auto', 'moderation', 'judge', 'off']).default('auto'),
    SAFETY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(800),
    // Model calls in flight at once across every instance (Redis when set); Pro waits less when full.
    AI_CONCURRENCY: z.coerce.number().int().positive().max(10_000).default(16),
    // A free request waiting this long for a model slot goes before newer Pro ones.
    AI_PRIORITY_AGING_MS: z.coerce.number().int().min(0).default(5_000),
    // Voice for browsers without speech recognition: an OpenAI-compatible /audio/transcriptions.
    TRANSCRIPTION_MODEL: z.string().optional(),
    TRANSCRIPTION_BASE_URL: optionalUrl,
    TRANSCRIPTION_API_KEY: z.string().optional(),
    // Threads reading uploaded files (PDF, Word, OCR); each OCR takes about one core.
    UPLOAD_WORKERS: z.coerce.number().int().min(1).max(8).default(2),
    // The offline companion's typing pace when it streams (0 sends each reply at once).
    OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(25),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    // `emulator` runs the Stripe emulator even in production (a demo); unset, the keys decide.
    PAYMENTS: z.enum(['stripe', 'emulator']).optional(),
    COOKIE_SECRET: z.string().min(32).optional(),
    // Auth rate limits: attempts per fixed window, counted per client IP and per e-mail address.
    // Login: per minute. Signup: per hour. Recover: per hour. Verify (reset links): per minute per IP.
    AUTH_RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(10),
    // Per address *from one IP* a minute, so others cannot lock the owner out (issue 14), and per
    // address from anywhere an hour: past that, each IP's allowance for the address is per hour
    // instead of per minute, against a guess spread over many IPs (docs/decisions/082).
    AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().positive().default(5),
    AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_HOURLY: z.coerce.number().int().positive().default(100),
    AUTH_RATE_LIMIT_SIGNUP_PER_IP: z.coerce.number().int().positive().default(30),
    AUTH_RATE_LIMIT_SIGNUP_PER_EMAIL: z.coerce.number().int().positive().default(5),
    // A reset request's answer comes after this long whether or not the address is registered.
    AUTH_RECOVER_RESPONSE_MS: z.coerce.number().int().nonnegative().default(300),
    AUTH_RATE_LIMIT_RECOVER_PER_IP: z.coerce.number().int().positive().default(20),
    AUTH_RATE_LIMIT_RECOVER_PER_EMAIL: z.coerce.number().int().positive().default(5),
    AUTH_RATE_LIMIT_VERIFY_PER_IP: z.coerce.number().int().positive().default(20),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && (!env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required with STRIPE_SECRET_KEY',
      });
    }
    if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS'],
        message: 'PAYMENTS=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    // An emulator must never take real users' "payments": test cards and its demo codes would make
    // anyone Pro. In production it runs only when asked for by name.
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'emulator') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'required in production (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET); set PAYMENTS=emulator to run the Stripe emulator instead, where test cards make anyone Pro',
      });
    }
    if (env.NODE_ENV === 'production') {
      // Secrets derived from the data folder's path, or the compose file's placeholders, are public
      // knowledge: anyone could sign tokens, forge the service key or the visitor cookie.
      for (const key of ['JWT_SECRET', 'SERVICE_ROLE_KEY', 'COOKIE_SECRET'] as const) {
        const value = env[key];
        if (!value) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production (a long random value)' });
        else if (/change-me|dev-only/i.test(value))
          ctx.addIssue({ code: 'custom', path: [key], message: 'is a placeholder; set your own long random value' });
      }
      // Without mail a reset link could only be logged, and it is a live login token (ADR 080).
      if (!env.SMTP_URL)
        ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production (reset links are e-mailed, never logged)' });
    }
    if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute DATA_DIR, or 'memory://' for an in-memory embedded database (tests). */
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  serviceRoleKey: string;
  cookieSecret: string;
  paymentsMode: 'emulator' | 'stripe';
  aiProvider: 'offline' | 'openai' | 'anthropic';
  /** The model is sent attached images (docs/decisions/022). */
  aiVision: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Development defaults for secrets: stable per data directory so sessions survive restarts. */
function devSecret(label: string, dataDir: string): string {
  return `dev-only-${label}-${Buffer.from(dataDir).toString('base64url')}`.padEnd(48, '0');
}

export function loadConfig(source: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  // An empty value means "not set": compose files and CI systems pass `VAR=` for unset variables.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const env = parsed.data;
  // Unset, the data lives in the repository's .data folder whichever folder the API runs from.
  const aiProvider = env.ANTHROPIC_API_KEY ? 'anthropic' : env.OPENAI_BASE_URL || env.OPENAI_API_KEY ? 'openai' : 'offline';
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  return {
    ...env,
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? devSecret('jwt', dataDir),
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? devSecret('service', dataDir),
    cookieSecret: env.COOKIE_SECRET ?? devSecret('cookie', dataDir),
    paymentsMode: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'emulator'),
    aiProvider,
    aiVision: acceptsImages(aiProvider, env.AI_MODEL, env.AI_VISION),
  };
}
