import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface EmbeddedPostgres {
  /** Directory holding the Unix socket; pass as `host` to pg. */
  socketDir: string;
  port: number;
  close(): Promise<void>;
}

const SOCKET_PORT = 5432;

/**
 * Starts PGlite in a worker thread, reachable over the Postgres wire protocol on a Unix socket.
 * `dataDir` 'memory://' keeps everything in memory (tests); otherwise files live there.
 * PGlite serves one connection at a time, so callers use a pool of one.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-pg-'));
  if (dataDir !== 'memory://') fs.mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./embedded-postgres-worker.mjs', import.meta.url), {
    workerData: {
      dataDir: dataDir === 'memory://' ? dataDir : path.join(dataDir, 'pg'),
      socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
    },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`embedded database exited during start (code ${code})`)));
  });
  let closed = false;
  return {
    socketDir,
    port: SOCKET_PORT,
    async close() {
      if (closed) return;
      closed = true;
      // Ask PGlite to checkpoint and close its files before the thread ends.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 5000);
        worker.once('message', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
