import { GETAWAY_FRAME, HYPERBOLE_FRAME, STUDY_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * Passive ideation (C-SSRS question 1, "wish to be dead") and distress without ideation.
 *
 * Why passive is generous: notes 4.5 asks to prioritise recall on T2+ over precision, and the
 * brief says an ambiguous message between "passive" and "none" is flagged. The cost of a
 * false flag is a caring message with resources; the cost of a miss is far higher.
 */
const WISH = 'want|wants|wanted|wanting|wish|wishing|wished|ready|would like|just want|long';

export const PASSIVE_PATTERNS: RiskPattern[] = [
  {
    id: 'want-to-die',
    tier: 'passive',
    source: `\\b(${WISH}) (to )?(die|be dead|not exist|stop existing|not be alive|sleep forever|stop waking up|go to sleep forever|go to sleep and never wake up|not wake up|never wake up|fall asleep forever|disappear forever|vanish forever|not be here any ?more)\\b(?! (of|from|laughing|for)| (my|her|his|your) (hair|clothes|shirt))`,
  },
  {
    id: 'wish-dead',
    tier: 'passive',
    source:
      '\\bwish i (was|were|would be|could be|had been|would have been|would|had|could) (just )?(dead|gone|never (been )?born|not (alive|here|born)|die|disappear|stop existing|not exist)\\b',
  },
  {
    id: 'wish-disappear',
    tier: 'passive',
    ordinary: GETAWAY_FRAME,
    source: `\\b(${WISH}) (i could |to )?(disappear|vanish|stop existing|cease to exist)\\b`,
  },
  {
    id: 'not-wake-up',
    tier: 'passive',
    source:
      '\\b(sleep|go to sleep|fall asleep|close my eyes)\\b[a-z ]{0,20}\\b(not|never) (to )?(wake|waking|woke) up\\b|\\bhope i (do not|never) wake up\\b|\\bif i (did not|never) wake up\\b',
  },
  {
    id: 'not-want-to-live',
    tier: 'passive',
    negatable: false,
    source:
      '\\b(do not|no longer|never|not) (really )?(want|wanted|wish|feel like i want) to (live|be alive|exist|keep living|go on|wake up|be around|keep going|be on this earth)\\b',
  },
  {
    id: 'not-want-here',
    tier: 'passive',
    negatable: false,
    source: '\\b(do not|no longer) (really )?want to be here\\b( any ?more| on this earth| now)?$|\\b(do not|no longer) want to be here any ?more\\b',
  },
  {
    id: 'unsure-live',
    tier: 'passive',
    negatable: false,
    source:
      '\\b(not sure|do not know|unsure|do not think|not certain)( if| whether| that)? i (really |even |still )?(want|wanna) to (live|be alive|keep going|go on|be here|exist|keep living)\\b',
  },
  {
    id: 'better-off-without',
    tier: 'passive',
    source: '\\b(better off|happier|be fine|be better|be easier)\\b[a-z ]{0,15}\\bwithout me\\b|\\bbetter off dead\\b',
  },
  {
    id: 'no-reason-to-live',
    tier: 'passive',
    negatable: false,
    source:
      '\\b(no|not any|not a|lost my|lost the|lost any|nothing to|no more) (reason|point|will|purpose|desire) (to live|in living|to go on|of living|to be alive|to keep going|in being alive|to keep living|for living|to exist)\\b|\\bnothing (left )?to live for\\b',
  },
  {
    id: 'point-of-living',
    tier: 'passive',
    negatable: false,
    source:
      '\\bwhat is the (point|use) (of|in) (living|life|being alive|going on|existing|staying alive|even being here)\\b|\\bwhy (should|do) i (even )?(bother )?(living|keep living|stay alive|exist)\\b|\\bwhat is the point of me (even )?(being here|being alive|living|existing)\\b',
  },
  {
    id: 'think-about-dying',
    tier: 'passive',
    source:
      '\\b(thinking|thought|think|thoughts|fantasi[sz]e|fantasi[sz]ing|dreaming) (about|of) (dying|death|being dead|not being here|not existing)\\b',
  },
  {
    id: 'should-die',
    tier: 'passive',
    source: '\\bi (should|might as well|may as well|deserve to) (just )?(die|be dead|not exist|disappear|vanish)\\b',
  },
  {
    id: 'rather-dead',
    tier: 'passive',
    ordinary: HYPERBOLE_FRAME,
    source:
      '\\b(would|had) rather (be dead|die|not exist|not be alive|not wake up)\\b|\\b(imagining|imagine|picture|picturing|planning|plan) my (own )?funeral\\b',
  },
  {
    // Not wanting the next day to come ("hope tomorrow never comes", "don't want to see another
    // morning"): a wish not to go on, said about time instead of life.
    id: 'no-tomorrow',
    tier: 'passive',
    negatable: false,
    source:
      "\\b(hope|hoping|wish|pray|praying)( that)? (tomorrow|the morning|morning) (never comes|does not come|will not come|never gets here)\\b|\\b(do not|no longer|never) want to (see|live to see|wake up to) (tomorrow|another day|another morning|the morning|morning)\\b(?!'s)|\\bhope i (do not|never) (see|make it to|live to see) (tomorrow|the morning|another day|morning)\\b",
  },
  { id: 'leave-world', tier: 'passive', source: '\\b(leave|leaving|left) this (world|earth|life)\\b' },
  {
    id: 'tired-of-living',
    tier: 'passive',
    source: '\\b(tired|sick|done|exhausted) (of|with) (living|being alive|life|existing|being here|it all|everything and everyone)\\b',
  },
  {
    id: 'life-not-worth',
    tier: 'passive',
    negatable: false,
    source: "\\b(life|living|my life)( is|'s|s)? (not|no longer|never) worth (living|it)\\b|\\blife is pointless\\b",
  },
  {
    id: 'cannot-go-on',
    tier: 'passive',
    negatable: false,
    source:
      '\\b(can not|could not|do not think i can|can not even) (go on|keep going|do this any ?more|take (it|this) any ?more|live like this|keep living|carry on|survive this)\\b',
  },
  {
    id: 'no-one-would-miss',
    tier: 'passive',
    negatable: false,
    source:
      '\\b(nobody|no one|noone|none of them|not a single person)( would| will| is going to)? (even )?(miss me|notice if i|care if i|notice when i am gone|care when i am gone|notice i am gone)\\b',
  },
  {
    id: 'if-i-were-gone',
    tier: 'passive',
    source:
      '\\bif i (just )?(died|was gone|were gone|disappeared|was dead|were dead|was not here|were not here|was not around|were not around|did not exist|never existed|vanished)\\b',
  },
  {
    id: 'burden',
    tier: 'passive',
    source:
      '\\b(i am|i feel like i am|i am just|i am only|i have become|i am nothing but) (a |such a |such |nothing but a |just a )?burden\\b|\\beveryone (hates|would be happier without) me\\b',
  },
  {
    id: 'hit-by',
    tier: 'passive',
    source:
      '\\b(wish|hope|hoping|want) (a car|a bus|a truck|a train|something|someone|lightning|the plane) (would |to |will )?(hit|kill|crash into) me\\b|\\bhope (i|the plane|my plane) (get hit|die|crash|do not make it|do not survive)\\b',
  },
  {
    id: 'want-it-to-end',
    tier: 'passive',
    source: `\\b(${WISH}) (it all|everything|the pain|my life|all of this|life) to (end|stop|be over)\\b|\\b(${WISH}) (it|everything) to (just )?be over (for good|forever)\\b`,
  },
  {
    id: 'give-up-life',
    tier: 'passive',
    source: '\\b(give|giving|given|gave) up on (life|living|myself|everything|being alive)\\b|\\bgive up for good\\b',
  },
  {
    id: 'not-care-if-die',
    tier: 'passive',
    negatable: false,
    source: '\\b(do not|no longer|would not) (care|mind) if i (die|died|live|lived|wake up|woke up|make it|do not wake up|was gone|get hit)\\b',
  },
  {
    id: 'dead-soon',
    tier: 'passive',
    source:
      '\\b(i will|i am going to|i should) be (dead|gone) (soon|anyway|before long)\\b|\\bwould be better if i (was|were) (dead|gone|never born)\\b',
  },
  { id: 'no-way-out', tier: 'passive', source: '\\b(no way out|only way out|trapped with no escape|there is no escape|one way to make it stop)\\b' },
  {
    id: 'death-wish',
    tier: 'passive',
    source: '\\b(death (would be|is) (a relief|easier|better)|dying (would be|is) (a relief|easier|better)|welcome death)\\b',
  },
  {
    id: 'suicide-mention',
    tier: 'passive',
    ordinary: STUDY_FRAME,
    source: '\\b(suicide|suicidal)\\b(?! (prevention|awareness|squad|hotline|rates?|statistics|doors?|lane|pact song|bomber))',
  },
  {
    id: 'other-at-risk',
    tier: 'passive',
    source:
      '\\b(kill|killing|hurting|harming|cutting) (himself|herself|themselves|themself)\\b|\\b(end|ending|take|taking) (his|her|their) (own )?life\\b',
  },
  {
    id: 'kill-me-now',
    tier: 'passive',
    ordinary: HYPERBOLE_FRAME,
    source: '\\b(just )?(someone )?(please )?(kill me|let me die|shoot me)( now| already| please)?$',
  },
];

export const DISTRESS_PATTERNS: RiskPattern[] = [
  {
    id: 'hopeless',
    tier: 'distress',
    source: '\\b(hopeless|helpless|worthless|empty inside|dead inside|numb|desperate|despair|miserable|devastated|heartbroken|in pieces)\\b',
  },
  {
    id: 'overwhelmed',
    tier: 'distress',
    source:
      '\\b(overwhelm[a-z]*|too much to handle|can not handle|can not cope|not coping|unable to cope|drowning(?! myself in)|suffocating|crushed|at my breaking point|breaking point|end of my rope|at the end of my tether|falling apart|breaking down|broke down|losing it|losing my mind|going crazy|spiral(l)?ing|burnt out|burned out)\\b',
  },
  {
    id: 'panic',
    tier: 'distress',
    source:
      '\\b(panic|panicking|panicked|panic attack|anxiety attack|can not breathe|hyperventilating|heart (is )?(racing|pounding)|chest (is )?tight|freaking out|shaking|terrified|scared|afraid|dread)\\b',
  },
  {
    id: 'alone',
    tier: 'distress',
    source:
      '\\b(so|all|completely|totally|very|really) alone\\b|\\b(nobody|no one|noone) (cares|loves me|understands|gets me|likes me|listens)\\b|\\blonely\\b|\\bisolated\\b|\\b(no one|nobody|noone) to talk to\\b',
  },
  {
    id: 'self-hate',
    tier: 'distress',
    source:
      '\\b(hate myself|hate my life|(such a|a total|a complete|i am a) failure|feel (so |really )?stupid|killing my soul|soul crushing|i am a mess|i am a disappointment|i ruin everything|i mess everything up|disgusted with myself|ashamed of myself)\\b',
  },
  { id: 'crying', tier: 'distress', source: '\\b(can not stop crying|crying (all|every) (day|night|the time)|cried myself to sleep|sobbing)\\b' },
  {
    id: 'give-up',
    tier: 'distress',
    source:
      '\\b(i (just )?give up|giving up|want to give up|ready to give up|what is the point|why bother|nothing matters|nothing will ever get better|it will never get better|never going to get better)\\b',
  },
  {
    id: 'cannot-sleep-eat',
    tier: 'distress',
    source: '\\b(can not (sleep|eat|get out of bed|function|focus on anything)|have not (slept|eaten) in (days|a week))\\b',
  },
  {
    id: 'no-future',
    tier: 'distress',
    source:
      '\\b(do not|can not|never) see (a|any) (future|way forward)\\b|\\bcrawl into a hole\\b|\\b(passed away|grieving|funeral|miss (her|him|them) so much)\\b',
  },
  {
    id: 'depressed',
    tier: 'distress',
    source:
      '\\b(depressed|depression|anxious|anxiety|grief|grieving|traumati[sz]ed|stressed out|so stressed|really stressed|very stressed|exhausted)\\b',
  },
];

/** Life events that make a question about heights or means read as risk (screen.ts). */
export const STRESSORS =
  '\\b(lost my job|got fired|laid off|fired me|broke up|dumped me|left me|divorce|evicted|homeless|bankrupt|in debt|failed|died|passed away|funeral|lost everything|cheated on me|diagnosed)\\b';
