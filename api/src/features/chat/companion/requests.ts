import { EXERCISES, type ExerciseId, type Need } from './exercises.ts';

/**
 * What the person is asking for, read from one message without a model.
 *
 * Why patterns rather than keywords: "help me sleep" asks for something to do, while "I helped my
 * sister sleep" does not. The patterns are written against `plain()` text (lower case, straight
 * apostrophes, "im"/"cant" given their apostrophes) and tested against many paraphrases
 * (api/test/companion/requests.test.ts).
 */
export function plain(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/\b(im|ive|cant|dont|wont|didnt|isnt|whats|hows|idk|wat|wut|tmrw|pls|plz)\b/g, (w) => CONTRACTIONS[w] ?? w)
    .replace(/\bu\b/g, 'you')
    .replace(/\s+/g, ' ')
    .trim();
}
const CONTRACTIONS: Record<string, string> = {
  im: "i'm",
  ive: "i've",
  cant: "can't",
  dont: "don't",
  wont: "won't",
  didnt: "didn't",
  isnt: "isn't",
  whats: "what's",
  hows: "how's",
  idk: "i don't know",
  wat: 'what',
  wut: 'what',
  tmrw: 'tomorrow',
  pls: 'please',
  plz: 'please',
};

const HELP_VERBS =
  '(calm( myself)? down|calm|relax|sleep|fall asleep|get (some )?sleep|get to sleep|breathe|chill|unwind|settle|switch off|stop (worrying|panicking|overthinking|spiraling|spiralling|thinking)|feel (a bit |a little |a lil |some )?(better|calmer|less \\w+|ok|okay)|cope|deal with (this|it)|get through (this|tonight|the night|today)|ground myself|focus|quiet my (mind|head|brain)|slow (down|my (thoughts|mind|heart|breathing)))';

