import { defaultPersonality, personalitySchema, type DataSettings, type Personality } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

interface SettingsRow {
  personality: unknown;
  memory_enabled: boolean;
  retention_days: 30 | 90 | 365 | null;
  weekly_backup: boolean;
}

export interface AccountSettings extends DataSettings {
  personality: Personality;
}

const DEFAULTS: AccountSettings = { personality: defaultPersonality, memoryEnabled: true, retentionDays: null, weeklyBackup: false };

/** All SQL of account_settings; a missing row means the defaults. */
export function createSettingsRepository(db: Queryable) {
  return {
    async get(userId: string): Promise<AccountSettings> {
      const { rows } = await db.query<SettingsRow>(
        `SELECT personality, memory_enabled, retention_days, weekly_backup FROM account_settings WHERE user_id = $1`,
        [userId],
      );
      const row = rows[0];
      if (!row) return DEFAULTS;
      // Stored personality is re-validated on read: a rule tightened later still applies to old rows.
      const parsed = personalitySchema.safeParse(row.personality);
      return {
        personality: parsed.success ? parsed.data : defaultPersonality,
        memoryEnabled: row.memory_enabled,
        retentionDays: row.retention_days,
        weeklyBackup: row.weekly_backup,
      };
    },

    async savePersonality(userId: string, personality: Personality): Promise<void> {
      await db.query(
        `INSERT INTO account_settings (user_id, personality) VALUES ($1, $2::jsonb)
         ON CONFLICT (user_id) DO UPDATE SET personality = EXCLUDED.personality, updated_at = now()`,
        [userId, JSON.stringify(personality)],
      );
    },

    async saveDataSettings(userId: string, s: Partial<DataSettings>): Promise<void> {
      // COALESCE keeps what the request left out; retention_days may be set to null on purpose.
      await db.query(
        `INSERT INTO account_settings (user_id, memory_enabled, retention_days, weekly_backup)
         VALUES ($1, COALESCE($2, true), $3, COALESCE($4, false))
         ON CONFLICT (user_id) DO UPDATE SET
           memory_enabled = COALESCE($2, account_settings.memory_enabled),
           retention_days = CASE WHEN $5 THEN $3 ELSE account_settings.retention_days END,
           weekly_backup = COALESCE($4, account_settings.weekly_backup),
           updated_at = now()`,
        [userId, s.memoryEnabled ?? null, s.retentionDays ?? null, s.weeklyBackup ?? null, s.retentionDays !== undefined],
      );
    },
  };
}
