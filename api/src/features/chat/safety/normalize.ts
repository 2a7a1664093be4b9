import { boundedMemo } from './bounded-memo.ts';
import { SLANG } from './slang-lexicon.ts';
import { SPANISH_GLOSS } from './spanish-gloss.ts';

/**
 * Text normalisation shared by every screen.
 *
 * Why each step:
 * - lower case and accent folding: "KILL MYSELF" and "kíll myself" are the same message;
 * - leetspeak inside words ("k1ll", "su1c1de", "d!e") is a common way around keyword filters;
 * - squeezing repeated letters ("killlll", "diiie", "soooo") lets one pattern match every
 *   elongation. Patterns are squeezed the same way (see `compile`), so they stay readable;
 * - Spanish risk phrases are glossed into English (spanish-gloss.ts), then slang and
 *   misspellings are rewritten to plain words (slang-lexicon.ts);
 * - laughing emoji become "lol", read by the ordinary frames (ordinary-frames.ts);
 * - sentence punctuation is kept because negation is judged within a clause.
 */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Collapse any run of the same letter to one. Escaped letters (`\b`, `\s`) are left alone. */
export function squeeze(text: string): string {
  return text.replace(/(?<!\\)([a-z])\1+/g, '$1');
}

/** A pattern written in plain English, squeezed so it matches squeezed text. */
export function compile(source: string, flags = ''): RegExp {
  return new RegExp(squeeze(source), flags);
}

const SQUEEZED_SLANG = [...SPANISH_GLOSS, ...SLANG].map(([pattern, plain]) => [compile(pattern.source, pattern.flags), squeeze(plain)] as const);

/**
 * A turn normalises the same message several times (the tripwire, the classifier, the routine and
 * "ready" checks, the conversation window), and each pass runs every slang and Spanish rewrite, so
 * the last few results are kept: bounded, in this process only, keyed by the text itself.
 */
export const normalize = boundedMemo(256, normalizeUncached);

function normalizeUncached(text: string): string {
  let t = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
  // Laughing emoji are read as "lol": a laugh tells a figure of speech from a threat (ordinary-frames.ts).
  t = t.replace(/[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}]/gu, ' lol ');
  // Leetspeak only where a symbol sits between letters, so "988", "2 am" and "wow!" survive.
  t = t.replace(/(?<=[a-z])[013457@$!](?=[a-z])|(?<=[a-z])[0134]\b|\b[@$](?=[a-z])/g, (c) => LEET[c] ?? c);
  t = t.replace(/[^a-z0-9'.!?,;:\s]/g, ' ');
  // Spelled-out letters ("k i l l") are joined back into a word.
  t = t.replace(/\b[a-z](?: [a-z]){2,}\b/g, (run) => run.replace(/ /g, ''));
  t = squeeze(t);
  for (const [pattern, plain] of SQUEEZED_SLANG) t = t.replace(pattern, plain);
  return t.replace(/\s+/g, ' ').trim();
}

/** Clauses: negation ("i would never...") only reaches as far as the clause it is in. */
export function clauses(normalized: string): string[] {
  return normalized
    .split(/[.!?;]+|,\s*(?:but|and|so)\s|\s(?:but|though|although|except)\s/)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}