const REQUEST_PATTERNS: RegExp[] = [
  new RegExp(`\\b(help|helps|helping) me( to)? ${HELP_VERBS}`),
  new RegExp(`\\b(how|what) (can|could|do|should|would) i( do to)? ${HELP_VERBS}`),
  new RegExp(`\\b(i need|i want|i'd like|i would like|trying) to ${HELP_VERBS}`),
  /\bwhat (can|could|should|do|would) i (do|try)\b/,
  /\bwhat (do|should) (you (think|suggest|recommend) )?i (do|try)\b/,
  /\bwhat (would|do) you (suggest|recommend)\b/,
  /\b(give|show|teach|tell) me (something|a way|an? (exercise|technique|trick|tip|idea)|some (ideas|tips|techniques|exercises|ways)|how to)\b/,
  /\b(something|anything|an? (exercise|technique|trick|activity))( (quick|small|simple|easy|else))? (i can|i could|to) (try|do)\b/,
  /\b(any|some|got any|have any|give me some) (tips|ideas|advice|suggestions|techniques|exercises|tricks|strategies|coping skills)\b/,
  /\b(can|could|would) (you|we) (help|walk me through|guide me|do an? (exercise|breathing)|try (something|an exercise))\b/,
  /\b(let'?s|can we|could we|i want to|i'd like to) (try|do) (something|an? (exercise|breathing|grounding)|it)\b/,
  /\b(i need|need) (help|something|a way|ideas|to calm|to relax|to sleep|to breathe)\b/,
  /\bplease help\b|^help( me)?[.!? ]*$/,
  /\b(i'm|i am) (panicking|having a panic attack|freaking out)\b|\bpanic attack\b/,
  /\bhow (do|can) (i|people) (deal|cope|handle) with\b/,
  /\bwhat (helps|works) (for|with|when)\b/,
];

/** Asking for something to do (or in the middle of panic, where something to do is the answer). */
export function asksForHelp(message: string): boolean {
  const t = plain(message);
  return REQUEST_PATTERNS.some((re) => re.test(t)) || namedExercise(message) !== undefined;
}

const NAMED: Array<[RegExp, ExerciseId]> = [
  [/\bbox breath/, 'box-breathing'],
  [/\b(paced|slow|deep) breath|\bbreathing (exercise|technique)|\b4[- ]?6 breath/, 'paced-breathing'],
  [/\b5[- ]?4[- ]?3[- ]?2[- ]?1\b|\bgrounding\b/, 'grounding-54321'],
  [/\bbody scan/, 'body-scan'],
  [/\b(wind[- ]?down|bedtime routine)\b/, 'sleep-wind-down'],
  [/\bworry (time|period|window)\b/, 'worry-time'],
  [/\breframe|\breframing|\bthought (record|challenging)\b/, 'reframe-thought'],
  [/\bself[- ]compassion\b/, 'self-compassion'],
  [/\bgratitude|\bsmall wins?\b/, 'small-wins'],
  [/\b(one|a) small step\b|\bplan (one|a) step\b/, 'one-small-step'],
];

/** An exercise asked for by name ("can we do box breathing?"). */
export function namedExercise(message: string): ExerciseId | undefined {
  const t = plain(message);
  return NAMED.find(([re]) => re.test(t))?.[1];
}

/** Small hours ("3am", "2 a.m.", "middle of the night"): awake when they would rather sleep. */
export const SMALL_HOURS = /\b(12|[1-5]) ?(am\b|a\.m\.)|\b(middle of the night|still awake|up all night|wide awake)\b/;

// Order matters: the first match wins, so explicit words come before hints ("tonight", "tired").
const NEED_PATTERNS: Array<[Need, RegExp]> = [
  ['panic', /\b(panic\w*|freaking out|heart (is )?(racing|pounding)|can't breathe|hyperventilat\w*|shaking)\b/],
  ['sleep', /\b(sleep\w*|asleep|insomnia|awake|bedtime)\b/],
  ['calm', /\b(calm\w*|relax\w*|wound up|chill|unwind|overwhelm\w*)\b/],
  [
    'self-critical',
    /\b(hate myself|my fault|i'm (so )?(stupid|useless|a failure|worthless|pathetic)|failure|ashamed|guilt\w*|beat myself up|hard on myself)\b/,
  ],
  ['thoughts', /\b(overthink\w*|can't stop thinking|keep thinking|racing thoughts|thoughts|ruminat\w*|replaying|what if)\b/],
  ['worry', /\b(worr\w+|anxi\w+|nervous|scared|afraid|dread\w*|on edge|interview|exam)\b/],
  ['stuck', /\b(stuck|procrastinat\w*|don't know where to start|too much to do|can't get started|motivation)\b/],
  ['low', /\b(sad|down|low|empty|bad day|rough day|hopeless|lonely|numb|crying|hurt|cheated|broke up|dumped)\b/],
  ['sleep', SMALL_HOURS],
  ['sleep', /\b(tired|exhausted|bed|tonight|night)\b/],
  ['calm', /\b(stress\w*|tense)\b/],
];

/** What the request is about, from this message first and then the conversation's recent words. */
export function needOf(message: string, recent: readonly string[] = []): Need {
  for (const text of [message, ...[...recent].reverse()]) {
    const t = plain(text);
    const hit = NEED_PATTERNS.find(([, re]) => re.test(t));
    if (hit) return hit[0];
  }
  return 'calm';
}

const STOP_RE =
  /^(stop|ok stop|okay stop|please stop|stop please|stop it|enough|that's enough|no|nope|no thanks|no thank you|nah|not now|not right now|maybe later|later|i'm done|i'm good|i'm ok|i'm okay|quit|cancel|end|skip it|let's stop|can we stop|i want to stop|i'd like to stop)\b[.!? ]*$|\b(this|it|that)('s| is| isn't| is not)? (not helping|isn't helping|doesn't help|does not help|not working|isn't working|doesn't work|making it worse|makes it worse)\b|\b(i don't|i do not) (want|feel like) (to )?(do|doing|continue|continuing) (this|it|that|the exercise)\b|\b(can we|let's|i'd rather|i want to) (stop|quit|end)( (this|it|the exercise|now))?\b/;

/** "stop", "not now", "this isn't helping": the exercise ends at once, kindly. */
export function wantsToStop(message: string): boolean {
  return STOP_RE.test(plain(message));
}

const DIFFERENT_RE =
  /\b(something|anything|one) (else|different)\b|\b(a |another |a different )(one|exercise|technique|thing)\b(?! (step|more))|\bother (exercise|one|technique|options?)\b|\b(different|another) (exercise|technique|way)\b|\bswitch\b/;

/** Asks for a different exercise. */
export function wantsDifferent(message: string): boolean {
  const t = plain(message);
  return DIFFERENT_RE.test(t) && !/\bnext step\b/.test(t);
}

const NEXT_RE =
  /^(yes|yeah|yep|yup|ya|y|sure|ok|okay|k|kk|ready|i'm ready|go|go on|go ahead|next|next step|next one|continue|keep going|carry on|done|did it|i did it|i'm done with that|finished|got it|alright|all right|mhm|mm|uh huh|sounds good|let's go|let's do it|let's continue|and then|what's next|what next|then what|more|okay next|ok next|ok done|okay done|yes please|sure thing)\b[\s.!,?👍🙂😊]*$|^[👍✅🙂😊\s]+$|\b(next step|ready for the next|keep going|let's continue|what's the next|what is the next|go on|i did (it|that)|done that|did that)\b/u;

/** Moves a running exercise on ("ready", "ok", "done", "next step"). */
export function wantsNext(message: string): boolean {
  return NEXT_RE.test(plain(message));
}

/** Returns to a paused exercise ("continue", "back to the breathing"). */
export function wantsToResume(message: string): boolean {
  const t = plain(message);
  return /\b(continue|resume|pick (it|that) (back )?up|back to (it|that|the (exercise|breathing|scan|steps?))|where were we|keep going)\b/.test(t);
}

export const EXERCISE_IDS = EXERCISES.map((e) => e.id);
