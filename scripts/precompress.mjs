#!/usr/bin/env node
// After `vite build`: writes .br and .gz next to every text asset of frontend/dist, so the API
// serves them compressed (@fastify/static `preCompressed`) without compressing per request, and
// never touches a streamed (SSE) response. On a phone, 550 kB of JavaScript is 172 kB gzip and
// less in Brotli (issue 13: Lighthouse mobile performance).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'frontend/dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
let files = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  files++;
}
console.log(`precompressed ${files} file(s) in ${path.relative(process.cwd(), dist) || dist}`);
