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
