/**
 * npm run safety:eval [-- <dir> ...]: recall per tier and per category and the false-alarm rate
 * of the crisis screen on the frozen held-out corpus, or on any folder of JSONL files of the same
 * format. Prints ids of misses, never message text.
 */
import path from 'node:path';
import { CORPUS_DIR, cliPath, loadCorpus } from './corpus.ts';
import { evaluate, formatReport } from './evaluate.ts';
import { screenMessage } from '../src/features/chat/safety/screen.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showMisses = process.argv.includes('--misses');
const dirs = args.length ? args.map(cliPath) : [path.join(CORPUS_DIR, 'heldout')];

for (const dir of dirs) {
  const report = evaluate(loadCorpus(dir), (text, context) => screenMessage(text, context).tier);
  console.log(formatReport(path.relative(process.cwd(), dir) || dir, report));
  if (showMisses) {
    for (const m of report.misses) console.log(`  missed ${m.id} (${m.category}): ${m.label} -> ${m.got}`);
    for (const id of report.falseAlarms) console.log(`  false alarm ${id}`);
  }
  console.log('');
}
