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
// The API's pool holds one connection, but when pg replaces it (after an idle timeout or an error)
// the new one can arrive before this server has processed the old socket's close. With the
// default of one connection it was then refused ("Too many connections"), which the API saw as
// ECONNRESET: the cause of the drops in docs/decisions/002. A few connections are accepted;
// statements still run one at a time through the server's queue, which keeps a transaction's
// statements together per connection.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 8 });
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
