// Runs PGlite (Postgres compiled to WASM) in its own thread and serves it over the Postgres
// wire protocol on a Unix socket, so the API talks to it through `pg` exactly as it talks to
// PostgreSQL, and the WASM engine never blocks the API's event loop (docs/decisions/002).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
// pg_trgm backs the admin's user search index, as on PostgreSQL (migration 060).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dataDir, socketPath } = workerData;
const db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm } });
const server = new PGLiteSocketServer({ db, path: socketPath });
await server.start();
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (msg) => {
  if (msg?.type !== 'close') return;
  try {
    await server.stop();
    await db.close();
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
});
