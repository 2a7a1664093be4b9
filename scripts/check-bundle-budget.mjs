#!/usr/bin/env node
// The JavaScript `/` needs before its first paint: the entry chunk and every chunk it imports
// statically (what index.html loads and modulepreloads), gzipped, against a budget (issue 13:
// 120 kB). Lazy chunks (dialogs, supabase-js, Stripe, Markdown, other pages) are not counted:
// they load when first needed. Reads Vite's manifest from a finished `npm run build`.
// Usage: node scripts/check-bundle-budget.mjs [--budget-kb 120] [--dist frontend/dist]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const budgetKb = Number(opt('--budget-kb', '120'));
const dist = path.resolve(opt('--dist', 'frontend/dist'));
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run \`npm run build\` first (vite build writes the manifest).`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entry = manifest['index.html'];
if (!entry) {
  console.error('The manifest has no index.html entry.');
  process.exit(2);
}

const seen = new Set();
const rows = [];
(function visit(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  const bytes = fs.readFileSync(path.join(dist, chunk.file));
  rows.push({ file: chunk.file, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
  for (const next of chunk.imports ?? []) visit(next);
})('index.html');

const kb = (n) => (n / 1024).toFixed(1);
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log('JavaScript before the first paint of / (entry + static imports):');
for (const r of rows) console.log(`  ${kb(r.gzip).padStart(6)} kB gzip  ${kb(r.raw).padStart(7)} kB  ${r.file}`);
console.log(`  ${kb(total).padStart(6)} kB gzip in ${rows.length} file(s); budget ${budgetKb} kB`);
if (total > budgetKb * 1024) {
  console.error(`Over budget by ${kb(total - budgetKb * 1024)} kB gzip: load it on demand (React.lazy / import()) instead.`);
  process.exit(1);
}
