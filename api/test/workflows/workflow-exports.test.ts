import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_DOOR_PREFIX, WORKFLOW_CONTRACTS, workflowError, workflowMessages } from '@luna/contracts';
import { CREDENTIAL, EXPORTED_API_URL, ROOT, VERSIONS, WORKFLOWS_DIR, workflowsFor } from '../../../scripts/n8n/n8n-launcher.ts';

interface WfNode {
  id: string;
  name: string;
  type: string;
  onError?: string;
  webhookId?: string;
  credentials?: Record<string, { id: string; name: string }>;
  parameters: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}
interface Workflow {
  id: string;
  name: string;
  nodes: WfNode[];
  connections: Record<string, { main: { node: string }[][] }>;
  settings: Record<string, unknown>;
}

const read = (name: string) => fs.readFileSync(path.join(WORKFLOWS_DIR, `${name}.json`), 'utf8');
const load = (name: string) => JSON.parse(read(name)) as Workflow;
const next = (wf: Workflow, from: string, output = 0) => wf.connections[from]?.main[output]?.map((c) => c.node) ?? [];

/** What every export must keep, whatever an operator adds around it (workflows/README.md). */
describe.each(WORKFLOW_CONTRACTS)('workflows/%s.json', (name) => {
  const wf = load(name);
  const byType = (type: string) => wf.nodes.filter((n) => n.type === `n8n-nodes-base.${type}`);

  it('is a Webhook on the contract path that answers through a Respond to Webhook node', () => {
    const [hook] = byType('webhook');
    expect(hook!.parameters).toMatchObject({ httpMethod: 'POST', path: name, responseMode: 'responseNode' });
    expect(hook!.webhookId).toMatch(/^[0-9a-f-]{36}$/);
    expect(next(wf, hook!.name)).toHaveLength(1);
  });

  it("calls the API's service door with the service-key credential, forwarding token and address", () => {
    const [call] = byType('httpRequest');
    expect(next(wf, byType('webhook')[0]!.name)).toEqual([call!.name]);
    expect(call!.parameters.url).toBe(`${EXPORTED_API_URL}${SERVICE_DOOR_PREFIX}/webhook/${name}`);
    expect(call!.parameters).toMatchObject({ method: 'POST', authentication: 'genericCredentialType', genericAuthType: 'httpHeaderAuth' });
    expect(call!.credentials).toEqual({ httpHeaderAuth: CREDENTIAL });
    const headers = call!.parameters.headerParameters.parameters.map((h: { name: string }) => h.name);
    expect(headers).toEqual(expect.arrayContaining(['authorization', 'x-forwarded-for']));
    expect(call!.parameters.options.response.response).toEqual({ fullResponse: true, neverError: true, responseFormat: 'json' });
    expect(call!.parameters.options.timeout).toBeLessThanOrEqual(10_000);
    expect(call!.onError).toBe('continueErrorOutput');
  });

  it("passes the API's status and body through unchanged, and answers 503 calmly when it is unreachable", () => {
    const call = byType('httpRequest')[0]!.name;
    const respond = Object.fromEntries(byType('respondToWebhook').map((n) => [n.name, n]));
    const [ok] = next(wf, call, 0);
    const [down] = next(wf, call, 1);
    expect(respond[ok!]!.parameters).toMatchObject({
      respondWith: 'json',
      responseBody: '={{ $json.body }}',
      options: { responseCode: '={{ $json.statusCode }}' },
    });
    expect(respond[down!]!.parameters.options.responseCode).toBe(503);
    expect(JSON.parse(respond[down!]!.parameters.responseBody)).toEqual(workflowError(workflowMessages.unavailable));
  });

  it('holds no secret and no $env, keeps no execution data, and explains itself to an operator', () => {
    const text = read(name);
    expect(text).not.toMatch(/\$env/);
    expect(text).not.toMatch(/x-service-key"\s*,\s*"value"/);
    expect(wf.settings).toMatchObject({ saveDataSuccessExecution: 'none', saveDataErrorExecution: 'none' });
    const notes = byType('stickyNote')
      .map((n) => n.parameters.content as string)
      .join('\n');
    expect(notes).toContain(`/webhook/${name}`);
    expect(notes).toMatch(/Adding a step/);
  });
});

describe('the exports together', () => {
  it('are exactly the six contracts, with stable and distinct workflow, node and webhook ids', () => {
    const files = fs
      .readdirSync(WORKFLOWS_DIR)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual([...WORKFLOW_CONTRACTS].map((c) => `${c}.json`).sort());
    const all = WORKFLOW_CONTRACTS.map(load);
    const ids = all.flatMap((wf) => [wf.id, ...wf.nodes.map((n) => n.id), ...wf.nodes.flatMap((n) => (n.webhookId ? [n.webhookId] : []))]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const wf of all) expect(wf.id.length).toBeLessThanOrEqual(16);
  });

  it("get the deployment's API address on import, and nothing else changes", () => {
    for (const w of workflowsFor('http://app:3000/')) {
      const original = read(w.file.replace(/\.json$/, ''));
      expect(w.json).toContain('"http://app:3000/service/webhook/');
      expect(JSON.parse(w.json)).toEqual(JSON.parse(original.replaceAll(`${EXPORTED_API_URL}/service/`, 'http://app:3000/service/')));
    }
  });

  it('run on the n8n release the installer pins', () => {
    const runtime = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/n8n/runtime.package.json'), 'utf8'));
    expect(runtime.dependencies.n8n).toBe(VERSIONS.n8n);
  });
});
