/**
 * The crisis screen's cost per message (issue 8: under 2 ms p99), on realistic messages: every
 * line of the project's labelled corpora (training and held-out batches), alone and as the last
 * message of a 40-turn conversation (the screen reads the person's earlier messages too).
 */
import path from 'node:path';
import fs from 'node:fs';
import { loadCorpus, CORPUS_DIR } from '../safety/corpus.ts';
import { screenMessage } from '../src/features/chat/safety/screen.ts';
import { pct } from './bench-client.ts';

export function benchScreenCost(): void {
  const texts = fs
    .readdirSync(CORPUS_DIR)
    .flatMap((dir) => loadCorpus(path.join(CORPUS_DIR, dir)))
    .map((e) => e.text);
  // Warm up the compiled patterns and the model's weights.
  for (const text of texts.slice(0, 200)) screenMessage(text);

  const alone: number[] = [];
  for (const text of texts) {
    const started = performance.now();
    screenMessage(text);
    alone.push(performance.now() - started);
  }
  // As the chat turn calls it, turn by turn through 40-turn conversations (the person and Luna in
  // turn): each message is screened with the person's messages among the 12 turns before it
  // (chat-service.ts); earlier messages were screened on their own turn, as in a real conversation.
  const inConversation: number[] = [];
  for (let c = 0; c < 100; c++) {
    const conversation = Array.from({ length: 40 }, (_, k) => ({ sender: k % 2 ? 'ai' : 'user', content: texts[(c * 40 + k * 7) % texts.length]! }));
    for (let k = 0; k < conversation.length; k += 2) {
      const earlier = conversation
        .slice(Math.max(0, k - 12), k)
        .filter((t) => t.sender === 'user')
        .map((t) => t.content);
      const started = performance.now();
      screenMessage(conversation[k]!.content, earlier);
      inConversation.push(performance.now() - started);
    }
  }
  const line = (label: string, ms: number[]) =>
    console.log(`  ${label.padEnd(52)} p50 ${pct(ms, 0.5).toFixed(3)} ms   p99 ${pct(ms, 0.99).toFixed(3)} ms   (${ms.length} messages)`);
  line('one message alone', alone);
  line('each message of 40-turn conversations, in turn', inConversation);
  // The screen's cost grows with the earlier messages it is given; for the record, all 39.
  const all: number[] = [];
  for (let i = 0; i < 500; i++) {
    const earlier = Array.from({ length: 39 }, (_, k) => texts[(i * 39 + k * 7) % texts.length]!);
    const started = performance.now();
    screenMessage(texts[i % texts.length]!, earlier);
    all.push(performance.now() - started);
  }
  line('(with all 39 earlier messages, more than a turn reads)', all);
}
