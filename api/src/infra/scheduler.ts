import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from './db/database.ts';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<string>;
}

/**
 * Periodic jobs whose schedule lives in the scheduled_jobs table, not in memory: a restarted
 * process picks up where the last one left off, and with several API instances each due run is
 * claimed by exactly one of them (an UPDATE ... WHERE next_run_at <= now() RETURNING, atomic in
 * PostgreSQL). A job that fails is retried at its next slot; it never stops the others.
 */
export function createScheduler(db: Queryable, log: FastifyBaseLogger) {
  const jobs: ScheduledJob[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function claim(job: ScheduledJob): Promise<boolean> {
    await db.query(`INSERT INTO scheduled_jobs (name, next_run_at) VALUES ($1, now()) ON CONFLICT (name) DO NOTHING`, [job.name]);
    const { rowCount } = await db.query(
      `UPDATE scheduled_jobs SET next_run_at = now() + make_interval(secs => $2::double precision / 1000), last_run_at = now()
        WHERE name = $1 AND next_run_at <= now()`,
      [job.name, job.everyMs],
    );
    return (rowCount ?? 0) > 0;
  }

  /** Runs every job that is due now; returns the names that ran. */
  async function tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) {
      try {
        if (!(await claim(job))) continue;
        const result = await job.run();
        ran.push(job.name);
        await db.query(`UPDATE scheduled_jobs SET last_result = $2 WHERE name = $1`, [job.name, result]);
        log.info({ job: job.name, result }, 'scheduled job ran');
      } catch (err) {
        log.warn({ job: job.name, err: { type: (err as Error).name } }, 'scheduled job failed');
      }
    }
    return ran;
  }

  return {
    add(job: ScheduledJob) {
      jobs.push(job);
    },
    tick,
    start(checkEveryMs: number) {
      timer = setInterval(() => {
        running ??= tick()
          .then(() => undefined)
          .finally(() => (running = null));
      }, checkEveryMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
