import type { Emotion } from './emotion-lexicon.ts';

/*
 * Wording for the offline companion. Why so many variants: the companion must never repeat a
 * reply or an opening line within a conversation (it reads as a script the moment it does), so
 * every slot has more variants than a long conversation has turns.
 * Wording rules: plain, warm, second person; no clinical words about Luna or the user.
 */
export const OPENERS = [
  'Thank you for sharing that with me.',
  "I'm listening.",
  'I hear you.',
  "I'm glad you told me.",
  'Thanks for telling me more.',
  'I appreciate you opening up about this.',
  "I'm here with you.",
  "Okay, I'm following you.",
  'That makes a lot of sense.',
  "I'm really glad you're putting this into words.",
  'Thank you for trusting me with this.',
  'I can tell this matters to you.',
  "Mm, I'm taking that in.",
  "I'm right here.",
  'That took something to say.',
  'Thanks for staying with this.',
];

/** `{p}` is a short feeling phrase, already in the second person: "you feel invisible at home". */
export const REFLECTIONS = [
  'It sounds like {p}.',
  'So right now {p}, and that matters.',
  "I'm hearing that {p}.",
  'If I have it right, {p}.',
  'It makes sense to me that {p}.',
];

/** `{t}` is a fixed topic from the lexicon ("work", "school", "money", "sleep"). */
export const TOPIC_LINES = [
  'And it sounds like {t} is a big part of it.',
  'It sounds like {t} has been on your mind a lot.',
  'It sounds like {t} has been hard lately.',
  'And {t} sounds like a lot to be dealing with.',
];

/** Offered after listening when an exercise fits; a "yes" starts it (exercise-state.ts). */
export const OFFERS = [
  'If you\'d like something to try, I can walk you through {name}. Just say "yes".',
  'When you want something practical, I can walk you through {name}. Say "yes" and we\'ll start.',
  'If it would help, I can walk you through {name} right now. Just say "yes".',
];

/** When the person asks a question that is not a request for something to do. */
export const QUESTION_BACK = [
  "That's a real question, and I don't want to pretend there's a neat answer.",
  "I don't think there's one simple answer to that, but it's worth thinking about together.",
  "That's a big question, and it makes sense that you're asking it.",
];

export const FEELINGS: Record<Emotion, string[]> = {
  sad: ['That sounds really sad.', 'I can hear the sadness in that.', 'It makes sense to feel low after something like that.'],
  anxious: ['That sounds really worrying.', 'It sounds like your mind has been on high alert.', 'Carrying that much worry is exhausting.'],
  angry: ['It makes sense that you feel angry about that.', 'That sounds really frustrating.', 'Anyone might feel angry in that situation.'],
  lonely: ['Feeling that alone is so hard.', 'It sounds really lonely.', 'Loneliness like that can weigh on everything.'],
  overwhelmed: ['That sounds overwhelming.', 'It sounds like there is so much coming at you at once.', 'No wonder you feel overwhelmed.'],
  stressed: [
    'That sounds like a lot of pressure.',
    'It sounds like you have been under a lot of strain.',
    'That much on your plate would stress anyone.',
  ],
  grief: ["I'm so sorry for your loss.", 'Grief can be so heavy, and it comes in waves.', 'Losing someone changes everything for a while.'],
  ashamed: [
    "It sounds like you're being really hard on yourself.",
    'Feeling ashamed like that hurts.',
    'You deserve some of the kindness you would give someone else.',
  ],
  hurt: ['That sounds really hurtful.', 'Being treated like that hurts.', 'It makes sense that this stung.'],
  tired: ['You sound really worn out.', 'It sounds like you are running on empty.', 'Being that tired makes everything harder.'],
  hopeless: [
    "It sounds like it's hard to see a way forward right now.",
    'Feeling hopeless is so heavy.',
    'When everything feels pointless, even small things take effort.',
  ],
  panic: ['That sounds really frightening.', 'Panic like that can feel so intense.', 'It sounds like your body is in alarm mode.'],
  happy: ["That's really good to hear.", "I'm glad to hear that.", 'It sounds like that meant a lot to you.'],
};

/** Awake in the small hours or unable to sleep, when no other feeling was named. */
export const AWAKE = [
  'Being awake in the small hours with a day ahead of you is so hard.',
  'Lying awake when you know you need rest is exhausting in its own way.',
  'Nights like this can feel very long.',
];

export const QUESTIONS = [
  "What's been weighing on you the most?",
  'How has that been for you?',
  'What do you feel you need most right now?',
  'Would you like to tell me more about that?',
  'When did you start feeling this way?',
  'What usually helps, even a little, when it feels like this?',
  "Is there someone in your life who knows what you're going through?",
  'What would feel like one small step in a good direction?',
  'How are you taking care of yourself through all this?',
  'What part of this feels hardest?',
  'What goes through your mind when that happens?',
  'How do you wish things were different?',
  'What has gotten you through hard days before?',
  'Who could you lean on a little this week?',
  'What would you say to a friend who felt this way?',
  'What is on your mind right now?',
];

/** `{m}` is something named earlier; `{a}` is how to ask about it. */
export const MEMORY = [
  'Earlier you mentioned {m}. How are things with {a} now?',
  "Earlier you mentioned {m}, and I have been keeping that in mind. Is it part of what's going on today?",
  'Earlier you mentioned {m}. Does that connect with how you feel right now?',
];

export const GREETINGS = [
  "Hi, I'm really glad you're here. How are you feeling today?",
  "Hello! It's good to hear from you. What's on your mind?",
  "Hey there. I'm here to listen. How's your day been?",
];

export const THANKS = [
  "You're very welcome. I'm glad to be here with you.",
  "Of course. I'm glad this helped a little.",
  'Anytime. Thank you for letting me be part of your day.',
];

export const HELPED = [
  "I'm really glad that helped, even a little.",
  "That's good to hear. Small shifts count.",
  "I'm glad. You can come back to that whenever you need it.",
];

/** After a practical answer: back to the person, lightly. */
export const AFTER_ANSWER = ['Would you like to try one of those tonight?', 'Is tonight one of the hard ones?', 'How are you doing otherwise?'];

/** "I'll try to lie down now, thank you": a good night, not a feeling to reflect. */
export const GOODNIGHTS = [
  "That sounds like a good plan. Rest well, and I'm here whenever you want to talk again.",
  'I hope you get some rest. Thank you for talking with me tonight, and be gentle with yourself.',
  "Good idea. Sleep well if you can, and come back anytime; I'll be here.",
];

export const FAREWELLS = [
  "Take good care of yourself. I'm here whenever you want to talk again.",
  'Thank you for talking with me today. Be gentle with yourself.',
  "I'm glad we talked. Come back anytime.",
];

export const ADVICE = [
  "I can't tell you what is right for you, but we can think it through together.",
  "There may not be one right answer, but you don't have to figure it out alone.",
  "That's a hard choice to sit with. Let's look at it together.",
];

export const GENTLE_RESOURCE = 'If it ever feels like too much, you can call or text 988 any time, day or night.';
