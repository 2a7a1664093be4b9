import type { Turn } from '../chat-context.ts';
import { currentExercise, exercisesTried, offeredExercise, stepLabel, type ExerciseState } from './exercise-state.ts';
import { exerciseById, NEEDS, type Exercise, type ExerciseId } from './exercises.ts';
import { MOOD_CALLBACK_STEM, moodCallback, startingMood } from './mood-checkin.ts';
import { asksForHelp, namedExercise, needOf, plain, wantsDifferent, wantsNext, wantsToResume, wantsToStop } from './requests.ts';
import type { Picker } from './picker.ts';

/**
 * Runs the guided exercises across turns: start one when asked, move on when the person is
 * ready, stop the moment they want to, swap for another on request. Returns undefined when the
 * message is not about an exercise, so the listening reply takes over.
 */
export function exerciseReply(message: string, history: readonly Turn[], pick: Picker): string | undefined {
  const state = currentExercise(history);
  if (state) {
    if (wantsToStop(message)) return stopReply(state, history, pick);
    if (wantsDifferent(message)) return startReply(nextExercise(message, history, state.exercise.id), history, pick, true);
    if (state.paused ? wantsToResume(message) || wantsNext(message) : wantsNext(message) || isShortReply(message) || stepDone(message)) {
      return advance(state, history, pick, message);
    }
  }
  const offered = offeredExercise(history);
  if (offered && !state && wantsNext(message) && !wantsToStop(message)) return startReply(offered, history, pick, false);
  if (asksForHelp(message) || (wantsDifferent(message) && exercisesTried(history).size > 0)) {
    return startReply(nextExercise(message, history), history, pick, false);
  }
  return undefined;
}

/** While a step is open, a short answer ("mm", "that was nice") means "go on". */
function isShortReply(message: string): boolean {
  return message.trim().split(/\s+/).length <= 4 && !/\?\s*$/.test(message);
}

/**
 * "done. that helped a little", "ok did it, felt kind of nice": the step is done, said with how
 * it went. Once, "done" with a word of feedback dropped the exercise for a reflection.
 */
function stepDone(message: string): boolean {
  const t = plain(message);
  if (/\?\s*$/.test(message) || t.split(/\s+/).length > 12) return false;
  return (
    /^(ok|okay|done|did it|i did it|i did|finished|yes|yeah|alright|all right|mm|mhm|got it)\b/.test(t) || HELPED_RE.test(t) || NOT_HELPED_RE.test(t)
  );
}

const HELPED_RE =
  /\b(that|it|this) (helped|helps|was nice|was good|felt good|felt nice|was calming)\b|\b(a bit|a little|slightly|much|feel|feeling) (better|calmer)\b/;
const NOT_HELPED_RE = /\b(did not|didn't|does not|doesn't|not really|not sure it) (really )?(help|work|do much)\b|\bnot really\b/;

/** The ack that answers how the step went, when the person said. */
function ackFor(message: string, pick: Picker): string {
  const t = plain(message);
  if (NOT_HELPED_RE.test(t)) return pick(NOT_HELPED_ACKS);
  if (HELPED_RE.test(t)) return pick(HELPED_ACKS);
  return pick(ACKS);
}

/** The asked-for exercise, else the best untried one for the need, else any untried one. */
function nextExercise(message: string, history: readonly Turn[], current?: ExerciseId): Exercise {
  const named = namedExercise(message);
  if (named && named !== current) return exerciseById(named);
  const tried = exercisesTried(history);
  const recent = history
    .filter((t) => t.sender === 'user')
    .slice(-4)
    .map((t) => t.content);
  const ranked = [...NEEDS[needOf(message, recent)], ...NEEDS.calm, ...NEEDS.low, ...NEEDS.stuck, ...NEEDS.thoughts];
  const id = ranked.find((e) => !tried.has(e) && e !== current) ?? ranked.find((e) => e !== current)!;
  return exerciseById(id);
}

