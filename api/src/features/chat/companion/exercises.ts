/**
 * The guided exercises the offline companion offers when someone asks for something to do.
 *
 * This module is plain data on purpose: it is the part of the companion a reviewer (a clinician
 * advising the project, a safety reader) should be able to read and edit without reading code.
 * Review rules for every line (docs/decisions/060):
 * - self-help wellness practice only: no treatment claims, no diagnosis, no medication, no
 *   "this will cure/fix"; phrased as an invitation ("if you like", "notice"), never an order;
 * - short: one step is one small thing, readable on a 375 px phone without scrolling;
 * - safe for anyone: no breath-holding beyond a gentle count of 4, nothing physical that could
 *   hurt, an easy way out ("stop" at any point) said at the start.
 *
 * A step's text never contains "step N of M": the companion adds that label, and reads it back
 * from the conversation to know where the person is (exercise-state.ts).
 */
export type ExerciseId =
  | 'paced-breathing'
  | 'box-breathing'
  | 'grounding-54321'
  | 'body-scan'
  | 'sleep-wind-down'
  | 'worry-time'
  | 'reframe-thought'
  | 'self-compassion'
  | 'small-wins'
  | 'one-small-step';

/** What a request is about; each exercise lists the needs it suits, best first in NEEDS below. */
export type Need = 'sleep' | 'panic' | 'worry' | 'calm' | 'thoughts' | 'self-critical' | 'low' | 'stuck';

export interface Exercise {
  id: ExerciseId;
  /** As it appears in a reply and in the step label: "Box breathing, step 2 of 4". */
  name: string;
  /** One sentence saying what it is and how long it takes. */
  intro: string;
  steps: readonly string[];
  /** Said after the last step, before the companion asks how it went. */
  closing: string;
}

