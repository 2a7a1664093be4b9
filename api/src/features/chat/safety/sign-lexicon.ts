import { HYPERBOLE_FRAME, STUDY_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * Risk told by its signs rather than named: means bought with a cover story, marks hidden, a
 * body's weight asked of a rope, a death that should look like an accident, a date chosen, an
 * illness or an accident hoped for. Each is a trope that recurred across independent writers
 * (api/safety/corpus, docs/decisions/010), written as a class with its look-alikes in
 * test/safety/signs.test.ts. Sources are unsqueezed and read normalised text (crisis-lexicon.ts).
 */
const MEANS = '(rope|razors?|blades?|pills|gun|rifle|shotgun|pistol|ammo|bullets|charcoal|cord|tank of gas)';
const COVER = '(shaving|camping|boating|climbing|hunting|the garden|gardening|cooking|crafts?|work|a project|the yard|moving)';
const SOMEONE = '(a person|an adult|a human|a grown man|a grown woman|someone|somebody|my|a body|the body|human)';
const KIN = '(she|he|they|my (wife|husband|kids|family|mom|dad|parents|partner|children))';

export const SIGN_PATTERNS: RiskPattern[] = [
  // Means with a cover story: "bought rope. told the cashier it was for camping. i don't camp".
  {
    id: 'means-cover-story',
    tier: 'active',
    source: `\\b${MEANS}\\b[a-z ,.']{0,60}\\b(not (really |exactly )?for ${COVER}|i (do not|never) (camp|hunt|shave|climb|fish|boat|garden|cook))\\b`,
  },
  // A body's weight asked of a rope, a knot or a beam, unless it is for a swing or a hammock.
  {
    id: 'holds-body-weight',
    gate: '\\bweight\\b',
    tier: 'active',
    source: `\\b(rope|knot|beam|hook|belt|cord|rafter|pipe|shower rod|closet rod)s?\\b[a-z ']{0,30}\\b(hold|holds|support|supports|take|takes|bear)\\b ${SOMEONE} ?('?s)? ?(body )?weight\\b(?![a-z ,]{0,30}\\b(swing|hammock|tree house|treehouse|pull ?up|gym))`,
  },
  // Marks hidden: covering cuts or scars, bandages without questions, sleeves in the heat.
  {
    id: 'marks-hidden',
    category: 'self_harm',
    tier: 'active',
    source:
      '\\b(hide|hiding|cover|covering|conceal|concealing) (up )?(the |my |these |all the |new )?(marks|scars|cuts|burns|cutting)\\b(?! (from|on the (wall|floor|table|car|desk|door)))|\\bbandages\\b[a-z ,]{0,50}\\bwithout (her|him|them|anyone|anybody) (asking|knowing|noticing)\\b|\\blong sleeves\\b[a-z ,.]{0,30}\\b(in (july|august|june|summer|the heat)|again)\\b[a-z ,.]{0,40}\\b(think|thinks|so (no one|nobody)|always cold|asks?|asking)\\b',
  },
  // A death that should look like an accident, or insurance as the reason.
  {
    id: 'insurance-accident',
    tier: 'active',
    source: `\\b(make|making|made|so) (it|that it) (look|looks|seem|seems) like an accident\\b|\\b${KIN} (could|would|will|can|might) (at least |finally )?(get|collect|have) (the |my )?(life insurance|insurance (money|payout))\\b|\\bfor the (life )?insurance (money|payout)?\\b[a-z ,.']{0,30}\\b(go|die|gone|dead|accident)\\b`,
  },
  // A date or an occasion chosen for it.
  {
    id: 'date-chosen',
    tier: 'active',
    source:
      "\\b(planning|planned|plan) it for (when|after|the day)\\b|\\b(got|have|picked|chose|set) (a|the) date\\b[a-z ,.']{0,30}\\b(birthday|anniversary|fitting|poetic|for it|to do it|to go)\\b|\\bdoing it on (my|the|his|her) (birthday|anniversary)\\b",
  },
  // Eating a gun (slang for shooting oneself).
  { id: 'eat-gun', tier: 'active', source: '\\b(eat|eating|ate) (my|a|the) (gun|rifle|shotgun|pistol|bullet|glock)\\b' },
  // Hoping for a bad diagnosis, or relief at a terminal one.
  {
    id: 'hope-illness',
    tier: 'passive',
    source:
      "\\b(hope|hoping|wish|wishing|praying) (that )?(the |my )?(scans?|tests?|results?|biopsy|labs?) (come|comes|came)? ?back bad\\b|\\b(hope|hoping|wish|wishing|praying) (that )?(the |my )?(scans?|biopsy) (come|comes|came)? ?back (positive|with cancer)\\b|\\b((had|have|has|was|am|is) (something )?terminal|terminal (illness|cancer|diagnosis)|months to live)\\b[a-z ,.']{0,40}\\b(relieved|relief|welcome it|good news)\\b",
  },
  // Not caring whether an accident took them: "didn't really care if a car came".
  {
    id: 'not-care-if-accident',
    tier: 'passive',
    negatable: false,
    source:
      '\\b(would not|did not|do not|would|i would) (really |even |much |honestly )?(care|mind|be fine|be okay|be ok)( much| at all)? if (a |the |my )?((car|bus|truck|train) (hit|hits|came|comes|ran)|(plane|flight) (went|goes|crashed|crashes) down|building [a-z ]{0,20}with me (in|inside))\\b|\\b(would not|did not|do not) (really |even |much )?(care|mind) if i (got hit|did not make it|did not wake|died|crashed|drowned)\\b|\\bdid not look\\b[a-z ,.]{0,30}\\b(did not|do not) (really )?care if\\b',
  },
  // Not wanting to be, rather than to die: "i don't want to BE anymore", "i just want to be gone".
  {
    id: 'not-be-anymore',
    tier: 'passive',
    negatable: false,
    source: '\\bwant to (be|exist) anymore\\b|\\b(just )?want to be gone\\b(?! (from|for|by|before|on|to|till|until|at))',
  },
  // Abuse at home told by the act or the control: a plate thrown at a head, food locked away,
  // the money, the car and the phone controlled.
  {
    id: 'abuse-signs',
    category: 'abuse_at_home',
    tier: 'active',
    ordinary: HYPERBOLE_FRAME,
    source:
      "\\b(threw|throws|thrown|throwing) (a |an |the |his |her |my )?[a-z]+ at (my|our) (head|face)\\b|\\b(locked|locks|locking|lock) (up )?(the )?(pantry|fridge|refrigerator|food)\\b[a-z ,.']{0,40}\\b(punish|punishment|hungry|starving|from me|can not eat|not allowed to eat)|\\bcontrols (all )?(of )?(the |my )?money\\b[a-z ,.']{0,40}\\b(my (car|phone|keys|friends)|allowance|receipts|permission)\\b|\\bif i (see|talk to|call|text) (my )?(friends|family|mom|sister|brother)\\b[a-z ,.']{0,20}\\bi (pay for it|get hurt|get it|will pay)\\b",
  },
  // Sexual coercion: forced after a no, sex as the price of a job, touched as a child.
  {
    id: 'sexual-signs',
    category: 'sexual_abuse',
    tier: 'active',
    source:
      '\\b(forces|forced|makes|made|pressures|pressured) me (even )?(when|after|though) i (say|said|told him|told her) no\\b|\\b(unless|until|if i do not) (i )?make it worth (his|her) while\\b|\\b(touched|touches|touching|fondled|molested) me when i was (little|a kid|a child|a girl|a boy|young|[0-9]+)\\b',
  },
  // Harm to others by something put in food or drink.
  {
    id: 'harm-in-food',
    category: 'harm_to_others',
    tier: 'active',
    source:
      "\\bput (something|stuff|bleach|poison|pills|rat poison|antifreeze) in (his|her|their|my [a-z]+'s) (food|drink|coffee|water|lunch|dinner|tea)\\b(?! ?box)",
  },
  // See you on the other side (not "the other side of finals").
  { id: 'other-side', tier: 'imminent', source: '\\bsee you on the other side\\b(?! of)' },
  // A eulogy written for oneself, unless for a class.
  { id: 'own-eulogy', tier: 'active', ordinary: STUDY_FRAME, source: '\\b(wrote|written|writing|write) my (own )?(eulogy|obituary)\\b' },
];
