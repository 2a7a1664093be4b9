/**
 * `npm run n8n`: installs n8n the first time (into the cache folder the README names), imports the
 * service-key credential and every workflow, activates them, starts n8n on 127.0.0.1:N8N_PORT
 * calling the API at LUNA_API_URL, and waits until every webhook answers. Ctrl-C stops it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../api/src/config/env.ts';
import { deployWorkflows, ensureInstalled, runtimeDir, startN8n, VERSIONS, type N8nOptions } from './n8n-launcher.ts';

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  // The same configuration `npm start` reads, so both derive the same service key (SERVICE_ROLE_KEY).
  const config = loadConfig();
  if (config.dataDir === 'memory://') throw new Error('DATA_DIR=memory:// has nowhere to keep n8n; set a folder');
  const options: N8nOptions = {
    userFolder: path.join(config.dataDir, 'n8n'),
    port: config.N8N_PORT,
    apiUrl: config.LUNA_API_URL,
    serviceKey: config.serviceRoleKey,
  };
  const url = `http://127.0.0.1:${options.port}`;
  const busy = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`something already answers at ${url}: stop it, or set N8N_PORT`);

  let started = Date.now();
  await ensureInstalled();
  console.log(`n8n ${VERSIONS.n8n} on Node ${VERSIONS.node} (installed in ${runtimeDir()})`);
  console.log(`Importing the credential and workflows into ${options.userFolder} ...`);
  await deployWorkflows(options);
  console.log(`  imported and activated in ${seconds(started)}`);

  const logFile = path.join(options.userFolder, 'n8n.log');
  const log = fs.createWriteStream(logFile, { flags: 'a' });
  console.log(`Starting n8n (its log: ${logFile}) ...`);
  started = Date.now();
  const n8n = await startN8n(options, log);
  console.log(`  every webhook answers after ${seconds(started)}\n`);
  console.log(`n8n editor:   ${url}/  (the first visit asks you to create the owner account)`);
  console.log(`Webhooks:     ${url}/webhook/<contract>, calling the Luna API at ${options.apiUrl}`);
  console.log(`Point Luna at it:  WORKFLOW_BASE_URL=${url} npm start`);
  console.log(`                   (Luna forwards /webhook/* to n8n; the browser keeps calling Luna.)`);
  console.log('Ctrl-C stops n8n.');

  let stopping = false;
  const shutdown = async () => {
    stopping = true;
    await n8n.stop();
    log.end();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  n8n.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`n8n stopped (exit ${code}); see ${logFile}`);
    process.exit(code ?? 1);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
