/**
 * Reflective listening without a model: pick the clause that carries the feeling and hand it
 * back in the second person ("I feel like nobody listens" -> "you feel like nobody listens").
 *
 * Why keep it short: a mirrored clause shows listening; a mirrored paragraph reads as a parrot.
 */
const SWAPS: Record<string, string> = {
  i: 'you', me: 'you', my: 'your', mine: 'yours', myself: 'yourself', am: 'are', was: 'were',
  "i'm": "you're", im: "you're", "i've": "you've", ive: "you've", "i'd": "you'd", "i'll": "you'll",
  you: 'I', your: 'my', yours: 'mine', yourself: 'myself', "you're": "I'm", "you've": "I've",
  we: 'you', us: 'you', our: 'your', ours: 'yours',
};

/** Swap first and second person word by word, keeping anything else as typed. */
export function swapPronouns(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => {
      const m = /^([^a-zA-Z']*)([a-zA-Z']+)([^a-zA-Z']*)$/.exec(token);
      if (!m) return token;
      const [, pre = '', word = '', post = ''] = m;
      const lower = word.toLowerCase().replace(/\u2019/g, "'");
      const swapped = SWAPS[lower];
      return swapped ? `${pre}${swapped}${post}` : token;
    })
    .join('')
    // "you are kind" became "I are kind": fix the verb after the swap.
    .replace(/\bI are\b/g, 'I am')
    .replace(/\bI were\b/g, 'I was');
}

const FEELING_CUE = /\b(feel|feeling|felt|i'?m|i am|so|really|can'?t|keep|always|never|nobody|no one|hate|miss|want|wish|scared|worried)\b/i;
/** Only first-person statements are mirrored: "ok that helped" is not something to reflect. */
const PERSONAL = /\b(i|i'?m|i'?ve|i'?d|my|me|myself)\b/i;

/** The clause most worth mirroring, pronoun-swapped, at most `maxWords` words; or undefined. */
export function keyPhrase(message: string, maxWords = 14): string | undefined {
  const parts = message
    .replace(/[\u2018\u2019]/g, "'")
    .split(/(?<=[.!?;])\s+|\s+(?:but|because|and so)\s+|\n+/i)
    .map((p) => p.replace(/[.!?;:,\s]+$/g, '').trim())
    .filter((p) => p.split(/\s+/).length >= 3);
  const personal = parts.filter((p) => PERSONAL.test(p));
  const first = personal.find((p) => FEELING_CUE.test(p)) ?? personal[0];
  if (!first) return undefined;
  // Questions are answered, not mirrored; hedges ("i guess", "honestly") add nothing mirrored back.
  if (/\?\s*$/.test(message.trim()) || /^(what|how|why|when|where|who|should|can|could|would|do|does|is|are)\b/i.test(first)) return undefined;
  const words = first
    .replace(/^((and|so|but|well|like|um|uh|honestly|ok|okay|yeah|i guess|i think|i mean|i don'?t know,?)\s+)+/i, '')
    .split(/\s+/);
  if (words.length > maxWords) return undefined;
  const swapped = swapPronouns(words.join(' '));
  // A lowercase start so the phrase can follow "It sounds like".
  return swapped.charAt(0) === 'I' && swapped.charAt(1) === ' ' ? swapped : swapped.charAt(0).toLowerCase() + swapped.slice(1);
}
