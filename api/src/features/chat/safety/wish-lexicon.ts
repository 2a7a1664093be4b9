import { HYPERBOLE_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * Passive wishes in the words people use for them: a death hoped for from an illness, a crash or
 * a heart that stops; being erased, not existing, a life "i didn't sign up for"; a future that
 * cannot be pictured. Measured across writers (npm run safety:train -- --writer-out <batch>,
 * docs/decisions/010), these were most of the passive messages no layer read. Each is a crisis
 * reply (passive), never a wall; a laugh or a weekday beside it makes it a check-in
 * (HYPERBOLE_FRAME). Look-alikes in test/safety/acts.test.ts. Sources read normalised text.
 */
export const WISH_PATTERNS: RiskPattern[] = [
  {
    id: 'death-hoped-for',
    gate: '\\b(hope|hoping|praying|pray|wish|wishing|would not mind|would be|i would be|cross|crossing|welcome)\\b',
    tier: 'passive',
    ordinary: HYPERBOLE_FRAME,
    source:
      "\\b(hope|hoping|praying|pray|wish|wishing|kinda hope|kind of hope)\\b[a-z ',]{0,30}\\b(heart (just )?(stops|would stop|gives out|attack)|(plane|car|bus|train) (crash|crashes|crashed|goes down|went down|would crash)|(chemo|treatment|surgery|transplant) (does not|will not|would not|fails|do not)|get sick and|(do not|never|would not) recover|finishes the job|finish me off|something (hits|kills|takes) me|(get|got) hit by)\\b|\\b(praying|pray|hoping|hope) for an? (heart attack|stroke|car crash|crash|accident|aneurysm|bus)\\b|\\bwould not mind (much )?if (the|my) (plane|car|bus|train) (crashed|went down|crashes|goes down|hit me)\\b|\\b(would|i would) be (fine|ok|okay|good|happy) if i (got hit|died|did not wake|never woke|got sick)\\b|\\b(cross|crossing) (a|the) (busy )?(street|road)\\b[a-z ]{0,20}\\b(kinda |kind of |secretly )?hope\\b|\\b(would|i would) welcome not waking up\\b",
  },
  {
    id: 'not-existing',
    gate: '\\b(exist|existing|alive|tired of|button|dead|ghost|gone|too long|jealous|dying|life insurance|another (year|birthday)|keeps me here|keeping me here|life|living|existence|notice|keep going|future|picture|want one|not be here|fade|fading|that being it|come back|came back|made it back|come home|report me missing|look for me|born|existed|need me|needs me|for real|make it)\\b',
    tier: 'passive',
    ordinary: HYPERBOLE_FRAME,
    source:
      "\\b(wish|want|wanted) (i|to) (did not|do not|not|could not|could stop|could just stop) (exist|existing|be alive|being alive)\\b|\\b(stop|stopped) being alive\\b|\\btired of (being a person|being alive|existing|being me|living|waiting to not)\\b|\\b(press|pressed|push) a button and (just )?(be erased|disappear|not exist|stop existing|be gone)\\b|\\b(already dead|a ghost) [a-z ,']{0,30}\\b(did not get the memo|what is the difference if i was (actually )?gone)\\b|\\bwhat is the difference if i (was|were) (actually )?gone\\b|\\b(lived|been alive|been here) too long\\b|\\bjealous\\b[a-z ,]{0,20}\\b(someone|somebody|people) (dying|dies|die|died|who died)\\b|\\bwhen i hear about (someone|somebody|people) dying i feel jealous\\b|\\blife insurance (is )?worth more than (me|i am)\\b|\\banother (year|birthday) i (did not|never) (want|ask for)\\b|\\bwhy (the good lord|god|the lord) (keeps|is keeping) me here\\b|\\b(life|living|existence) (is|feels) (like )?(a subscription|a game|optional|a sentence)\\b[a-z ,']{0,50}\\b(cancel|quit|opting out|opt out|serving|sign up)\\b|\\b(would not|will not|did not) (even )?notice if i (was|were) gone\\b|\\bwhy (do|would) i keep going\\b|\\b(do not|never) (see|have) a future for myself\\b|\\bcan not picture (being|myself at|myself being|myself) [0-9]+\\b|\\bhow i do not want one\\b|\\bjust want to not be here\\b[a-z ,.]{0,40}\\bforever\\b|\\b(fading|fade) out\\b[a-z ,.]{0,30}\\b(and that is it|in the snow|forever)\\b|\\band that being it\\b|\\b(wish|wished) i (had not|never) (come|came|made it) (back|home)\\b|\\bthe ones who did not come home got the better deal\\b|\\b(stop|stopped) existing\\b|\\bwould anyone even (report me missing|notice|look for me)\\b|\\bwish i (was |were |had |had been )?never (born|existed|exist)\\b|\\b(world|everyone|my family|nobody) (does not|do not|doesn't|no|not) need(s)? me\\b|\\b(ghost|dead) already\\b[a-z ,.']{0,40}\\b(for real|make it real|make it official)\\b",
  },
];
