import type { Turn } from '../chat-context.ts';
import { EXERCISES, type Exercise, type ExerciseId } from './exercises.ts';
import { wantsDifferent, wantsToStop } from './requests.ts';

/**
 * Where a guided exercise stands, read back from the conversation itself.
 *
 * Why from history and not from memory: the conversation is already stored (and is what every
 * API instance sees after a restart), so the state needs no table, no cache and no sticky
 * sessions. The companion writes a visible label into each step ("Box breathing, step 2 of 4:"),
 * which tells the person where they are and tells the next turn the same thing. A user cannot
 * forge it: only stored AI turns are read for labels (chat-context.ts keeps roles structured).
 */
export interface ExerciseState {
  exercise: Exercise;
  /** The last step shown, 1-based. */
  step: number;
  /** Something else was talked about since that step; "continue" picks it up again. */
  paused: boolean;
}

export function stepLabel(exercise: Exercise, step: number): string {
  return `${exercise.name}, step ${step} of ${exercise.steps.length}:`;
}

const LABEL_RE = /(?:^|\s)([A-Z0-9][^\n:]{2,60}?), step (\d{1,2}) of (\d{1,2}):/g;

/** The exercise and step named by the last label in one AI turn. */
function labelIn(text: string): { exercise: Exercise; step: number } | undefined {
  let found: { exercise: Exercise; step: number } | undefined;
  for (const m of text.matchAll(LABEL_RE)) {
    const exercise = EXERCISES.find((e) => m[1]!.endsWith(e.name));
    const step = Number(m[2]);
    if (exercise && Number(m[3]) === exercise.steps.length && step >= 1 && step <= exercise.steps.length) found = { exercise, step };
  }
  return found;
}

/** The exercise still open in this conversation, if any. */
export function currentExercise(history: readonly Turn[]): ExerciseState | undefined {
  let lastAi = -1;
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i]!;
    if (turn.sender !== 'ai') continue;
    if (lastAi < 0) lastAi = i;
    const label = labelIn(turn.content);
    if (!label) continue;
    const after = history.slice(i + 1);
    // Finished (its closing was said), stopped, or swapped for another: nothing is open.
    if (after.some((t) => t.sender === 'ai' && t.content.includes(label.exercise.closing))) return undefined;
    if (after.some((t) => t.sender === 'user' && (wantsToStop(t.content) || wantsDifferent(t.content)))) return undefined;
    return { ...label, paused: i !== lastAi };
  }
  return undefined;
}

/** Every exercise already started in this conversation, so a new one is not a repeat. */
export function exercisesTried(history: readonly Turn[]): Set<ExerciseId> {
  const tried = new Set<ExerciseId>();
  for (const turn of history) {
    if (turn.sender !== 'ai') continue;
    for (const m of turn.content.matchAll(LABEL_RE)) {
      const exercise = EXERCISES.find((e) => m[1]!.endsWith(e.name));
      if (exercise) tried.add(exercise.id);
    }
  }
  return tried;
}

/** An exercise the last AI turn offered ("I can walk you through box breathing"), for a "yes". */
export function offeredExercise(history: readonly Turn[]): Exercise | undefined {
  const last = [...history].reverse().find((t) => t.sender === 'ai');
  const m = last ? /walk you through ([^.?!]+)/i.exec(last.content) : null;
  if (!m) return undefined;
  const offered = m[1]!.toLowerCase();
  return EXERCISES.find((e) => offered.startsWith(e.name.toLowerCase()));
}
