import type { Turn } from '../chat-context.ts';

/**
 * Chooses wording variants for one reply: never one already said in this conversation, never the
 * same one twice in the reply, and the same choice for the same conversation (no Math.random, so
 * tests and replays are stable). Variants are compared by their fixed start (before any `{`), so
 * "Let's try {name} together." counts as used whatever {name} was.
 */
export type Picker = (list: readonly string[]) => string;

/** A small stable hash (FNV-1a). */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const stem = (item: string) => item.split('{')[0]!.trim().toLowerCase();

export function createPicker(message: string, history: readonly Turn[]): Picker {
  const aiTurns = history.filter((t) => t.sender === 'ai').map((t) => t.content.toLowerCase());
  const said = aiTurns.join('\n');
  const picked = new Set<string>();
  let seed = hash(message) + aiTurns.length * 7;
  return (list) => {
    seed += 13;
    const start = seed % list.length;
    let fallback: string | undefined;
    for (let i = 0; i < list.length; i++) {
      const item = list[(start + i) % list.length]!;
      const s = stem(item);
      if (picked.has(s)) continue;
      fallback ??= item;
      if (!said.includes(s)) {
        picked.add(s);
        return item;
      }
    }
    // Every variant was used (a very long conversation): the least recent one is best.
    const oldest = [...list].filter((i) => !picked.has(stem(i))).sort((a, b) => said.lastIndexOf(stem(a)) - said.lastIndexOf(stem(b)))[0];
    const choice = oldest ?? fallback ?? list[start]!;
    picked.add(stem(choice));
    return choice;
  };
}
