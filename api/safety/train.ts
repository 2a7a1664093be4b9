/**
 * npm run safety:train [-- --dev [--misses] | --writer-out <batch> ...]: trains the learned crisis
 * screen from the training batches (corpus/train*) and corpus/project, plus the project's labelled
 * cases (test/safety), and writes src/features/chat/safety/model/weights.json. Never reads
 * corpus/heldout*. Development checks (nothing written):
 *   --dev             trains on 4/5 of the training corpus, prints the whole screen on the other 1/5;
 *   --writer-out B    trains without batch B (e.g. train-4) and prints the whole screen on B. Each
 *                     batch comes from its own writer, so this asks what a new held-out batch
 *                     asks (phrasing from someone the model never read) where a random split of
 *                     mixed writers flatters. Repeat the flag to leave out several batches.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCREENING_CASES } from '../test/safety/screening-cases.ts';
import { WEIGHTS_URL } from '../src/features/chat/safety/model-format.ts';
import { CORPUS_DIR, loadCorpus, type Example } from './corpus.ts';
import { buildModel, isDev } from './model-training.ts';

async function main() {
  // corpus/train to train-4 are written independently (each by a writer who never saw the screen);
  // corpus/project is the project's own additions.
  const batches = readdirSync(CORPUS_DIR).filter((d) => /^train(-\d+)?$/.test(d) || d === 'project');
  const writerOut = process.argv.flatMap((a, i) => (process.argv[i - 1] === '--writer-out' ? [a] : []));
  const unknown = writerOut.filter((b) => !batches.includes(b));
  if (unknown.length) throw new Error(`no training batch ${unknown.join(', ')} in ${CORPUS_DIR}`);
  const load = (names: string[]) => names.flatMap((d) => (existsSync(path.join(CORPUS_DIR, d)) ? loadCorpus(path.join(CORPUS_DIR, d)) : []));
  const corpus = load(batches.filter((b) => !writerOut.includes(b)));
  const project: Example[] = SCREENING_CASES.map((c, i) => ({ id: `project-${i}`, text: c.text, tier: c.tier, category: 'project', lang: 'en' }));
  if (writerOut.length) {
    const model = buildModel([...corpus, ...project], false);
    const { useModel } = await import('../src/features/chat/safety/classifier.ts');
    const { screenMessage } = await import('../src/features/chat/safety/screen.ts');
    const { evaluate, formatReport } = await import('./evaluate.ts');
    useModel(model);
    for (const b of writerOut) {
      const report = evaluate(load([b]), (text, context) => screenMessage(text, context).tier);
      console.log(formatReport(`${b}, left out of training (another writer's phrasing)`, report));
      if (process.argv.includes('--misses')) {
        for (const m of report.misses) console.log(`  missed ${m.id} (${m.category}): ${m.label} -> ${m.got}`);
        for (const id of report.falseAlarms) console.log(`  false alarm ${id}`);
      }
    }
    return;
  }
  if (process.argv.includes('--dev')) {
    // Development loop: train on 4/5 of the training corpus, measure the whole screen on the
    // other 1/5. The held-out corpus is never used for this.
    const model = buildModel([...corpus.filter((e) => !isDev(e)), ...project], false);
    const { useModel } = await import('../src/features/chat/safety/classifier.ts');
    const { screenMessage } = await import('../src/features/chat/safety/screen.ts');
    const { evaluate, formatReport } = await import('./evaluate.ts');
    useModel(model);
    const dev = corpus.filter(isDev);
    const report = evaluate(dev, (text, context) => screenMessage(text, context).tier);
    console.log(formatReport('development split of corpus/train (not trained on)', report));
    if (process.argv.includes('--misses')) {
      for (const m of report.misses) console.log(`  missed ${m.id} (${m.category}): ${m.label} -> ${m.got}`);
      for (const id of report.falseAlarms) console.log(`  false alarm ${id}`);
    }
    return;
  }
  console.log(`training on ${corpus.length} corpus examples + ${project.length} project cases (held-out never read)`);
  const model = buildModel([...corpus, ...project]);
  writeFileSync(WEIGHTS_URL, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), WEIGHTS_URL.pathname)}`);
}

await main();