export const EXERCISES: readonly Exercise[] = [
  {
    id: 'paced-breathing',
    name: 'Paced breathing',
    intro: 'It slows the breath a little at a time, and takes about two minutes.',
    steps: [
      'Sit or lie so your body is supported, and let your shoulders drop. Breathe normally for a moment and just notice the air coming in and going out.',
      'Now breathe in gently through your nose for a count of 4, then breathe out slowly through your mouth for a count of 6, as if you were cooling a spoonful of soup.',
      'Keep that rhythm going, in for 4 and out for 6, for five or six breaths. If counting gets in the way, just let each out-breath be a little longer than the in-breath.',
      'Let your breathing go back to its own pace, and notice how your body feels now, even if the change is small.',
    ],
    closing: "That's the whole of paced breathing. You can come back to it any time, even for three breaths.",
  },
  {
    id: 'box-breathing',
    name: 'Box breathing',
    intro: 'It gives your breath an even shape, four sides of four counts, and takes about two minutes.',
    steps: [
      'Breathe out gently, all the way, and let your hands rest in your lap or by your sides.',
      'Breathe in through your nose for a count of 4, then hold softly for a count of 4. No straining: if holding feels uncomfortable, make the counts shorter.',
      'Breathe out slowly for a count of 4, then rest for a count of 4 before the next breath. That is one box.',
      'Go round the box three or four more times at your own pace, then let your breath settle.',
    ],
    closing: "That's box breathing. It works anywhere, even with your eyes open in a busy room.",
  },
  {
    id: 'grounding-54321',
    name: '5-4-3-2-1 grounding',
    intro: 'It brings your attention back to the room through your senses, and takes a few minutes.',
    steps: [
      'Look around and name 5 things you can see. Small things count: a light switch, the colour of a wall.',
      'Now notice 4 things you can feel: your feet on the floor, the fabric of your clothes, the air on your skin.',
      'Listen for 3 things you can hear, near or far. A hum, traffic, your own breathing.',
      'Notice 2 things you can smell, or 2 smells you like if nothing stands out, and 1 thing you can taste.',
    ],
    closing: "That's 5-4-3-2-1 grounding. It is a way of telling your body that right here, right now, you are in this room.",
  },
  {
    id: 'body-scan',
    name: 'A short body scan',
    intro: 'It moves your attention slowly through your body, and takes about five minutes.',
    steps: [
      'Get comfortable, sitting or lying down, and let your eyes close or rest on one spot. Take one slow breath.',
      'Bring your attention to your feet and legs. Notice what is there, warmth, heaviness, tingling, or nothing much, without trying to change it.',
      'Move your attention up to your belly, chest and back. If you find a tight spot, breathe towards it and let it soften a little if it will.',
      'Now your shoulders, arms and hands, then your neck, jaw and the small muscles around your eyes. Let your jaw loosen.',
      'Finish by noticing your whole body at once, breathing, resting, held up by the chair or the bed.',
    ],
    closing: "That's the body scan. If your mind wandered along the way, that's normal; noticing and coming back is the practice.",
  },
  {
    id: 'sleep-wind-down',
    name: 'A sleep wind-down',
    intro: "It helps your body and mind shift towards rest, and takes about ten minutes; you don't need to force sleep for it to help.",
    steps: [
      'Put your phone face down or across the room after this, dim the lights, and make the room a little cooler if you can.',
      "If your mind is busy with tomorrow, write down what's on it, or the first thing you'll do in the morning, so it is kept somewhere that isn't your head.",
      'Lie down and breathe out slowly a few times, letting each out-breath be longer than the in-breath.',
      'Let your body get heavy from your feet upwards, and if thoughts come, picture setting each one down beside the bed for the morning.',
      "If you're still awake after a while and getting frustrated, it's okay to get up, do something quiet in low light, and come back when you feel sleepy.",
    ],
    closing: "That's the wind-down. Rest counts even if sleep takes its time.",
  },
  {
    id: 'worry-time',
    name: 'Scheduled worry time',
    intro: 'It gives worries their own short appointment, so they take up less of the rest of the day.',
    steps: [
      'Pick a 15-minute slot for tomorrow, at least a couple of hours before bed, and a place to sit for it. That is your worry time.',
      'Until then, when a worry shows up, jot it down in a word or two and tell it: "I will think about you at worry time."',
      'At worry time, go through the list. For each worry, ask: is there something I can do about this? If so, write one small action; if not, practise letting it be.',
      'When the 15 minutes are up, close the list and do something that needs your attention, like a walk, a shower or a chore.',
    ],
    closing: "That's worry time. It takes a few days of practice, and it's normal for worries to sneak back in at first.",
  },
  {
    id: 'reframe-thought',
    name: 'Noticing and reframing a thought',
    intro: 'It helps you look at one painful thought from a little more distance, and takes about five minutes.',
    steps: [
      'Write down or say the thought that keeps coming back, in the words your mind uses, for example "I always mess everything up."',
      'Notice how strongly you believe it right now, from 0 to 100, and what feeling comes with it.',
      'Now look at the evidence like a fair friend would: what supports the thought, and what does not quite fit it?',
      'Try a more balanced version, one you can actually believe, for example "I made a mistake today, and I also get plenty of things right."',
      'Check how much you believe the first thought now. Even a small drop counts.',
    ],
    closing: "That's the reframe. Thoughts are not facts, and practising this makes the next one a little easier.",
  },
  {
    id: 'self-compassion',
    name: 'A self-compassion break',
    intro: 'It takes about three minutes and is a way of offering yourself the kindness you would offer a friend.',
    steps: [
      'Bring to mind what is hurting right now, and say to yourself: "This is a moment of struggle." Just naming it counts.',
      'Remind yourself that struggling is part of being human: "Other people feel this way too. I am not alone in this."',
      'If it feels okay, put a hand on your chest or your arm, and say something kind, like "May I be patient with myself" or "I am doing the best I can."',
    ],
    closing: "That's the self-compassion break. It can feel awkward the first few times, and that's all right.",
  },
  {
    id: 'small-wins',
    name: 'A small-wins note',
    intro: 'It takes two minutes and helps your mind notice what went right, not only what went wrong.',
    steps: [
      'Write down one thing you managed today, however small: getting up, eating something, answering one message.',
      'Add one thing you are grateful for, even something tiny, like a warm drink or a kind word.',
      'Read the two lines back and notice how it feels to give yourself credit for them.',
    ],
    closing: "That's your small-wins note. Doing it each evening for a week tends to make the good things easier to spot.",
  },
  {
    id: 'one-small-step',
    name: 'Planning one small step',
    intro: 'It turns something that feels too big into one step you can actually take, and takes about five minutes.',
    steps: [
      'Name the thing that feels too big or stuck, in one short sentence.',
      'Now shrink it: what is the smallest next action that would move it forward, something you could do in ten minutes?',
      'Choose when you will do that one action, today or tomorrow, and where. Make it specific, like "after breakfast, at the kitchen table".',
      'Think of one thing that might get in the way, and one thing you could do if it does.',
    ],
    closing: "That's one small step planned. Doing the small step is enough; the next one can wait until then.",
  },
];

/** Which exercises suit a need, best first. */
export const NEEDS: Record<Need, readonly ExerciseId[]> = {
  sleep: ['sleep-wind-down', 'body-scan', 'paced-breathing'],
  panic: ['paced-breathing', 'grounding-54321', 'box-breathing'],
  worry: ['box-breathing', 'worry-time', 'grounding-54321', 'reframe-thought'],
  calm: ['box-breathing', 'paced-breathing', 'body-scan', 'grounding-54321'],
  thoughts: ['reframe-thought', 'worry-time', 'grounding-54321'],
  'self-critical': ['self-compassion', 'reframe-thought', 'small-wins'],
  low: ['self-compassion', 'small-wins', 'one-small-step'],
  stuck: ['one-small-step', 'box-breathing', 'small-wins'],
};

export function exerciseById(id: ExerciseId): Exercise {
  return EXERCISES.find((e) => e.id === id)!;
}
