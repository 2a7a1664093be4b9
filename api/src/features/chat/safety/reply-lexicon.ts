import { MEDICINE_NAMES } from './medicines.ts';
import { compile } from './normalize.ts';

export type ReplyViolation = 'self_harm_method' | 'clinical_claim' | 'diagnosis' | 'prescription' | 'human_claim';

/**
 * Output screen for model replies (notes 4.3 "output-side violations", 3.11 wording audit).
 *
 * Why these five: a method or means of self-harm is the one output that can directly hurt
 * someone; clinical titles are illegal for an AI in several states (IL WOPR, NV AB 406, CA AB 489);
 * a diagnosis, and telling someone which medicine to take, start, stop or change (a prescription
 * in all but name), are clinical work Luna must never do; and claiming to be human breaks the
 * disclosure laws (CA SB 243, NY GBL 1702, UT HB 452, ME LD 1727).
 *
 * The patterns only match affirmative forms: "i am not a therapist" and "put the pills somewhere
 * out of reach" must pass, because they are exactly what a safe reply says.
 */
const CLINICAL =
  '(therapist|psychotherapist|counselor|counsellor|psychologist|psychiatrist|clinician|doctor|physician|nurse|social worker|mental health professional|mental health provider|healthcare provider|health care provider)';
const CONDITIONS =
  '(clinical depression|depression|major depressive disorder|an? (anxiety|mood|personality|eating|panic|bipolar|stress) disorder|anxiety disorder|generalized anxiety|gad|mdd|ptsd|c ?ptsd|bipolar( disorder)?|adhd|add|ocd|bpd|borderline( personality disorder)?|schizophrenia|psychosis|anorexia|bulimia|autism|insomnia disorder|narcissistic personality disorder|npd|dysthymia|seasonal affective disorder)';
const DOSE_UNITS = '(mg|milligrams?|grams?|g|ml|tablets|pills|capsules)';
const MEDICINES = MEDICINE_NAMES;
// "don't stop your medication without your doctor" is what a safe reply says; only the bare instruction counts.
const NOT_NEGATED = "(?<!(don't|dont|do not|never|not|shouldn't|shouldnt|please don't|without) )";

