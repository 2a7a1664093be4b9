/**
 * npm run safety:train [-- --dev [--misses]]: trains the learned crisis screen from corpus/train,
 * train-2, train-3, train-4 and project, plus the project's labelled cases (test/safety), and writes
 * src/features/chat/safety/model/weights.json. Never reads corpus/heldout. With --dev, trains on
 * 4/5 of corpus/train and prints the whole screen's figures on the other 1/5 (nothing written).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCREENING_CASES } from '../test/safety/screening-cases.ts';
import { WEIGHTS_URL } from '../src/features/chat/safety/model-format.ts';
import { CORPUS_DIR, loadCorpus, type Example } from './corpus.ts';
import { buildModel, isDev } from './model-training.ts';

async function main() {
  // corpus/train to train-4 are written independently (each by a writer who never saw the screen);
  // corpus/project is the project's own additions.
  const dirs = ['train', 'train-2', 'train-3', 'train-4', 'project'].map((d) => path.join(CORPUS_DIR, d));
  const corpus = dirs.flatMap((d) => (existsSync(d) ? loadCorpus(d) : []));
  const project: Example[] = SCREENING_CASES.map((c, i) => ({ id: `project-${i}`, text: c.text, tier: c.tier, category: 'project', lang: 'en' }));
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
    if (process.argv.includes('--misses')) for (const m of report.misses) console.log(`  missed ${m.id} (${m.category}): ${m.label} -> ${m.got}`);
    return;
  }
  console.log(`training on ${corpus.length} corpus examples + ${project.length} project cases (held-out never read)`);
  const model = buildModel([...corpus, ...project]);
  writeFileSync(WEIGHTS_URL, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), WEIGHTS_URL.pathname)}`);
}

await main();
