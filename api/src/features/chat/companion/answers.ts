import { plain } from './requests.ts';

/**
 * Plain answers to the practical questions people ask a wellness companion at night ("what tea
 * is good before bed?", "how do I find a therapist?"). Issue 13: a question asked got a
 * reflection back ("feels like talking to a mirror"). Each answer is general wellbeing
 * information the project wrote and reviews, never a diagnosis, a dose or a prescription: where
 * a person's health decides the answer, it says who can decide it (lane.ts answers questions about
 * medication and conditions before these are read).
 */
interface Answer {
  id: string;
  re: RegExp;
  text: string;
}

const ANSWERS: readonly Answer[] = [
  {
    id: 'bedtime-drink',
    re: /\b(tea|drink|milk|cocoa|hot chocolate|beverage)\b.*\b(bed|bedtime|sleep|night|tonight|relax|calm)\b|\b(bed|bedtime|sleep|night)\b.*\b(tea|drink|milk)\b/,
    text: 'Many people like a small, warm, caffeine-free drink before bed: chamomile, rooibos, lemon balm or peppermint tea, or warm milk. It\'s worth checking the label, because black and green tea and some "night" blends contain caffeine. If you take medication or are pregnant, a pharmacist can tell you whether a herbal tea is fine for you. Part of the help is the ritual itself: sipping slowly, somewhere dim and quiet.',
  },
  {
    id: 'caffeine',
    re: /\b(caffeine|coffee|energy drinks?|soda)\b.*\b(sleep|bed|night|anxi\w*|when|late|stop)\b|\b(when|how late) (should|can) i (stop|have|drink) (coffee|caffeine)\b/,
    text: 'Caffeine stays in the body for many hours, so a lot of people sleep better when their last coffee, tea, soda or energy drink is around early afternoon. It can also make a racing heart or jittery feeling worse when you are already anxious. Cutting back gradually is gentler than stopping all at once.',
  },
  {
    id: 'screens',
    re: /\b(phone|screens?|scrolling|tiktok|instagram|youtube|tv|netflix)\b.*\b(bed|sleep|night)\b|\b(bed|sleep)\b.*\b(phone|screens?|scrolling)\b/,
    text: 'Phones before bed keep the mind busy more than the light itself does: one more video, one more message. Many people find it helps to put the phone across the room or on a charger outside the bedroom half an hour before sleep, and to swap it for something low-key, like a paper book, a podcast with the screen off, or a few slow breaths.',
  },
  {
    id: 'lying-awake',
    re: /\b(what (should|do|can) i do|is it (bad|ok|okay|better)|should i)\b.*\b(can't sleep|cannot sleep|can not sleep|awake|not sleeping|get up)\b/,
    text: 'If you have been lying awake for what feels like twenty minutes or more, many sleep guides suggest getting up, going somewhere dim, and doing something quiet and a little boring until you feel sleepy, then going back to bed. It keeps the bed linked with sleep rather than with worrying. Keep the lights low and the clock out of sight.',
  },
  {
    id: 'nap',
    re: /\b(nap|napping|naps)\b/,
    text: 'A short nap of 20 to 30 minutes in the early afternoon can restore energy without getting in the way of night sleep. Longer or later naps, after about 3 pm, tend to make it harder to fall asleep at night.',
  },
  {
    id: 'find-help',
    re: /\b(how|where) (do|can|would|should) i (find|get|see|start|look for|talk to)\b.*\b(therapist|therapy|counsel+or|counseling|psychologist|psychiatrist|professional|help|support group)\b|\b(find|finding|afford|affording|cheap|free|low cost) (a )?(therapist|therapy|counseling|counsel+or)\b/,
    text: 'Good first steps in the US: your doctor can refer you, and the member services number on your insurance card can list covered therapists near you. FindTreatment.gov lists services by location, and the SAMHSA National Helpline, 1-800-662-4357, is free, confidential and open 24/7 for finding local help. Many community clinics and university training clinics charge on a sliding scale. If things ever feel urgent, you can call or text 988 any time.',
  },
  {
    id: 'help-a-friend',
    re: /\b(how (do|can|should) i|what (should|can) i (do|say)) (to )?(help|support|talk to|be there for)\b.*\b(friend|partner|boyfriend|girlfriend|wife|husband|sister|brother|mom|mum|dad|son|daughter|someone|roommate|kid)\b/,
    text: "Being there often matters more than having the right words: listen without rushing to fix, say what you've noticed and that you care, and ask how they are really doing. If you're worried about their safety, it's okay to ask directly whether they're thinking about suicide; asking does not put the idea in their head. You can call or text 988 together, or for advice on how to help them, and call 911 if they are in danger right now.",
  },
  {
    id: 'journal',
    re: /\b(how (do|should|can) i|what (should|do) i (write|put)|how to) (start )?(journal|journaling|write in a journal|keep a diary)\b|\bjournal(ing)? prompts?\b/,
    text: 'Journaling works best small: a few minutes, no rules about grammar. A few prompts to start with: What took most of my energy today? What is one thing I handled, even partly? What is on my mind that I can set down here for the night? Some people write three lines, some a page; both count.',
  },
  {
    id: 'exercise-mood',
    re: /\b(does|do|can|will) (exercise|walking|a walk|running|yoga|working out)\b.*\b(help|mood|anxiety|stress|sleep|feel)\b/,
    text: 'For many people, yes: moving the body, even a ten-minute walk, tends to ease stress and lift mood a little for a while afterwards, and regular activity earlier in the day can help sleep. It does not have to be a workout; a walk around the block or stretching to a song counts.',
  },
];

/** A question about the world rather than about the person's feelings ("what is...", "how do I..."). */
const FACTUAL_RE =
  /^(what|what's|which|where|when|who|how (do|can|should|long|much|many|often)|can you (recommend|suggest|tell me|explain)|is it (ok|okay|safe|bad|good|normal) to|does|do|are there|any (tips|ideas|recommendations))\b/;

export function practicalAnswer(message: string): string | undefined {
  const t = plain(message).trim();
  if (!/\?\s*$/.test(t) && !/^(any tips|tips for|ideas for|what is a good|what's a good)\b/.test(t)) return undefined;
  return ANSWERS.find((a) => a.re.test(t))?.text;
}

/** Said when a question about the world has no answer here: honest, not a reflection. */
export const NO_LOOKUP = [
  "That's a fair question, but I'm in offline mode and can't look things up, so I'd rather not guess.",
  "I'd like to help with that, but offline I can't check facts, and I don't want to make something up.",
];

/** No one in it (no "I", "you", "my", "they"...): "what's the tallest building?", not "what if I fail?". */
const PERSONAL_RE = /\b(i|i'm|i've|i'd|i'll|me|my|myself|you|your|we|us|our|he|she|they|him|her|them|his|their)\b/;

export function isFactualQuestion(message: string): boolean {
  const t = plain(message).trim();
  return /\?\s*$/.test(t) && FACTUAL_RE.test(t) && !PERSONAL_RE.test(t);
}
