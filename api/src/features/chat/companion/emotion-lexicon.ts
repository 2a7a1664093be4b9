/**
 * Feelings, people and topics the offline companion listens for.
 *
 * Why a lexicon: without a model, naming a feeling the person actually used is the most honest
 * form of "I heard you". The `label` is how Luna names it back, in plain words, never a
 * clinical term (no "depression", "disorder", "symptoms").
 */
export type Emotion =
  'sad' | 'anxious' | 'angry' | 'lonely' | 'overwhelmed' | 'stressed' | 'grief' | 'ashamed' | 'hurt' | 'tired' | 'hopeless' | 'panic' | 'happy';

export const EMOTIONS: Array<{ emotion: Emotion; label: string; re: RegExp }> = [
  {
    emotion: 'panic',
    label: 'panicky',
    re: /\b(panic|panicking|panicked|can'?t breathe|cannot breathe|heart (is )?(racing|pounding)|hyperventilat\w*|freaking out)\b/,
  },
  {
    emotion: 'overwhelmed',
    label: 'overwhelmed',
    re: /\b(overwhelm\w*|too much|drowning|can'?t cope|cannot cope|can'?t handle|falling apart|breaking down|spiral\w*|swamped|buried)\b/,
  },
  {
    emotion: 'grief',
    label: 'grief',
    re: /\b(grie\w+|mourn\w*|passed away|died|death of|funeral|lost my (mom|mum|dad|mother|father|sister|brother|friend|grandma|grandpa|dog|cat|wife|husband|son|daughter|baby))\b/,
  },
  {
    emotion: 'lonely',
    label: 'lonely',
    re: /\b(lonel\w+|alone|isolated|no friends|nobody to talk|no one to talk|don'?t know anyone|by myself|on my own|left out|invisible)\b/,
  },
  {
    emotion: 'anxious',
    label: 'anxious',
    re: /\b(anxi\w+|worr\w+|nervous|scared|afraid|fear\w*|on edge|uneasy|dread\w*|overthink\w*|(mind|brain|thoughts) (is |are |keeps? )?racing|won'?t shut off|can'?t switch off)\b/,
  },
  {
    emotion: 'ashamed',
    label: 'ashamed',
    re: /\b(asham\w+|shame\w*|embarrass\w+|guilt\w*|humiliat\w+|stupid|failure|failing|fail at everything|useless|worthless|idiot|moron|loser|pathetic|such a mess|hate myself|(messed|screwed) (it|everything|things) up)\b/,
  },
  { emotion: 'stressed', label: 'stressed', re: /\b(stress\w*|pressure|deadline\w*|exams?|so much to do|behind on|burn(ed|t) out|tense)\b/ },
  { emotion: 'angry', label: 'angry', re: /\b(angry|anger|mad|furious|pissed|annoyed|frustrat\w+|irritat\w+|resent\w*|rage|fed up)\b/ },
  { emotion: 'hopeless', label: 'hopeless', re: /\b(hopeless\w*|helpless\w*|pointless|no point|what'?s the point|never get better|give up)\b/ },
  { emotion: 'hurt', label: 'hurt', re: /\b(hurt|betray\w*|rejected|abandon\w*|cheated|let down|ignored|dumped|heartbroken|broke up|breakup)\b/ },
  {
    emotion: 'sad',
    label: 'sad',
    re: /\b(sad|sadness|(?<!\b(lie|lay|lying|laying|calm|calming|slow|slowing|write|writing|sit|sitting|settle|wind|winding|count|counting|turn|shut|put it|put my phone|phone|back|face) )down|unhappy|depress\w*|miserable|blue|crying|cried|tears|low|empty|heavy)\b/,
  },
  { emotion: 'tired', label: 'worn out', re: /\b(tired|exhausted|drained|worn out|can'?t sleep|insomnia|no energy|fatigued)\b/ },
  { emotion: 'happy', label: 'glad', re: /\b(happy|glad|excited|proud|relieved|grateful|better today|good day|great day)\b/ },
];

/** People someone may name; the companion refers back to them later ("your sister"). */
export const PEOPLE: string[] = [
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'parents',
  'sister',
  'brother',
  'siblings',
  'partner',
  'boyfriend',
  'girlfriend',
  'husband',
  'wife',
  'fiance',
  'fiancee',
  'ex',
  'best friend',
  'friend',
  'friends',
  'roommate',
  'boss',
  'manager',
  'coworker',
  'coworkers',
  'colleague',
  'teacher',
  'professor',
  'son',
  'daughter',
  'kids',
  'children',
  'baby',
  'grandma',
  'grandmother',
  'grandpa',
  'grandfather',
  'aunt',
  'uncle',
  'cousin',
  'dog',
  'cat',
];

/** Topics: `phrase` follows "Earlier you mentioned", `about` follows "how are things with". */
export const TOPICS: Array<{ re: RegExp; phrase: string; about: string }> = [
  { re: /\b(job|work|office|shift|career|boss|coworkers?)\b/, phrase: 'things at work', about: 'work' },
  { re: /\b(school|class|classes|exams?|homework|college|university|grades?|finals)\b/, phrase: 'school', about: 'school' },
  { re: /\b(money|rent|bills?|debt|paycheck|afford)\b/, phrase: 'money worries', about: 'money' },
  { re: /\b(sleep|insomnia|nightmares?|can'?t sleep)\b/, phrase: 'trouble sleeping', about: 'sleep' },
  { re: /\b(break ?up|broke up|divorce|separat\w+|dumped)\b/, phrase: 'the breakup', about: 'the breakup' },
  { re: /\b(health|sick|illness|hospital|surgery|pain|diagnos\w+)\b/, phrase: 'your health', about: 'your health' },
  { re: /\b(moving|move|new city|new job|new school)\b/, phrase: 'the move and all that change', about: 'the move' },
  { re: /\b(funeral|passed away|died|loss)\b/, phrase: 'your loss', about: 'the loss' },
];
