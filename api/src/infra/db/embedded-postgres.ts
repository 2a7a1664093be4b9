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
  const release = dataDir === 'memory://' ? () => {} : lockDataDir(dataDir);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-pg-'));
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
  }).catch((err: unknown) => {
    release();
    throw err;
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
      release();
    },
  };
}

/**
 * One process per data folder (issue 14: two processes on one folder lost 99 of 150 acknowledged
 * writes and corrupted an index). The lock file holds the owner's PID; a lock whose process is
 * gone (a crash, kill -9) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'luna.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another Luna process (PID ${owner}). ` +
            'Stop that process first, or give this one its own DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // left by a process that is gone
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
