import { DEPARTURE_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * The moment itself, told in few words: at the ledge or the water with "i'm going in", a wound
 * that shows something white, the iron held, letters left for the morning, "if i don't message
 * tomorrow, that's why", a thank-you that closes a road. Imminent: 911 and 988 first. Measured
 * across writers (npm run safety:train -- --writer-out <batch>, docs/decisions/010), these were
 * the imminent messages short enough that the classifier never reads them alone. Look-alikes in
 * test/safety/acts.test.ts. Sources read normalised text ("rn" is "right now", normalize.ts).
 */
const PLACE = '(ledge|edge|roof|rooftop|railing|tracks|train tracks|bridge|cliffs?|overpass|lake|river|ocean|dam|pier|quarry)';

export const MOMENT_PATTERNS: RiskPattern[] = [
  {
    id: 'at-the-place',
    gate: '\\b(ledge|edge|roof|rooftop|railing|tracks|bridge|cliffs?|overpass|lake|river|ocean|dam|pier|quarry)\\b',
    tier: 'imminent',
    source: `\\b(i am )?(on|at) the ${PLACE}\\b[a-z .,']{0,30}\\b(i am going in|going in|going to jump|about to jump|do not try|talk me down|walking in|jumping|letting go|let go)\\b|^${PLACE}[ .,!]+now\\b|\\bon the (ledge|railing)\\b(?![a-z ]{0,20}\\b(of|above) (the )?(window|shelf|fireplace|counter|desk|kitchen|bed|tub|bathtub))`,
  },
  {
    id: 'ligature-up',
    tier: 'imminent',
    gate: '\\b(rope|noose|belt|cord)\\b',
    source:
      '\\b(the |my )?(rope|noose|belt|cord) is (up|tied|ready|hung|hanging|set up)\\b(?![a-z ,]{0,30}\\b(swing|tent|tarp|clothes|laundry|hammock|boat|dock|gym|climbing|flag))',
  },
  {
    id: 'gun-held',
    tier: 'imminent',
    gate: '\\bbarrel\\b',
    source: '\\bthe barrel (is|feels) (cold|heavy)\\b|\\bthe barrel (is )?(in|against) my (mouth|head|temple|chin)\\b',
  },
  {
    id: 'wound-now',
    gate: '\\b(deep|see|holding|have the|got the|cutting|meant to|took something)\\b',
    category: 'self_harm',
    tier: 'imminent',
    source:
      "\\b(it is|its) (really |so |too )?deep\\b[a-z ,.']{0,20}\\b(see|seeing) (something white|bone|fat|the fat|white stuff)\\b|\\bi (can|could) see (bone|the bone|fat|the fat|something white)\\b|\\b(holding|have|got) the (iron|lighter|knife|blade|razor)\\b[a-z .,']{0,40}\\b(going to|gonna|about to) (put|press|use|cut|do)\\b|\\bi am cutting (right now|now)\\b|\\b(took|swallowed|injected|emptied|drank)\\b[a-z0-9 .,']{0,60}\\bi meant to\\b|\\bi took something\\b[a-z .,']{0,20}\\b(do not|can not) (remember|know) how (many|much)\\b",
  },
  {
    id: 'last-message',
    gate: '\\b(if i|end of the|going to go now|thank you for|letters?|notes?|writing to everyone|who can i give|and then|left my|i love|this is the end|finally here|wanted|reads|read|finds|find|sees|see|passwords?|tell|for good)\\b',
    tier: 'imminent',
    ordinary: `${DEPARTURE_FRAME}|\\b(said yes|excited|so happy|yay|wish me luck|proud of me)\\b`,
    source:
      "\\bif i (do not|stop) (message|text|reply|answer|log on|show up|respond)[a-z ]{0,10}\\b(tomorrow|again)\\b[a-z ,]{0,5}\\b(that is|that's|thats) why\\b|\\b(end of the road|end of the line) for me\\b|\\bi am going to go now\\b[a-z .,']{0,30}\\b(thank|thanks|bye|goodbye|kind)\\b|\\bthank you for (being there|being kind|trying|everything|being so kind)\\b[a-z .,']{0,40}\\b(end of the road|going to go|goodbye|bye|did your best|i am ready|this is it)\\b|\\b(letters?|notes?) (to|for) (my )?(mom|dad|mother|father|parents|kids|children|son|daughter|wife|husband|partner|sister|brother|best friend|family|everyone|each of)\\b[a-z ,']{0,60}\\b(on my desk|on the (table|counter|bed)|for tomorrow|in the mail|they will get (them|it))\\b|\\bfinished writing to everyone\\b|\\bwho can i give my [a-z]+ to\\b[a-z ,?]{0,30}\\b(by tomorrow|tonight|urgent|today|asap)\\b|\\b(giving|give) (away )?(all )?my [a-z ]{1,20} to [a-z ]{1,30}\\b(tomorrow|today|tonight)\\b[a-z ,.]{0,10}\\band then (that is|that's|thats) it\\b|\\bleft my (savings|money|things|stuff|passcode|password)\\b[a-z ,']{0,40}\\b(i am ready|notes app|roommate)\\b|\\bjust to say i love (him|her|them|you)\\b[a-z .,']{0,40}\\b(does not|do not) know why\\b|\\bthis is the end\\b[a-z .,']{0,10}$|\\b(going to do it|doing it)\\b[a-z ,.']{0,40}\\b(just|only) wanted (someone|somebody|you|anyone) to know\\b|\\bif (someone|anyone|somebody|you) (reads|read|finds|find|sees|see) this after\\b|\\bmy passwords? (is|are) (in|on|under)\\b[a-z ,.']{0,30}\\b(after|for whoever|when|if)\\b|\\b(please )?tell (my [a-z]+|them|him|her) (that )?(i love|i loved|his (dad|mom|father|mother) loved|her (dad|mom|father|mother) loved)\\b[a-z ,.']{0,30}\\b(i can not stay|i can not do this|goodbye|bye|i am sorry)\\b|\\b(peace out|signing off|logging off|goodbye|bye) for good\\b(?![a-z ,]{0,30}\\b(twitter|instagram|tiktok|facebook|social media|this app|group ?chat|reddit|discord|snapchat|x))|\\bit is finally here\\b$",
  },
  {
    id: 'abuse-at-the-door',
    category: 'abuse_at_home',
    tier: 'imminent',
    gate: '\\b(door|hiding)\\b',
    source:
      "\\b(he is|she is|he's|she's|hes|shes|they are|my [a-z]+ is) (banging on|breaking down|breaking|kicking in|kicking|pounding on) (the|my) ([a-z]+ )?door\\b[a-z ,.']{0,60}\\b(scared|afraid|terrified|hiding|help|kill me)\\b|\\b(going to kill me|kill me)\\b[a-z ,.']{0,30}\\bi am hiding (in|under)\\b|\\bi am hiding (in|under)\\b[a-z ,.']{0,40}\\b(going to kill me|banging|breaking)\\b",
  },
  {
    id: 'harm-now',
    gate: '\\b(on my way|scared|afraid|terrified|threw|passed out|unconscious|drunk|beating|break into|get into|force me|forcing me)\\b',
    category: 'harm_to_others',
    tier: 'imminent',
    source:
      "\\bon my way to (his|her|their) (house|place|work|apartment|job)\\b[a-z .,']{0,30}\\b(done talking|end this|gun|knife|make (him|her) pay|finish this|for good)\\b|\\b(scared|afraid|terrified) of what i (will|might|am going to|could) do (next|to (him|her|the baby|my (son|daughter|baby|kid)))\\b|\\bthrew (him|her|my (son|daughter|baby|kid)) (on|onto|against|across)\\b|\\b(passed out|unconscious|drunk)\\b[a-z ,']{0,20}\\b(a guy|some guy|a man|he|someone) is (taking|carrying|dragging) her\\b|\\b(is|are) beating my (little |baby |younger |older |big )?(sister|brother|mom|mother|kid|kids|son|daughter)\\b|\\bsomeone is trying to (break|get) into (my|the) (house|apartment|room|place)\\b|\\b(he is|a man is|someone is|a guy is) (trying to force me|forcing me) into (his|a|the) (car|van|truck)\\b",
  },
];