const RULES: Array<{ reason: ReplyViolation; source: string }> = [
  // Means and methods: doses, lethality, techniques, "how to" phrasing, suggestions to act.
  {
    reason: 'self_harm_method',
    source: `\\b(lethal|fatal|deadly|toxic) (dose|amount|quantity)\\b|\\b\\d+ ?${DOSE_UNITS} (of [a-z]+ )?(would|will|is enough|should|could) (kill|be (fatal|lethal|enough))\\b`,
  },
  {
    reason: 'self_harm_method',
    source:
      '\\b(painless|quick|quickest|easiest|surest|best|most effective|least painful|fastest) (way|ways|method|methods) (to|of) (die|dying|kill yourself|end your life|commit suicide|suicide|self harm|hurt yourself|cut)\\b',
  },
  {
    reason: 'self_harm_method',
    source:
      '\\b(you|one) (could|can|should|might|would need to|need to) (take (all|enough|a handful|the whole|\\d+)|swallow (all|enough|a handful|the whole|\\d+)|overdose on|jump (off|from)|hang yourself|cut (deeper|your wrists|along)|slit|tie a noose|shoot yourself|drown yourself|kill yourself)\\b',
  },
  {
    reason: 'self_harm_method',
    source:
      '\\b(tie|tying|make|making) a noose\\b|\\b(slit|cut) (your )?wrists? (vertically|lengthwise|along|down)\\b|\\bcarbon monoxide\\b|\\b(high|tall) enough to (be fatal|kill|die)\\b|\\b(fall|drop|jump) (from|of) (\\d+|a height)[a-z ]{0,25}\\b(fatal|lethal|deadly|survivable|kill)|\\b\\d+ ?(meters|metres|feet|ft|stories|storeys|floors)\\b[a-z ]{0,25}\\b(fatal|lethal|deadly|survivable|kill)',
  },
  {
    reason: 'self_harm_method',
    source:
      '\\bhere (is|are) (how|the steps|some ways|a few ways) to (kill|hurt|harm|cut|end)\\b|\\bhow to (kill yourself|hang yourself|overdose|cut yourself|self harm|end your life)\\b(?! (is|are) (never|not))',
  },
  // Clinical role claims.
  {
    reason: 'clinical_claim',
    source: `\\b(as|being) (your|a|an) (licensed |certified |registered |trained |qualified |professional )?${CLINICAL}\\b`,
  },
  {
    reason: 'clinical_claim',
    source: `\\bi am (a |an |your )?(licensed |certified |registered |trained |qualified |professional |fully licensed )?${CLINICAL}\\b`,
  },
  {
    reason: 'clinical_claim',
    source:
      '\\b(our|this) (therapy|counseling|counselling|treatment) (session|sessions|plan)\\b|\\bin my (clinical|professional|medical) (opinion|experience|judg(e)?ment|assessment)\\b|\\bi (can|will) (treat|cure|provide therapy|offer therapy|prescribe)\\b|\\bi am (a )?(licensed|qualified|certified) (to|in)\\b',
  },
  // Diagnoses of the user.
  {
    reason: 'diagnosis',
    source: `\\byou (have|have got|are suffering from|suffer from|might have|may have|probably have|likely have|clearly have|definitely have|seem to have|appear to have|could have|show signs of|are showing signs of|meet the criteria for) ${CONDITIONS}\\b`,
  },
  {
    reason: 'diagnosis',
    source:
      '\\byou are (clearly |definitely |probably |likely |obviously )?(clinically depressed|bipolar|schizophrenic|psychotic|manic|borderline|anorexic|bulimic|autistic|a narcissist|narcissistic|ocd|adhd)\\b',
  },
  {
    reason: 'diagnosis',
    source: `\\b(sounds|looks|seems) like (you have |you are experiencing )?${CONDITIONS}\\b|\\b(my|a|the) diagnosis (is|would be)\\b|\\bi (would )?diagnose\\b|\\b(symptoms|signs) of ${CONDITIONS}\\b(?! can only)`,
  },
  // Prescriptions: which medicine to take, at what dose, or to start, stop or change one.
  {
    reason: 'prescription',
    source: `${NOT_NEGATED}\\b(you should|you could|you need to|you can|you might want to|i recommend|i'd recommend|i would recommend|i suggest|i'd suggest|i would suggest|try|start|consider) (taking|take|starting on|start on|starting|using|adding) (\\d+ ?${DOSE_UNITS} (of )?)?${MEDICINES}\\b`,
  },
  {
    reason: 'prescription',
    source: `\\b(take|taking) \\d+ ?${DOSE_UNITS} (of )?${MEDICINES}\\b|\\bi (would |will |can |could )?(prescribe|put you on)\\b`,
  },
  {
    reason: 'prescription',
    source: `${NOT_NEGATED}\\b(double|increase|raise|lower|halve|cut|reduce|stop|quit) (your|the) (dose|dosage|medication|medications|meds|pills|prescription)\\b`,
  },
  // Claims to be human.
  {
    reason: 'human_claim',
    source:
      '\\bi am (a |an )?(real )?(human|person|human being|real person|living person|man|woman|guy|girl)\\b|\\bi am not (an? )?(ai|bot|robot|chatbot|machine|computer|program|language model|artificial intelligence)\\b',
  },
  {
    reason: 'human_claim',
    source:
      '\\bas a (human|person|fellow human)\\b|\\bi am (flesh and blood|alive|a real live person)\\b|\\b(real|actual) person (here|typing|on the other end)\\b',
  },
];

export const REPLY_RULES = RULES.map((r) => ({ reason: r.reason, re: compile(r.source) }));
