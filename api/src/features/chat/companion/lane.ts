import { asksIfHuman, aiDisclosureFor } from '../safety/disclosure.ts';
import { plain } from './requests.ts';

/**
 * Questions about what Luna is and may do: diagnosis, medication, qualifications, a clinical
 * role, being human. Each gets a plain answer: what Luna is (an AI companion), what it cannot do,
 * and what it can. Why fixed answers: these are the moments where a friendly improvisation could
 * become a clinical claim (IL WOPR, NV AB 406, CA AB 489) or a missing disclosure (UT HB 452).
 */
export type LaneQuestion = 'human' | 'diagnose' | 'prescribe' | 'qualified' | 'role';

const CONDITION =
  '(depression|depressed|anxiety|anxious disorder|adhd|add|bipolar|ptsd|ocd|bpd|autism|autistic|a disorder|an? \\w+ disorder|a mental illness|mentally ill|insomnia|an eating disorder|burnout|crazy|psychotic|schizophreni\\w*)';
const PATTERNS: Array<[LaneQuestion, RegExp]> = [
  [
    'diagnose',
    new RegExp(
      `\\b(diagnos\\w*|what('s| is) wrong with me|do (you think )?i have ${CONDITION}|(could|might|is) (it|this|that) be ${CONDITION}|am i ${CONDITION}|is this (normal|a disorder|an illness))\\b`,
    ),
  ],
  [
    'prescribe',
    /\b(prescri\w+|medication|meds|antidepressants?|ssris?|xanax|zoloft|sertraline|prozac|lexapro|melatonin|sleeping pills?|what (pills?|drugs?) should|should i (take|stop|start|quit|up|lower) (my |the |some |any )?(meds|medication|pills?|dose|antidepressants?))\b/,
  ],
  [
    'qualified',
    /\b(are you|r you|you) (qualified|licensed|certified|trained|accredited|a (real )?professional|an expert)\b|\byour (qualifications|credentials|license|licence|training)\b/,
  ],
  [
    'role',
    /\b(are you|you're|you are|be|like) (my |a |an |our |a real )?(therapist|counsel+or|psychologist|psychiatrist|shrink|doctor|nurse|clinician|social worker)\b|\b(is this|is it|does this count as) (therapy|counseling|counselling|treatment)\b/,
  ],
];

export function laneQuestion(message: string): LaneQuestion | undefined {
  if (asksIfHuman(message)) return 'human';
  const t = plain(message);
  return PATTERNS.find(([, re]) => re.test(t))?.[0];
}

/** What Luna can do, said after every "I can't" so the answer is not a closed door. */
const CAN_DO =
  'What I can do is listen, help you put things into words, and walk you through short exercises like paced breathing, grounding or a sleep wind-down.';

/** Two or more ways to say each answer's first sentence: the same question asked twice gets a fresh one. */
const LEADS: Record<LaneQuestion, readonly string[]> = {
  human: ['You deserve a straight answer.', "Fair question, and I'll be clear.", "It's good to check."],
  diagnose: [
    "I'm an AI companion, so I can't diagnose anything or tell you whether you have a condition.",
    "That's not something I can answer: as an AI companion, I can't diagnose or say whether someone has a condition.",
    'I wish I had a clear answer for you, but diagnosing is not something an AI companion can do.',
  ],
  prescribe: [
    "I'm an AI companion, so I can't prescribe or advise on medication, including whether to start, stop or change anything.",
    "Medication is outside what I can help with: as an AI companion, I can't prescribe or advise on starting, stopping or changing anything.",
  ],
  qualified: [
    "No: I'm an AI companion, not a licensed professional, and I have no clinical training or credentials.",
    "I'm not: I'm an AI companion, without clinical training, a license or credentials.",
  ],
  role: [
    "I should be clear: I'm an AI companion, not a therapist, counselor or any kind of licensed professional, and what we do here isn't therapy.",
    "To be honest with you: I'm an AI companion, not a therapist or counselor, and our chats aren't therapy.",
  ],
};

const REFERRAL: Record<LaneQuestion, string> = {
  human: '',
  diagnose: 'A doctor or a licensed mental health professional can look at that properly with you.',
  prescribe: 'Your doctor or a pharmacist is the right person to ask.',
  qualified: 'For anything clinical, a doctor or licensed therapist is the right person.',
  role: 'A professional could be a good addition alongside our chats.',
};

const FOLLOW_UP: Record<LaneQuestion, string> = {
  human: "What's on your mind?",
  diagnose: "Would you like to tell me what's been happening?",
  prescribe: 'Would one of those help right now?',
  qualified: 'What would help most right now?',
  role: 'What would you like to talk about?',
};

export function laneAnswer(question: LaneQuestion, productName: string, pick: (list: readonly string[]) => string): string {
  const disclosure = question === 'human' ? aiDisclosureFor(productName) : '';
  return [pick(LEADS[question]), disclosure, REFERRAL[question], CAN_DO, FOLLOW_UP[question]].filter(Boolean).join(' ');
}
