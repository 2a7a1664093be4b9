import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api', '/auth/v1', '/webhook', '/stripe'];

/**
 * Serves the built frontend and falls back to index.html for client-side routes, so /about or
 * /reset-password load the app. API paths that match nothing stay JSON 404s.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasBuild = fs.existsSync(path.join(opts.distDir, 'index.html'));
  if (hasBuild) {
    // preCompressed: the .br/.gz files scripts/precompress.mjs writes at build time, chosen by the
    // browser's Accept-Encoding (a phone downloads about a third of the bytes).
    await app.register(fastifyStatic, { root: opts.distDir, wildcard: false, index: false, maxAge: '1h', immutable: false, preCompressed: true });
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`));
    if (hasBuild && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'not_found:route', message: `No route ${request.method} ${urlPath}` } });
  });
});