const START = [
  "Let's try {name} together.",
  "Here's something we can do right now: {name}.",
  'Okay, let me walk you through {name}.',
  "Let's do {name}, one step at a time.",
];
const SWITCH = ["Of course, let's try something different: {name}.", "Sure, here's another one: {name}.", "No problem. Let's switch to {name}."];
const ESCAPE = 'You can say "stop" at any point, or ask for a different one.';
const READY = [
  'Ready for the next step?',
  'Tell me when you are ready for the next step.',
  'Take your time, and say "next" when you would like to go on.',
  'How was that? Say "next" to go on, or "stop" any time.',
  'When that feels done, let me know and we will go on.',
  'No rush. Ready for the next one?',
];
/** After step 1: nothing has been tried yet, so no "How was that?". */
const FIRST_READY = [
  'Take your time, and say "next" when you would like to go on.',
  'When that feels done, let me know and we will go on.',
  'Ready for the next step? Just say "next" when you are.',
];
const ACKS = [
  'Good.',
  'Nice.',
  'Okay.',
  'Well done.',
  'Nice work.',
  'Lovely.',
  'Good going.',
  'Great.',
  'Thanks for staying with it.',
  'Mm, good.',
  'Alright.',
  'Perfect.',
  'Okay, good.',
  'You are doing fine.',
];
const HELPED_ACKS = ["I'm glad that helped, even a little.", "Good, I'm glad it helped.", "That's good to hear."];
const NOT_HELPED_ACKS = [
  "That's okay; not every step lands, and you can stop or switch any time.",
  "Thanks for being honest. Let's see if the next one suits you better; you can stop any time.",
];
const STOPPED = [
  'Of course, we can stop there. Thank you for giving it a try; even a few breaths count.',
  "That's completely fine, we'll leave it there. Not every exercise fits every moment.",
  "Okay, let's stop. You know best what you need right now.",
];
const AFTER = ['How do you feel now, compared with before?', 'What did you notice, even something small?', 'How is your body feeling now?'];
const AFTER_STOP = [
  'Would you rather just talk for a bit? I am listening.',
  "What's on your mind right now?",
  'Is there something else that might help more right now?',
];

const fill = (template: string, e: Exercise) => template.replace('{name}', e.name.charAt(0).toLowerCase() + e.name.slice(1));

function startReply(exercise: Exercise, history: readonly Turn[], pick: Picker, switching: boolean): string {
  const lead = fill(pick(switching ? SWITCH : START), exercise);
  return `${lead} ${exercise.intro} ${ESCAPE}\n\n${stepLabel(exercise, 1)} ${exercise.steps[0]}\n\n${pick(FIRST_READY)}`;
}

function advance(state: ExerciseState, history: readonly Turn[], pick: Picker, message: string): string {
  const { exercise, step } = state;
  if (step >= exercise.steps.length) return closing(exercise, history, pick);
  const next = step + 1;
  const last = next === exercise.steps.length;
  const prompt = last ? 'That is the last step; tell me when you are done.' : pick(READY);
  return `${ackFor(message, pick)} ${stepLabel(exercise, next)} ${exercise.steps[next - 1]}\n\n${prompt}`;
}

function closing(exercise: Exercise, history: readonly Turn[], pick: Picker): string {
  return `${exercise.closing} ${moodOr(history, pick(AFTER))}`;
}

function stopReply(state: ExerciseState, history: readonly Turn[], pick: Picker): string {
  return `${pick(STOPPED)} ${moodOr(history, pick(AFTER_STOP))}`;
}

/** The check-in callback, once per conversation, in place of the usual question. */
function moodOr(history: readonly Turn[], question: string): string {
  const mood = startingMood(history);
  const said = history.some((t) => t.sender === 'ai' && t.content.includes(MOOD_CALLBACK_STEM));
  return mood && !said ? moodCallback(mood) : question;
}
