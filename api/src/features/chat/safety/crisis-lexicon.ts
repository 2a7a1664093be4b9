import { ANY_MEDICINE, MEDICINE_NAMES } from './medicines.ts';
import { DEPARTURE_FRAME, STUDY_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * Active and imminent risk (C-SSRS questions 2-6, notes 4.3): thoughts of killing oneself,
 * method, intent, plan, preparation, and means at hand or an attempt under way.
 *
 * Why plain regex sources: they are auditable and deterministic and work when every provider
 * is down (notes 4.2, "tripwire"). They are written unsqueezed; `compile` squeezes them.
 * Text reaching them is normalised: "i am", "do not", "can not", "kill myself" for slang.
 */
const SELF_VERBS = 'kill|killing|hang|hanging|shoot|shooting|stab|stabbing|drown|drowning|poison|poisoning|suffocate|suffocating|strangle';
const INTENT =
  'want|wanted|wanting|going|planning|plan|planned|intend|intending|ready|decided|need|needed|have|had|try|trying|tried|about|urge|urges|tempted|gonna';
const THINK = 'thinking|thought|think|thoughts|fantasi[sz]e|fantasi[sz]ing|dreaming|considering|considered|contemplating';
const MEANS = 'pills|tablets|medication|sleeping pills|painkillers|tylenol|paracetamol|rope|noose|gun|pistol|knife|blade|razor|razors|belt';
const IMMEDIATE =
  'esta noche|ahora mismo|hoy mismo|tonight|right now|today|this (morning|afternoon|evening)|in (a few|an|\\d+) (minutes?|hours?)|after (everyone|they) (is|are|go|goes|have gone|has gone) (asleep|to bed|to sleep|out)';

export const IMMEDIACY = `\\b(${IMMEDIATE}|about to|now)\\b`;
/** "for years now", "now and then", "not going to do it tonight" are not about the present moment. */
export const NOT_IMMEDIATE =
  '\\bfor (years|months|weeks|days|a while|a long time|ages|some time) now\\b|\\bnow and (then|again)\\b|\\bnot (going to|gonna) (kill myself|do it|end it) (today|tonight)\\b';

export const CRISIS_PATTERNS: RiskPattern[] = [
  // Imminent: means in hand, an attempt under way, a farewell.
  {
    id: 'means-at-hand',
    tier: 'imminent',
    source: `\\b(${MEANS})\\b[a-z ]{0,25}\\b(in my hand|in my hands|right here|ready|in front of me|next to me|on me|loaded|tied|set up)\\b(?! (for|at) (pick ?up|the pharmacy|collection))`,
  },
  { id: 'holding-means', tier: 'imminent', source: `\\b(holding|i am holding) (the|my|a|all (the|my)|these|some)? ?(${MEANS})\\b` },
  { id: 'loaded-gun', tier: 'imminent', source: '\\b(loaded (the |my |a )?(gun|pistol|rifle)|(gun|pistol) is loaded)\\b' },
  {
    id: 'overdosed',
    tier: 'imminent',
    // "overdosed on christmas cookies" is a figure of speech.
    source:
      '\\bi (just |already )?(overdosed|have overdosed|took an overdose)\\b(?! on (cookies|candy|sugar|chocolate|cake|pizza|coffee|caffeine|carbs|netflix|anime|tv|junk food|christmas|halloween|thanksgiving))',
  },
  {
    id: 'at-the-edge',
    tier: 'imminent',
    source:
      '\\b(i am|standing|sitting|i am standing|i am sitting) (on|at) (the )?(edge|ledge|bridge|railing|tracks|cliff|edge of the (roof|bridge|building|cliff))\\b(?! of (glory|my seat|a breakthrough|something))',
  },
  {
    id: 'goodbye',
    tier: 'imminent',
    ordinary: DEPARTURE_FRAME,
    source:
      '\\b(this is (my )?(final |last )?goodbye|goodbye (everyone|everybody|forever|world|cruel world)|this is my (last|final) message|by the time (you|anyone) (read|reads|see|sees) this)\\b',
  },
  {
    id: 'note-written',
    tier: 'imminent',
    ordinary: DEPARTURE_FRAME,
    source: '\\b(wrote|written|writing|left|finished) (a |my )?(suicide|goodbye|final) (note|letter)\\b',
  },
  {
    id: 'not-alive-tomorrow',
    tier: 'imminent',
    source: '\\b(will not|am not going to) (be )?(alive|around) (tomorrow|by (the )?morning|tonight|much longer)\\b',
  },
  { id: 'not-here-tomorrow', tier: 'passive', source: '\\b(will not|am not going to) (be )?here (tomorrow|by (the )?morning|much longer)\\b' },
  {
    id: 'bleeding',
    tier: 'imminent',
    source: '\\b(can not|will not|does not) stop (the )?bleeding\\b|\\bcut (too )?deep\\b|\\b(a lot of|so much|too much|lots of) blood\\b',
  },
  { id: 'attempt-now', tier: 'imminent', source: '\\b(i am|i am in the middle of) (doing it|killing myself|ending it)( now| right now)?\\b' },

  // Active: thoughts of suicide, intent, plan, method, self-harm behaviour.
  { id: 'self-verb', tier: 'active', source: `\\b(${SELF_VERBS}) myself\\b(?! in (the foot|work|my work|homework))` },
  {
    id: 'kill-self-dir',
    tier: 'active',
    source: '\\bi (should|will|am going to|might|could|want to|am about to|just might|need to|am gonna) (just )?kill yourself\\b',
  },
  { id: 'end-my-life', tier: 'active', source: '\\b(end|ending|take|taking|took) (my|my own) (own )?life\\b' },
  { id: 'commit-suicide', tier: 'active', ordinary: STUDY_FRAME, source: '\\b(commit|committing|attempt|attempting|attempted) suicide\\b' },
  {
    id: 'suicidal-self',
    tier: 'active',
    source:
      '\\b(i am|i have been|i feel|feeling|i felt|i was|i get|getting|i keep getting|i have|having) (so |really |very |pretty |kind of |a bit |super |extremely |always )?(suicidal|suicide thoughts|thoughts of suicide)\\b',
  },
  { id: 'suicidal-thoughts', tier: 'active', ordinary: STUDY_FRAME, source: '\\bsuicidal (thoughts|feelings|urges|ideas|ideation)\\b' },
  {
    id: 'think-about-suicide',
    tier: 'active',
    source: `\\b(${THINK}) (about|of) (suicide|dying by suicide|ending (it|it all|my life|everything|things(?! with))|taking my (own )?life|overdosing|hanging myself)\\b`,
  },
  {
    id: 'intent-end',
    gate: '\\b(end|suicide|tonight)\\b',
    tier: 'active',
    source: `\\b(${INTENT}) to (end it all|end it|end things|end everything|die by suicide|do it tonight)\\b(?! with| early)`,
  },
  { id: 'end-it-all', tier: 'active', source: '\\b(end|ending) it all\\b' },
  {
    id: 'how-id-do-it',
    gate: '\\bhow (i|to)\\b',
    tier: 'active',
    source:
      '\\b(thinking|thought|think|planned|planning|figured out|figuring out|decided|know exactly|worked out) (about |of )?how (i would|i will|i am going to|to|i could|i might|i should) (do it|end it|go)\\b',
  },
  { id: 'know-how', tier: 'active', source: '\\b(know|knew) (exactly )?how (i would|i will|i am going to|i could) (do it|end it)\\b' },
  {
    id: 'should-end-it',
    tier: 'active',
    source: '\\b(i|that i) (should|might as well|may as well|ought to|could) (just )?(end it|end it all|end everything|end my life)\\b(?! with)',
  },
  {
    id: 'jump-from-height',
    tier: 'active',
    source:
      '\\b(roof|rooftop|bridge|ledge|edge|building|balcony|cliff|window|tracks|overpass)\\b[a-z ]{0,40}\\b(jump|jumping)\\b(?! (on|in|into|at|rope|for joy))',
  },
  {
    id: 'have-a-plan',
    tier: 'active',
    source:
      '\\b(i have|i made|i have made|i got|i have got) (a|my) plan (to|for) (do it|end it|die|kill myself|how|my death|it)\\b|\\b(picked|chose|set) (a|the) date\\b',
  },
  {
    id: 'intent-means',
    gate: '\\b(take|taking|swallow|swallowing|overdose|overdosing)\\b',
    tier: 'active',
    source: `\\b(${INTENT}|${THINK}) (to |about |of )?(take|taking|swallow|swallowing|overdose|overdosing)( on)? (all|every|a bunch of|the whole|the rest of|enough|a handful of|lots of)( of)?( my| the| these| those| mom's| dad's)? ?(${MEANS}|bottle)\\b`,
  },
  {
    id: 'overdose-intent',
    tier: 'active',
    source: `\\b(${INTENT}|${THINK}) (to |about |of )?(overdose|overdosing)\\b(?! on (chocolate|sugar|candy|caffeine|coffee|netflix|tv|pizza|food|junk|cake|cookies|love|content|cuteness))`,
  },
  {
    id: 'jump-from',
    tier: 'active',
    source:
      '\\b(jump|jumping|throw myself|step|stepping) (off|from|in front of) (a |the |that |my )?([a-z0-9]+ )?(bridge|building|roof|rooftop|cliff|balcony|train|tracks|overpass|truck|bus|window|car|parking garage)\\b',
  },
  { id: 'noose', tier: 'active', source: '\\b(noose|rope)\\b[a-z ]{0,30}\\b(neck|myself|hang|tie it|ceiling|beam)\\b' },
  {
    id: 'means-use',
    tier: 'active',
    source: `\\b(${MEANS})\\b[a-z ]{0,40}\\b(think|thinking|thought) (about|of) using (it|them)\\b|\\b(gun|pistol|rifle|rope|noose)\\b[a-z ]{0,30}\\b(end (this|it|it all|my life|things)|kill myself|to die)\\b`,
  },
  {
    id: 'stockpile',
    tier: 'active',
    source: `\\b(stockpil[a-z]*|saving up|hoarding|collecting|stashing|storing up) (my |the |some |all my )?(sleeping )?(${MEANS})\\b`,
  },
  {
    id: 'only-option',
    tier: 'active',
    source:
      '\\b(suicide|dying|death|killing myself|ending it)\\b[a-z ]{0,20}\\b(only (option|way out|way|answer|choice|solution)|the answer|the solution)\\b',
  },
  { id: 'intent-suicide', tier: 'active', source: `\\b(${INTENT}) to (suicide|commit suicide)\\b` },
  {
    id: 'gun-self',
    tier: 'active',
    source: '\\b(gun|pistol|rifle)\\b[a-z ]{0,30}\\b(my head|myself|my mouth|my temple)\\b|\\bbuy(ing)? a gun (to|for) (end|myself|do it)',
  },
  { id: 'wrists', tier: 'active', source: '\\b(slit|slitting|cut|cutting|open) (my |both )?wrists?\\b' },
  {
    id: 'crash-car',
    tier: 'active',
    source:
      '\\b(drive|driving|crash|crashing|steer|swerve|swerving) (my car |the car )?(into|off) (a |the )?(wall|tree|bridge|cliff|oncoming traffic|truck|pole|river)\\b',
  },
  {
    id: 'self-harm-act',
    category: 'self_harm',
    tier: 'active',
    source: '\\b(i|been|started|keep|still|want to|urge to|urges to|relapsed|relapse|going to|need to|started to|back to)( on)? self harm\\b',
  },
  { id: 'self-harm-mention', category: 'self_harm', tier: 'passive', ordinary: STUDY_FRAME, source: '\\bself harm\\b' },
  {
    id: 'hurt-intent',
    category: 'self_harm',
    tier: 'active',
    source:
      '\\b(want|wanted|going|urge|urges|need|needed|tempted|thinking about|thought about|feel like|like|try|tried|trying|planning) (to )?(hurt|harm|cut|burn|punish|starve) myself\\b',
  },
  {
    id: 'cutting',
    category: 'self_harm',
    tier: 'active',
    source: '\\b(been|started|keep|still|i|relapsed|relapse and|back to) (cutting|burning) (myself|again|my (arms?|legs?|thighs?|skin|wrists?))\\b',
  },
  {
    id: 'feel-like-cutting',
    category: 'self_harm',
    tier: 'active',
    source: '\\b(feel like|want to be|thinking about|urge to|urges to|tempted to|tempted by) (cutting|burning)( myself| again|$)',
  },
  {
    id: 'farewell-letters',
    tier: 'active',
    source:
      '\\b(wrote|written|writing|left) (goodbye |farewell |final )?(letters|notes) (to|for) (my family|everyone|my kids|my parents|my friends)\\b|\\b(goodbye|farewell|final|last) (letters|notes|messages|texts|videos?) (to|for)\\b',
  },
  {
    id: 'self-injury',
    category: 'self_harm',
    tier: 'active',
    source:
      '\\b(cut|cutting|burn|burning|hurt|hurting|hit|hitting|scratch|scratching|punch|punching|starve|starving) myself (when|whenever|again|to cope|to feel|on purpose|every|because|so i)\\b|\\b(scratch[a-z]*|cut[a-z]*|burn[a-z]*|hit[a-z]*|punch[a-z]*|bang[a-z]*) (my )?(arms?|legs?|wrists?|skin|thighs?|head|stomach)\\b[a-z ]{0,20}\\b(bled|bleed|bleeding|blood|bruised?|scars?)\\b',
  },
  {
    id: 'research-ways',
    tier: 'active',
    source:
      '\\b(googl[a-z]*|search[a-z]*|look[a-z]* up|looked up|research[a-z]*|reading about|watching videos (on|about)) (ways|how|methods) to (die|kill myself|end it|end my life|overdose|hang myself)\\b',
  },
  {
    id: 'step-in-front',
    tier: 'active',
    source:
      '\\b(step|stepping|jump|jumping|throw myself|throwing myself|lie down|lying down|walk|walking) (in front( of (it|a train|the train|traffic|a car|a bus|a truck))?|onto the tracks|into traffic)\\b',
  },
  {
    id: 'go-through-with-it',
    tier: 'active',
    source: '\\b(go|going) through with it\\b|\\bgoing to do it this time\\b|\\bcounting down (the days )?(until|till) i\\b',
  },
  { id: 'means-tonight', tier: 'imminent', source: `\\b(${MEANS})\\b[a-z' ,]{0,40}\\b(tonight|today|right now) is the (night|day|time)\\b` },
  {
    id: 'cut-myself',
    category: 'self_harm',
    tier: 'active',
    source: '\\bcut myself (again|to (cope|feel)|on purpose|deliberately|when|every|last night|tonight)\\b',
  },
  {
    id: 'method-how',
    tier: 'active',
    source:
      '\\bhow (to|do you|do i|can i|could i|would i|should i) (kill myself|die painlessly|end my life|hang myself|overdose|slit|kill yourself)\\b',
  },
  {
    id: 'method-dose',
    tier: 'active',
    source:
      '\\b(lethal|fatal|deadly|toxic) (dose|amount|overdose|quantity)\\b|\\bhow (many|much) (of )?(my |the |these )?(pills|tablets|medication|antidepressants|sleeping pills|painkillers|tylenol|paracetamol|insulin)\\b[a-z ]{0,25}\\b(take|kill|die|fatal|overdose)\\b|\\bhow (many|much) [a-z ]{0,20}(would it take|does it take|to take|to swallow|before|until)[a-z ]{0,10}\\b(die|dying|kill|dead|fatal|overdose|od)\\b',
  },
  {
    id: 'method-best',
    tier: 'active',
    source:
      '\\b(painless|quick|quickest|easiest|easy|best|surest|most effective|fastest|least painful) (way|ways|method|methods) to (die|kill myself|end it|end my life|go|commit suicide)\\b',
  },
  { id: 'fall-height', tier: 'active', source: '\\bhow (high|far|tall)[a-z ]{0,25}(fall|jump|drop)\\b[a-z ]{0,20}\\b(die|kill|fatal|survive)' },
  {
    id: 'gave-away',
    tier: 'passive',
    ordinary: DEPARTURE_FRAME,
    source: '\\b(gave|giving|give) away (all )?(my|all my) (things|stuff|belongings|possessions|pets?)\\b',
  },
  { id: 'attempted', tier: 'active', source: '\\b(tried|attempted|try|trying) to (kill myself|end my life|end it|overdose|hang myself)\\b' },
  {
    id: 'decided-to-die',
    tier: 'active',
    source: '\\b(decided|made up my mind|it is time|i am ready) to (die|leave this world|say goodbye to (this|the) world)\\b',
  },

  // Lethality asked about a human body, however it is framed ("for a script", "asking for a
  // movie"): which is deadliest or surest for a person, where to aim, how long until someone
  // passes out, whether a poison is found afterwards. The framing does not change the answer a
  // person at risk would get, so the screen does not weigh it.
  {
    id: 'lethal-for-a-person',
    tier: 'active',
    source:
      '\\b(deadliest|most lethal|most deadly|most poisonous)\\b[a-z0-9 .,]{0,60}\\b(for|on|to) (a|the) (person|human|human being|body)\\b|\\b(most reliable|surest|quickest|fastest|most painless|least painful) (gun|caliber|round|bullet|poison|pills?|drug|method|way to die)\\b|\\b(for|on) (a|the) (person|human)( being)?,? not (a|the) (target|deer|animal)\\b|\\bwhere (do|should|would) (you|i|someone|one) (aim|point (it|the gun))\\b[a-z ,]{0,40}\\b(instant|instantly|die|dead|kill|fatal|it is over)\\b',
  },
  {
    id: 'pass-out-ligature',
    gate: '\\b(belt|rope|cord|scarf|ligature|neck|hanging|strangl)',
    tier: 'active',
    source:
      '\\bhow (long|fast|quickly)[a-z ]{0,30}\\b(pass out|black out|lose consciousness|go unconscious|die)\\b[a-z ]{0,20}\\b(belt|rope|cord|scarf|ligature|neck|hanging|strangl[a-z]*)\\b|\\b(belt|rope|cord|scarf|ligature)s? (around|round) (the|my|your|a) neck\\b',
  },
  {
    id: 'poison-undetected',
    tier: 'active',
    source:
      '\\b(antifreeze|poison|cyanide|arsenic|insulin|rat poison|ethylene glycol|an overdose)\\b[a-z ]{0,30}\\b(show up|shows up|detected|detectable|traceable)\\b|\\b(make|making) (it|this|my death) look like (natural causes|an accident|a heart attack)\\b|\\blook like (natural causes|i died in my sleep)\\b',
  },
  // A moment set for the act: "going to end it as soon as...", or resolve and a euphemism for
  // it ("i'm done. going to do it as soon as my roommate leaves").
  {
    id: 'end-it-when',
    tier: 'imminent',
    source:
      '\\b(going to|gonna|will|i will) (end it|end it all|end things|kill myself|go through with it) (as soon as|once|when|right after|after|the moment|the second|tonight|today|this (morning|afternoon|evening|weekend))\\b',
  },
  {
    id: 'resolved-do-it',
    tier: 'imminent',
    source:
      '\\b(i am done|i can not do this any ?more|i am ready|i have decided|it is decided|no more waiting)\\b[^a-z]{0,3}[a-z ]{0,20}\\b(going to|gonna|will) do it (as soon as|once|when|right after|after|the moment|the second|tonight|today)\\b',
  },
  {
    id: 'letters-ready',
    tier: 'imminent',
    source:
      '\\b(wrote|written|finished writing|finished|left) (the|my|all the|all my) letters\\b.{0,100}\\b(i am ready|it is time|i am done|goodbye)\\b',
  },

  // Medicine in quantity, by name as people write it ("took 20 of my clonazepam", "swallowed a
  // bottle of my mom's sleeping pills"): taken is imminent; asked about ("what happens if you take
  // 100 advil", "can you od on allergy meds", "i have 60 of my venlafaxine, is that enough") is a
  // means question, whatever the framing. An ordinary dose ("took 2 advil") is not a quantity.
  {
    id: 'took-overdose',
    gate: '\\b(took|swallowed|taken|downed|popped|chugged|drank|ate|downing|swallowing|chugging|popping|taking)\\b',
    tier: 'imminent',
    source: `\\b(took|swallowed|have taken|have swallowed|downed|popped|chugged|drank|ate|downing|swallowing|chugging|popping|taking) (something like |like |about |around |maybe |over |at least )?(all|a bunch|a lot|too many|way too many|the whole|a whole|an entire|the entire|a full|every|a handful|handfuls|[1-9]\\d+|a bottle|a box|a pack|two bottles|half (a|the|my) bottle|(my|his|her|my [a-z]+'?s|[a-z]+'s) (whole|entire)|(a|two|three|[1-9]\\d*) (weeks?|months?|days?)( worth)?)( of)?( my| the| these| those| her| his| my (mom|dad|mother|father|grandma|grandpa|sister|brother|roommate|wife|husband)'?s?| (mom|dad)'?s?)?( whole| entire)?( bottle| box| pack| supply| prescription| stash| strip| week'?s?| month'?s?| days'?| day'?s)?( worth)?( of)?( my| the)? ?([a-z]+ )?(${ANY_MEDICINE}|bottle|bottles)\\b(?! (this morning|today|on time|like (i am|i was|the doctor)|as prescribed|for (today|the day|the week)|with (food|breakfast|lunch|dinner)))`,
  },
  {
    id: 'dose-what-happens',
    gate: '\\bwhat (happens|would happen|will happen|happened)\\b',
    tier: 'active',
    source: `\\bwhat (happens|would happen|will happen|happened) (if|when) (you|u|i|someone|somebody|a person|people|one|he|she) (take|takes|took|swallow|swallows|swallowed|eat|eats|ate|drink|drinks|drank|mix|mixes|mixed) ([1-9]\\d+|a whole|the whole|an entire|all|a bottle|a box|a lot of|too many|a handful)( of)?( my| the| your| their| these)?( bottle of| box of| pack of)? ?${ANY_MEDICINE}\\b`,
  },
  {
    id: 'overdose-on',
    gate: '\\b(overdose|die|be killed|stop breathing) (on|from|off)\\b',
    tier: 'active',
    source: `\\b(can|could|do|does|would|will) (you|u|i|someone|somebody|a person|people|one|an adult) (overdose|die|be killed|stop breathing) (on|from|off) (my |the |your |too much |enough )?${MEDICINE_NAMES}\\b`,
  },
  {
    id: 'enough-medicine',
    gate: '\\benough\\b',
    tier: 'active',
    source: `\\b${ANY_MEDICINE}\\b[a-z0-9' ,.]{0,30}\\b(is (that|it|this) enough|would (that|it|this) be enough|will (that|it|this) be enough|enough to (kill|die|not wake up|never wake up|be fatal|be deadly|be lethal|stop (my|your|someone'?s|the) (heart|breathing)|end it|overdose))\\b|\\b(is|are|would|will|could) ([1-9]\\d*|that|this|these|those) ${ANY_MEDICINE}\\b[a-z ]{0,15}\\benough to\\b`,
  },
  {
    id: 'deadly-amount',
    gate: '\\b(deadly|fatal|lethal|dangerous)\\b',
    tier: 'active',
    // A dose for a pet ("how much chocolate is dangerous for a 40lb lab") is the vet's question.
    source:
      "(?<!\\b(dog|dogs|puppy|puppies|cat|cats|kitten|kittens|pet|pets|vet|horse|bird|birds|parrot|hamster|rabbit|fish|lab|labrador|retriever|terrier|poodle|chihuahua|plants?)\\b.*)(\\bhow (much|many)\\b[a-z0-9' ]{0,40}\\b(to be|would be|is|are|for it to be|before it is|until it is|to make it|does it take to be) (deadly|fatal|lethal|dangerous)\\b|\\b(deadly|fatal|lethal|dangerous) (amount|dose|level|quantity) (of|for|would)\\b)(?!.*\\b(dog|dogs|puppy|puppies|cat|cats|kitten|kittens|pet|pets|vet|horse|bird|birds|parrot|hamster|rabbit|fish|lab|labrador|retriever|terrier|poodle|chihuahua|plants?)\\b)",
  },
  {
    id: 'suffocation-and-gas',
    tier: 'active',
    source:
      "\\bexit bag\\b|\\b(plastic |a )?bag over (my|the|your|his|her|someone'?s|a person'?s) head\\b|\\b(carbon monoxide(?! (detector|detectors|alarm|alarms))|car exhaust|exhaust fumes|the engine running)\\b[a-z ,]{0,40}\\b(work|works|still work|fatal|deadly|lethal|enough to|how long)\\b",
  },
  {
    id: 'method-yourself',
    tier: 'active',
    source:
      '\\b(if|when) (you|u|someone|somebody|a person|people) (hang|hangs|drown|drowns|shoot|shoots|suffocate|suffocates|poison|poisons|overdose|overdoses) (yourself|urself|themselves|themself|himself|herself)\\b|\\b(how long|how fast|how quickly|does it hurt|is it painful|what does it feel like)\\b[a-z ,]{0,30}\\b(hang|hanging|drown|drowning|suffocate|suffocating|poison|poisoning) (yourself|urself|oneself|someone)\\b',
  },

  // A poison swallowed ("just chugged antifreeze", "drank a bunch of bleach"): imminent.
  {
    id: 'poison-taken',
    tier: 'imminent',
    source:
      '\\b(drank|chugged|swallowed|ate|took|downed|have drunk|have swallowed) (some |a bunch of |a lot of |a bottle of |a cup of |a glass of |the |half (a|the) bottle of )?(bleach|antifreeze|drain cleaner|rat poison|poison|pesticide|weed killer|lye|windshield fluid|cleaning fluid)\\b(?! (ivy|oak|sumac|control|center))',
  },
  // Self-injury as people describe it: carving, picking scars open, hitting, stabbing, burning
  // with something hot, "sh" as shorthand, and cutting that goes on ("i still cut").
  {
    id: 'self-injury-acts',
    gate: '\\b(carved|carve|carving|carves|picking|pick|picked|ripping|reopening|reopen|slapping|slap|punching|punch|hitting|hit|banging|bang|stabbing|stab|scratching|biting|burning|burn|used|using|put|putting|held|holding|self harming|sh|shing|self harm|cut|cutting|adding|add|added|barcode)\\b',
    category: 'self_harm',
    tier: 'active',
    source:
      "\\b(carved|carve|carving|carves) [a-z' ]{0,30}\\b(into|in|on) my (arms?|legs?|wrists?|skin|thighs?|ankles?|stomach|hips?|chest)\\b|\\b(picking|pick|picked|ripping|reopening|reopen) (at )?(open )?my (old )?(scars|cuts|scabs|wounds)\\b|\\b(to )?reopen (them|my scars|my cuts|the cuts)\\b|\\b(slapping|slap|punching|punch|hitting|hit|banging|bang|stabbing|stab|scratching|biting|burning|burn) (myself|my (own )?(head|face|arms?|legs?|thighs?|wrists?|skin|stomach))\\b(?! ((on|against|into) (the|a|my) (cabinet|cupboard|door|doorframe|shelf|table|counter|ceiling|car door|bunk|beam|sink|dresser|desk|corner|pole|bed frame|headboard)|by accident|accidentally|while|when i (tripped|fell|stood up)))|\\b(used|using|put|putting|held|holding) (a |the )?(hot |heated )?(spoon|lighter|iron|curling iron|knife|pen|compass|needle|pins?|razor|blade|cigarette|match|matches)\\b[a-z ]{0,20}\\b(on|into|under|against) my (arms?|legs?|wrists?|skin|thighs?|ankles?|stomach|fingernails)\\b|\\b(been |started |keep |still |i )(self harming|sh'? ?ing|self harm)\\b|\\bi (still|never stopped|can not stop|keep) (cut|cutting)\\b(?! (my|your|his|her|the|a|it|them|class|classes|school|back|corners|coupons|out|off|down|in|up|people|ties|hair|grass|onions|bread|carbs|sugar|costs|lines|through))|\\b(adding|add|added) (more )?(scars|cuts|lines)\\b|\\bcut first\\b|\\b(my arms|my legs|my wrists) look like a barcode\\b",
  },
  // A plan made ("planning my exit", "a list of ways to do it", "a plan and a backup plan").
  {
    id: 'plan-made',
    gate: '\\b(planning|ways|plan|notes|life|existence|world|turn|turning|point|pointing|closer|first time)\\b',
    tier: 'active',
    source:
      '\\bplanning my (final )?(exit|death|suicide|way out|last day)\\b(?! (from|at|out of) (the |this |my |our )?(company|job|work|team|role|position|industry|lease|apartment|band|club|group|firm|school|program|party|relationship|marriage)| strategy| interview| package)|\\b(list|notes) of ways to (do it|die|end it|kill myself)\\b|\\bi have a (whole |real |full |detailed )?plan and\\b|\\ba plan and a backup plan\\b|\\b(how people do it)\\b[a-z ,.]{0,20}\\b(taking notes|notes)\\b|\\b(log|logging|sign|signing|check|checking|clock|clocking) (off|out) (from|of) (life|this life|existence|the world)\\b|\\b(turn|turning|point|pointing) (it|the gun|the rifle|the pistol) (around|on myself|at myself)\\b|\\bgetting closer to (actually )?doing it\\b|\\bmake sure it works the first time\\b',
  },
  {
    id: 'walking-into-water',
    tier: 'imminent',
    source:
      "\\b(walking|going|wading|walked) (into|in to) the (lake|river|ocean|sea|water|bay)\\b[a-z ,.']{0,40}\\b(now|can not swim|do not try|goodbye|tonight|nobody is|no one is|nobodys)\\b",
  },
  // Passive wishes as people put them: disappointed to wake, envying the dead, hoping for an
  // illness or an accident to end it.
  {
    id: 'sorry-to-wake',
    tier: 'passive',
    source:
      '\\bi hate (that i )?(woke up|waking up|wake up)\\b|\\b(disappointed|upset|angry|sad) (that )?i (woke up|did|am still (here|alive)|survived)\\b|\\bi hate that i am still (here|alive)\\b|\\benvy the dead\\b|\\b(hoping|hope|wish|wishing|pray|praying) (that )?(i get sick enough|i get (cancer|a terminal)|something (happens|would happen|bad happens) to me|(a|the) (car|bus|truck|plane)[a-z ]{0,20}(hits me|hit me|went down|goes down|crashes)|it ends on its own)\\b|\\beternal sleep (sounds|would be|seems)\\b|\\b(an excuse|a reason) to be done\\b',
  },

  // At a height or by water, with a second word that says why ("i'm on the golden gate. i'm so
  // tired", "at the pier. the water's really dark"); means made ready ("the bottle's open", a cord
  // tied to a rod, an insulin pen emptied).
  {
    id: 'at-a-place-now',
    tier: 'imminent',
    source:
      "\\bi am (on|at|up on|standing on|sitting on|by|parked (by|at|near|on)) (the )?(golden gate|pier|roof|rooftop|overpass|top floor|parking garage|quarry|cliffs?|dam|bridge|river|lake|tracks|train tracks)\\b[a-z ,.']{0,40}\\b(so tired|let go|jump|dark|done|goodbye|bye|no one|nobody|ready|cold|peaceful|alone|it is time)\\b(?<!\\b(with (my|the|our|a)|kids|friends|family|fixing|working|cleaning|repairing|lunch|dinner|picnic|vacation|trip|photos|pictures|fishing)\\b.*)|\\bhigh up\\b[a-z ,.']{0,20}\\b(let go|jump)\\b|\\babout to (cross|walk onto|step onto|walk into|step into|run into) (the )?(highway|freeway|traffic|tracks|train tracks)\\b",
  },
  {
    id: 'means-made-ready',
    tier: 'imminent',
    source:
      "\\b(the bottle('s| is) open|opened the bottle)\\b[a-z ,.']{0,30}\\b(do it|going to|now|ready)\\b|\\b(i am )?(actually )?going to do it[a-z ,.']{0,10}\\bthe bottle('s| is) open\\b|\\btied (the|a|my) (cord|rope|belt|sheet|scarf) (to|around) (the|my|a) (closet|rod|beam|ceiling|door|railing|banister|fan)\\b|\\bemptied (my|the|an|his|her) (insulin|insulin pen|pen|syringe)\\b",
  },

  // Affairs put in order, things handed on and goodbyes that say so without saying why ("won't
  // need it much longer", "he'll understand later", "make sure someone feeds my cat", "told her
  // it's just for a week. it's not", "no one gets stuck with my debts after me").
  {
    id: 'farewell-arranged',
    tier: 'active',
    source:
      "\\b(will not|won't|wont|do not|am not going to) need (it|them|this|these|that|anything) (much |for much )?(longer|anymore|any more|where i am going)\\b|\\b(he|she|they)( will|'ll) understand (later|one day|someday|eventually|soon|when i am gone)\\b|\\b(it was|it has been|it is been|been|was) (nice|good|great) knowing (you|u|y'all|everyone|everybody|all of you)\\b|\\b(not|never) (be|going to be|gonna be) a (problem|burden|bother) (for )?(much|any) longer\\b|\\b(make sure|please make sure|can you make sure) (someone|somebody|my [a-z]+) (feeds|takes care of|walks|looks after|gets) my (cat|dog|pets?|fish|kids?|bird)\\b(?![a-z ,.']{0,40}\\b(vacation|trip|out of town|this weekend|next week|traveling|travelling|business|conference|visiting|away for))|\\btold (her|him|them|everyone) (it is|it's|its|i am) (just|only) (for a|going on a) (week|few days|little while|trip|long trip)\\b[a-z ,.]{0,10}\\b(it is not|its not|it isn't|i am not|not really)\\b|\\b(long trip)\\b[a-z ,.]{0,20}\\b(i am not|not really)\\b|\\b(no one|nobody|anyone)\\b[a-z ]{0,20}\\b(gets stuck|is stuck|has to deal|have to deal|has to clean|have to clean)\\b[a-z ]{0,30}\\bafter (me|i am gone|i go|i die)\\b|\\bclean(ing)? (up|everything up) before i go\\b|\\b(getting|got) (my )?affairs in order\\b|\\bgiv(e|ing)[a-z ]{0,30}away\\b[a-z ,.]{0,30}\\b(getting ready|i am ready|will not need|won't need)\\b",
  },
  {
    id: 'last-night',
    tier: 'imminent',
    source:
      '\\b(this is |tonight is )?my last (night|day) (on earth|alive|here|on this earth)\\b|\\b(thank you|thanks|ty) for everything\\b[a-z ,.]{0,30}\\b(time for me to go|i am ready to go|it is time)\\b(?! (to|and|home|back|out|for|get)\\b)',
  },

  // Asking about means with no feeling stated: passive alone, active with a stressor (screen.ts).
  {
    id: 'tall-places',
    tier: 'passive',
    research: true,
    source: '\\b(tallest|highest) (bridges?|buildings?|cliffs?|parking garages?)\\b|\\b(bridges?|buildings?|cliffs?) (taller|higher) than\\b',
  },
  {
    id: 'means-research',
    tier: 'passive',
    research: true,
    source:
      '\\b(where (can|could|do) i (buy|get) (a gun|rope|a rope|pills|sleeping pills))\\b|\\bhow (long|much) (does|would) it (hurt|take) to (drown|bleed|hang|die)\\b',
  },
];
