import { offlineNoticeFor } from '@luna/contracts';
import type { Turn } from '../chat-context.ts';
import { crisisReply } from '../safety/crisis.ts';
import { screenMessage, screenReply } from '../safety/screen.ts';
import { isFactualQuestion, NO_LOOKUP, practicalAnswer } from './answers.ts';
import { exerciseReply } from './exercise-coach.ts';
import { currentExercise, exercisesTried } from './exercise-state.ts';
import { exerciseById, NEEDS } from './exercises.ts';
import { laneAnswer, laneQuestion } from './lane.ts';
import { recallable } from './memory.ts';
import { MOOD_CALLBACK_STEM, moodCallback, startingMood } from './mood-checkin.ts';
import * as P from './phrases.ts';
import { createPicker, type Picker } from './picker.ts';
import { emotionsIn, feelingPhrase, topicIn } from './reflection.ts';
import { needOf, plain, SMALL_HOURS } from './requests.ts';

// The conversation's turns in the shape the chat feature already keeps them.
export type { Turn };

/**
 * Said once per conversation (the first offline reply), so no one mistakes the simple listener
 * for the full model: honesty about what is answering them.
 */
export const OFFLINE_NOTICE = offlineNoticeFor('Luna');

const GREETING_RE = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo|howdy)\b[\s!.,a-z]{0,12}$/i;
const THANKS_RE = /^\s*(thanks|thank you|thx|ty|that helped|that helps)\b/i;
const FAREWELL_RE = /^\s*(bye|goodbye|good night|goodnight|night|see you|talk (to you )?later|gotta go|i have to go)\b[\s!.,a-z]{0,20}$/i;
/** Going to rest: "I think I'll try to lie down now", "ok gonna try to sleep, thanks". */
const RESTING_RE =
  /\b(i'll|i will|i'm going to|i am going to|going to|gonna|i'm gonna|time to|i should|i might|i think i can|i can) (try to |try and |go |finally )?(lie down|go to bed|go to sleep|head to bed|get some (sleep|rest)|rest|sleep|turn in|log off|call it a night|get ready for bed)\b/i;
const HELPED_RE = /\b(that|it|this) (helped|helps|is helping)\b|\b(feel|feeling) (a bit |a little |much |so much )?(better|calmer)\b/i;
/** A decision to weigh ("should I quit?"), not a request for something to do. */
const DECISION_RE = /\b(should i|any advice|what would you do)\b/i;
/** Feelings where a practical exercise is worth offering after listening. */
const OFFER_FOR = new Set(['panic', 'overwhelmed', 'anxious', 'stressed', 'tired']);

/**
 * A supportive reply without a model: answer a request with an exercise, run the exercise, say
 * plainly what Luna is when asked, otherwise listen (name the feeling, remember, ask).
 */
export function offlineReply(input: {
  message: string;
  history: Turn[];
  productName: string;
  /** Pro memories that say what helps the person ("Walking helps you"), newest first. */
  helps?: readonly string[];
}): string {
  const { message, history, productName } = input;
  const aiTurns = history.filter((t) => t.sender === 'ai').map((t) => t.content);
  const needsNotice = !aiTurns.some((t) => t.includes(OFFLINE_NOTICE));
  const withNotice = (reply: string) => (needsNotice ? `${OFFLINE_NOTICE}\n\n${reply}` : reply);

  // Crisis first: the offline companion must never "listen reflectively" or run an exercise past
  // risk. The notice goes after the crisis reply, so care and resources stay first.
  const screening = screenMessage(message);
  if (screening.crisis) {
    const reply = crisisReply(screening.tier, aiTurns.length);
    return needsNotice ? `${reply}\n\n${OFFLINE_NOTICE}` : reply;
  }

  const pick = createPicker(message, history);
  const lane = laneQuestion(message);
  if (lane) return withNotice(laneAnswer(lane, productName, pick));

  const exercise = exerciseReply(message, history, pick);
  if (exercise) return withNotice(exercise);

  // A question asked gets an answer (issue 13: "feels like talking to a mirror").
  const answer = practicalAnswer(message);
  if (answer) return withNotice(`${answer} ${resumeLine(history) ?? pick(P.AFTER_ANSWER)}`);

  const candidates = [listen(message, history, pick, input.helps ?? [], true), listen(message, history, createPicker(message, history), [], false)];
  // The output screen applies here too; the second candidate mirrors nothing of the person's words.
  const safe = candidates.find((c) => screenReply(c).ok && !aiTurns.includes(c)) ?? candidates[1]!;
  return withNotice(safe);
}

function listen(message: string, history: readonly Turn[], pick: Picker, helps: readonly string[], mirror: boolean): string {
  const trimmed = message.trim();
  const words = trimmed.split(/\s+/).length;
  const paused = currentExercise(history);
  if (GREETING_RE.test(trimmed)) return pick(P.GREETINGS);
  if (FAREWELL_RE.test(trimmed)) return pick(P.FAREWELLS);
  // The crisis screen has already read this message; here it is a plain good night.
  if (RESTING_RE.test(plain(trimmed)) && words <= 16 && !/\?\s*$/.test(trimmed)) return pick(P.GOODNIGHTS);
  if (THANKS_RE.test(trimmed) && words <= 6) return `${pick(P.THANKS)} ${pick(P.QUESTIONS)}`;
  if (HELPED_RE.test(trimmed) && words <= 10) return `${pick(P.HELPED)} ${endQuestion(history, pick)}`;

  const parts: string[] = [];
  const emotions = emotionsIn(message);
  const primary = emotions[0];
  const awake = SMALL_HOURS.test(plain(message)) || /\b(can't|cannot) (sleep|fall asleep)\b/.test(plain(message));
  // Awake at night reads better than a generic "worn out" for someone who cannot sleep.
  const lines = awake && (!primary || primary === 'tired') ? P.AWAKE : primary ? P.FEELINGS[primary] : [];
  const feeling = lines.find((f) => !saidBefore(history, f));
  // Lead with the named feeling when there is a fresh one; a stock opener only otherwise.
  parts.push(feeling ?? pick(P.OPENERS));
  const phrase = mirror ? feelingPhrase(message) : undefined;
  // Two sentences of one reply never open alike ("It sounds like... It sounds like...").
  const fresh = (list: readonly string[]) => {
    const unlike = list.filter((l) => !parts.some((p) => openingOf(p) === openingOf(l)));
    return unlike.length ? unlike : list;
  };
  if (phrase) parts.push(pick(fresh(P.REFLECTIONS)).replace('{p}', phrase));
  const topic = topicIn(message);
  if (topic && !phrase && !(awake && topic === 'sleep')) parts.push(pick(fresh(P.TOPIC_LINES)).replace('{t}', topic));

  if (emotions.includes('hopeless') && !saidBefore(history, P.GENTLE_RESOURCE)) parts.push(P.GENTLE_RESOURCE);

  if (paused) {
    parts.push(resumeLine(history)!);
  } else if (DECISION_RE.test(message)) {
    parts.push(pick(P.ADVICE), pick(P.QUESTIONS));
  } else if (isFactualQuestion(message) && emotions.length === 0) {
    parts.splice(0, parts.length, pick(NO_LOOKUP), "If it's tied to how you're feeling, I'm glad to talk it through.");
  } else if (/\?\s*$/.test(trimmed)) {
    parts.push(pick(P.QUESTION_BACK), endQuestion(history, pick));
  } else {
    const offer = offerFor(message, history, emotions, pick);
    const earlier = history.some((t) => t.sender === 'user') ? recallable([...history], message) : undefined;
    const helped = emotions.some((e) => e !== 'happy') ? rememberedHelp(helps, history) : undefined;
    if (helped) parts.push(helped);
    else if (offer) parts.push(offer);
    else if (earlier) parts.push(pick(P.MEMORY).replace('{m}', earlier.phrase).replace('{a}', earlier.about));
    else parts.push(endQuestion(history, pick));
  }
  return parts.join(' ');
}

const HELPS_RE = /^([A-Za-z][A-Za-z' -]{1,40}) helps? you$/;
const HELP_STEM = 'You once told me';

/**
 * A remembered "X helps you" (Pro memory), offered back gently once per conversation. Only that
 * plain shape is used, so nothing else a memory holds is repeated here.
 */
function rememberedHelp(helps: readonly string[], history: readonly Turn[]): string | undefined {
  if (saidBefore(history, HELP_STEM)) return undefined;
  const m = helps.map((h) => HELPS_RE.exec(h.trim())).find(Boolean);
  if (!m) return undefined;
  return `${HELP_STEM} that ${lowerFirst(m[1]!.trim())} helps you. Could a little of that fit in today?`;
}

/** An exercise worth offering, at most every third reply and never one already tried. */
function offerFor(message: string, history: readonly Turn[], emotions: string[], pick: Picker): string | undefined {
  const sleepy = /\b(sleep|asleep|awake|insomnia)\b/.test(plain(message)) || SMALL_HOURS.test(plain(message));
  if (!sleepy && !emotions.some((e) => OFFER_FOR.has(e))) return undefined;
  const recentAi = history.filter((t) => t.sender === 'ai').slice(-2);
  if (recentAi.some((t) => t.content.includes('walk you through'))) return undefined;
  const tried = exercisesTried(history);
  const recent = history
    .filter((t) => t.sender === 'user')
    .slice(-3)
    .map((t) => t.content);
  const id = NEEDS[needOf(message, recent)].find((e) => !tried.has(e));
  if (!id) return undefined;
  return pick(P.OFFERS).replace('{name}', lowerFirst(exerciseById(id).name));
}

/** The closing question, or once per conversation after a few turns, the check-in callback. */
function endQuestion(history: readonly Turn[], pick: Picker): string {
  const mood = startingMood(history);
  const userTurns = history.filter((t) => t.sender === 'user').length;
  if (mood && userTurns >= 3 && !saidBefore(history, MOOD_CALLBACK_STEM)) return moodCallback(mood);
  return pick(P.QUESTIONS);
}

/** With an exercise paused: how to pick it up again. */
function resumeLine(history: readonly Turn[]): string | undefined {
  const paused = currentExercise(history);
  return paused ? `Whenever you want, we can pick ${lowerFirst(paused.exercise.name)} up again; just say "continue".` : undefined;
}

function saidBefore(history: readonly Turn[], text: string): boolean {
  return history.some((t) => t.sender === 'ai' && t.content.includes(text));
}

const openingOf = (sentence: string) => sentence.toLowerCase().replace(/^and /, '').split(/\s+/).slice(0, 3).join(' ');

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
