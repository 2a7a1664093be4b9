import { compile } from './normalize.ts';

/**
 * Words that put death, harm, danger or leaving on the table, in English and Spanish, over
 * normalised text. Alone they mean little ("this commute is killing me"); with a learned score
 * that is high but short of its own threshold they are the second weak signal that together
 * make one strong one (screen.ts, docs/decisions/010). Broad on purpose.
 */
export const RISK_CUE_RE = compile(
  '\\b(die|dying|died|dead|death|deaths|kill|killing|killed|suicid[a-z]*|alive|live|living|exist|existing|existence|gone|end|ending|ended|over|wake|woke|sleep|forever|pills?|tablets|overdose|dose|meds|medication|rope|bridge|roof|jump|cut|cutting|cuts|hurt|hurting|harm|burn|burning|blood|bleed|razor|blade|knife|gun|goodbye|bye|farewell|funeral|burden|better off|point|tired of|give away|giving away|gave away|note|letter|sorry|miss me|anymore|last|tonight|hit|hits|beats?|punch[a-z]*|chok[a-z]*|scared|afraid|touch[a-z]*|rape[d]?|abus[a-z]*|weapon|starv[a-z]*|purg[a-z]*|vomit|morir|muerte|muert[oa]|matar|matarme|vida|vivir|pastillas|adios|cortarme|dano|miedo|pega|golpea)\\b',
);

/**
 * Sleeplessness ("i can not sleep", "trouble sleeping") names sleep without death or danger in
 * it; as a cue it lowered the thresholds for every message about insomnia, and "I can't sleep,
 * it's 3am and my head won't stop" got the crisis reply (the commonest late-night message).
 * "Go to sleep and not wake up" keeps its cue: "wake" and "not" stay.
 */
const SLEEPLESS_RE = compile(
  '\\b(can not|cannot|could not|unable to|not able to|trouble|hard to|struggling to|never) (get to |fall |falling )?(sleep|sleeping|asleep)\\b|\\b(sleep|sleeping) (badly|poorly|well)\\b',
  'g',
);

/** RISK_CUE_RE over the text with its talk of sleeplessness left out. */
export function hasRiskCue(normalized: string): boolean {
  return RISK_CUE_RE.test(normalized.replace(SLEEPLESS_RE, ' '));
}
