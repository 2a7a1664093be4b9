import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RiskTier } from '../src/features/chat/safety/risk-types.ts';

/**
 * The labelled safety corpus: JSONL files, one example a line,
 *   {"id","text","tier":"none|distress|passive|active|imminent","category","lang":"en|es","context"?:[earlier user messages]}
 * `train/` teaches the classifier; `heldout/` is frozen and only ever evaluated (README.md).
 */
export interface Example {
  id: string;
  text: string;
  tier: RiskTier;
  category: string;
  lang: 'en' | 'es';
  context?: string[];
}

const TIERS = new Set(['none', 'distress', 'passive', 'active', 'imminent']);

/** Every example of every `.jsonl` file under `dir` (recursively). Throws on a malformed line. */
export function loadCorpus(dir: string): Example[] {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.jsonl')) files.push(full);
    }
  };
  walk(dir);
  if (files.length === 0) throw new Error(`no .jsonl files under ${dir}`);
  const out: Example[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        let e: Example;
        try {
          e = JSON.parse(line) as Example;
        } catch {
          throw new Error(`${file}:${i + 1}: not JSON`);
        }
        if (typeof e.text !== 'string' || !TIERS.has(e.tier)) throw new Error(`${file}:${i + 1}: needs text and a tier`);
        const context = Array.isArray(e.context) ? e.context.filter((c): c is string => typeof c === 'string') : undefined;
        out.push({
          id: String(e.id ?? `${path.basename(file)}:${i + 1}`),
          text: e.text,
          tier: e.tier,
          category: String(e.category ?? path.basename(file, '.jsonl')),
          lang: e.lang === 'es' ? 'es' : 'en',
          ...(context?.length ? { context } : {}),
        });
      });
  }
  return out;
}

/** A path from the command line, relative to where `npm run` was typed (npm sets INIT_CWD). */
export function cliPath(arg: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
}

export const CORPUS_DIR = path.join(import.meta.dirname, 'corpus');
