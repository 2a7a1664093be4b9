import { DEPARTURE_FRAME, HYPERBOLE_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * Risk told by what a person does, keeps or asks rather than by its name: a method asked about
 * with a story or a job around it, self-injury by the act, food refused, a weapon kept close, a
 * date set for "it", things handed on, a hurt planned in everyday words. Each class recurred in
 * the phrasing of writers the classifier had not read (npm run safety:train -- --writer-out
 * train-6, docs/decisions/010); each has its look-alikes in test/safety/acts.test.ts.
 * Sources are unsqueezed and read normalised text (normalize.ts: "i am", "do not", "can not").
 */

/** Means a lethality question is asked about. */
const MEANS =
  '(pesticide|insecticide|herbicide|paraquat|poisons?|rat poison|antifreeze|bleach|cyanide|arsenic|potassium|insulin|fentanyl|heroin|opioids?|oxy(codone|contin)?|tylenol|acetaminophen|paracetamol|ibuprofen|advil|aspirin|benadryl|xanax|ambien|melatonin|sleeping pills|pills|meds|medication|prescriptions?|wellbutrin|digoxin|lithium|gabapentin|seroquel|lexapro|zoloft|prozac|helium|carbon monoxide|exhaust|noose|hanging|a fall|falling|jumping|a jump|drowning|water|a gunshot|a bullet|a gun|a whole bottle|the whole bottle|patches|underwater|under water|breath)';

/** What the question asks of the means: death, or harm no one survives. */
const LETHAL =
  "(kill (you|a person|someone|somebody|me|a human|an adult)|toxic (threshold|dose|level|amount)|die|dying|dead|death|fatal|lethal|overdose|od|(organs?|liver|kidneys?|heart) (starts? |starting |begins? )?(to )?(fail|failing|shut down|shutting down|give out|giving out)|liver (damage|failure)|kidney failure|stop (a|your|the|my|someone's|a person's) heart|cause a seizure|no return|can not (save|revive|help) (you|them|someone)|not (survive|wake up)|never wake up|survival rate|survive (it|that|the fall|a fall)|drown|on impact|bleed out|paralyze|do anything to a (human|person))";

/** Words that ask: a question, a threshold, a confirmation. */
const ASKS =
  '(confirm|need to know|how (much|many|long|high|far|cold|fast|quickly|soon)|what (is|are|would|dose|amount|height)|which|would|could|can|does|do|is it true|will|at what|after how|max|maximum|threshold|enough|before|until|quick q|question|curious|wondering|asking)';

/** Asked for an animal, a pest, a plant or a child in one's care. */
const NOT_A_PERSON =
  '^(?!.*\\b(to|for|on|kill) (a|an) (human|person|adult|grown)).*\\b(my (kid|kids|child|toddler|baby|infant|son|daughter)|dogs?|cats?|puppy|puppies|kittens?|pets?|birds?|parrots?|hamsters?|rabbits?|fish|horses?|mice|rats|weeds|bugs|ants|roaches|pests|plants?|tank|garden|lawn|vet)\\b';

/** A superlative asked of a means: a job or a story around it does not make the method harmless. */
const SUPERLATIVE =
  '(best|quickest|fastest|easiest|surest|least painful|least messy|cleanest|most painless|most reliable|most dangerous|deadliest|most lethal|most effective)';

export const ACT_PATTERNS: RiskPattern[] = [
  // A lethality question about a means, whatever the wrapper: "max dose of ibuprofen before your
  // organs start failing", "how much potassium would stop a heart", "point of no return with a
  // tylenol od". Not of a pet or a pest ("how much chocolate is toxic to my dog").
  {
    id: 'lethality-question',
    gate: '\\b(how long|pesticide|insecticide|herbicide|paraquat|morphine|poisons?|rat poison|antifreeze|bleach|cyanide|arsenic|potassium|insulin|fentanyl|heroin|opioids?|oxy|oxycodone|oxycontin|tylenol|acetaminophen|paracetamol|ibuprofen|advil|aspirin|benadryl|xanax|ambien|melatonin|sleeping pills|pills|meds|medication|prescriptions?|wellbutrin|digoxin|lithium|gabapentin|seroquel|lexapro|zoloft|prozac|helium|carbon monoxide|exhaust|noose|hanging|fall|falling|jumping|jump|drowning|water|gunshot|bullet|gun|bottle|patches)\\b',
    tier: 'active',
    ordinary: NOT_A_PERSON,
    source: `\\b${ASKS}\\b[a-z0-9 ,'.]{0,60}\\b${MEANS}\\b[a-z0-9 ,']{0,50}\\b${LETHAL}\\b|\\b${ASKS}\\b[a-z0-9 ,']{0,40}\\b${LETHAL}\\b[a-z0-9 ,']{0,30}\\b(with|from|of|on|for) (a |an |the |my |his |her )?${MEANS}\\b|\\b(fentanyl|patches|pills|meds|medication|prescriptions|opioids|oxycodone|morphine)\\b[a-z ]{0,10}\\bstill work\\b|\\b(how long|how soon)\\b[a-z ]{0,30}\\b(a body|my body|bodies) (to be |is |gets )?found\\b|\\b(which|what) (ones|pills|meds|medication) (are|is) (the )?strong(est)?( ones?)?\\b|\\bhow long (without|with no|no) (food|water|eating|drinking)\\b[a-z ,]{0,30}\\b(before|until) (the body|your body|you|i|a person|someone) (stop|stops|die|dies|shut|shuts)\\b`,
  },
  // A superlative asked of a means ("the best vein to cut", "quickest acting poison", "most
  // dangerous combo of common prescriptions"), a how-to for a ligature, a poison gas mixed.
  {
    id: 'method-superlative',
    ordinary: NOT_A_PERSON,
    gate: '\\b(veins?|artery|arteries|poisons?|pills?|overdose|combo|combination|mix|way|noose|hanging|drowning|bleeding|jumping|gunshot|carbon monoxide|gas|drugs?|once|stockpile|stockpiling|hoard|hoarding)\\b',
    tier: 'active',
    source: `\\b${SUPERLATIVE} [a-z -]{0,14}\\b(veins?|artery|arteries|poisons?|pills?|overdose|combo|combination|mix) (to|of|you|for|that|i|in)\\b|\\b${SUPERLATIVE} way to do it\\b|\\b${SUPERLATIVE} way (out of (life|here|this world)|to come with you|to not exist)\\b|\\b(only|just) need (it|one|them) to work once\\b|\\b(stockpile|stockpiling|hoard|hoarding) (my |the |some )?(prescriptions|pills|medication|sleeping pills|painkillers)\\b|\\bhow (do|would|could|can|does) (you|people|i|someone|one) (make|tie) a noose\\b|\\b(make|tie|tying|making) a noose\\b(?![a-z ,]{0,40}\\b(history|lynching|museum|halloween|decoration|prop|knot (class|book)))|\\b(is it true|is|does) (that )?(hanging|drowning|bleeding out|an overdose|jumping|a gunshot|carbon monoxide)( is| really)? (quick|painless|fast|instant|peaceful|hurt)\\b|\\b(mix|make|combine|mixing|making|combining)\\b[a-z ]{0,30}\\b(poison(ous)?|toxic|deadly|chlorine) gas\\b(?![a-z ,]{0,30}\\b(accident|by mistake|cleaning))|\\b(poisons?|drugs?|overdose)\\b[a-z ]{0,20}\\b(hardest|hard|impossible) to (detect|trace|find)\\b`,
  },
  // A drinkable poison tasted or drunk ("does antifreeze taste sweet enough that you could drink a lot").
  {
    id: 'poison-drunk',
    gate: '\\b(antifreeze|bleach|rat poison|weed killer|drain cleaner|lighter fluid|pesticide|insecticide|paraquat)\\b',
    tier: 'active',
    ordinary: NOT_A_PERSON,
    source:
      '\\b(antifreeze|bleach|rat poison|weed killer|drain cleaner|lighter fluid|pesticide|insecticide|paraquat)\\b[a-z ,]{0,40}\\b(drink|drank|swallow|taste|tastes|sip)\\b|\\b(taste|notice|smell) (the |some )?(antifreeze|bleach|rat poison|weed killer|drain cleaner|lighter fluid)\\b|\\b(drink|drinks|drank|swallow|swallowed|sip) (some |the |a )?(bottle of |cup of |glass of )?(antifreeze|bleach|rat poison|weed killer|drain cleaner|lighter fluid|pesticide|insecticide|paraquat)\\b',
  },

  // Self-injury told by the act: "i cut tonight", "cutting helps me sleep", "pins under my
  // fingernails", "ice and salt on my wrist", "the hot iron on my arm", rubber bands that welt.
  {
    id: 'cut-act',
    negatable: false,
    gate: '\\b(cut|cutting|cuts|scars|marks|burns|wounds|sh|self harm)\\b',
    category: 'self_harm',
    tier: 'active',
    source:
      '\\b(i|i am|i have|i had|been|started|start|keep|kept|urge to|want to|wanted to|need to|needed to|first time|relapsed and|so i|and i)( just| still| really| finally| never really)? (cut|cutting)(?=$|[.,!?;]| (again|tonight|today|yesterday|last night|this (morning|week|year)|for (the first|years|months|weeks|a (while|year|month|week))|since|when|whenever|after|before|and|but|so|because|bc|cause|in ([0-9]|[a-z]+ grade|high school|middle school|college)|at night|every|deeper|myself|my (arms?|legs?|thighs?|wrists?|skin|stomach|hips?)|next to|on my|to cope|to feel|lol|anymore|a lot|more|badly|deep|there|is|was|helps|right now|now)\\b)|^(cutting|burning myself|cut myself)( again)?( right now| now| tonight| today)\\b|\\b(cutting|self harm|sh)( is| was)? (helps|help|makes me|calms|is the only|was the only|keeps me)\\b|\\b(proud of|hiding|hide|cover up|covering) my (cuts|scars|burns|wounds)\\b|\\b(fresh|new|deep) (cuts|burns) (on|in) my\\b|\\b(cuts|scars|marks|burns)\\b[a-z ,.]{0,40}\\b(keep adding|adding more|add more|added more|added another)\\b|\\brelapsed (on|with|into) (sh|self harm|cutting|self injury)\\b',
  },
  {
    id: 'injury-acts',
    gate: '\\b(needle|scissors|compass|sharpener|use|used|using|long sleeves|hoodies?|sweaters?|bracelets?|lied|said|told|razors|blades|outside|pins?|needles?|staples?|tacks?|thumbtacks?|salt|iron|curling iron|lighter|match|cigarette|pan|spoon|knife|stove|straightener|rubber bands?|hair ties?|scratched|scratching|wrote|etched|carved|banging|bang|banged|hitting|hit|punching|punched|slamming|slammed|pain|sting|burn|see|do it|what i|cat|dog|kitten|puppy|i do them|i do it)\\b',
    category: 'self_harm',
    tier: 'active',
    source:
      "\\b(pins?|needles?|safety pins?|staples?|thumbtacks?|tacks?) (under|into|in) my (nails|fingernails|skin|arms?|legs?|thighs?|wrists?)\\b|\\b(ice (cubes? )?and salt|salt and ice)\\b|\\b(press|pressed|pressing|hold|held|holding|touch|touched|put|putting)\\b[a-z ]{0,12}\\b(iron|curling iron|straightener|lighter|match|cigarette|pan|spoon|knife|stove) (on|to|against|into) my (arms?|legs?|skin|wrists?|thighs?|hands?|stomach|hips?)\\b|\\b(snap|snapping|snapped) (a |the |my )?(rubber bands?|hair ties?)\\b[a-z ,.']{0,40}\\b(too hard|welts?|bleed|bleeds|marks?|bruises?)\\b|\\b(rubber bands?|hair ties?)\\b[a-z ,.']{0,30}\\bsnap[a-z]*\\b[a-z ,.']{0,30}\\b(too hard|so hard|welts?|bleed|bleeds|marks?|bruises?)\\b|\\b(scratched|scratching|wrote|etched|carved) (the word )?[a-z \"']{0,20}\\b(into|in|on) my (arms?|legs?|wrists?|skin|thighs?|stomach|hips?)\\b|\\b(banging|bang|banged|hitting|hit|punching|punched|slamming|slammed) (my )?(fists?|hands?|head) (on|against|into) (my (head|face|legs|thighs)|the wall|walls|the steering wheel|the floor)\\b[a-z ,.']{0,40}\\b(til|until|so hard|till|concussion|bruise|stars|pain|thoughts|stop|freaking out|every time|when i)\\b|\\b(just|only) (for|to feel) the (pain|sting|burn)\\b|\\bto feel the (sting|pain|burn)\\b[a-z ,.']{0,30}\\bhow that sounds\\b|\\b(places|where) (no one|nobody|she|he|they|people|my (mom|dad|parents|therapist|doctor)) (can not|will not|would not|does not|do not) see\\b|\\b(moved|switched|changed) where i do it\\b|\\bwhat i (do|did|have done) to (them|myself|my (arms|legs|wrists|thighs|skin|body))\\b(?![a-z ]{0,20}\\b(procrastinat|spending|eating|sleep))|\\b(scars|scratches|marks|cuts|burns|bruises)\\b[a-z ,.']{0,30}\\b(are not|were not|not) from (a|my|the) (cat|dog|kitten|puppy)\\b|\\bfrom my (cat|dog)( lol)?[ ,.]+(they are not|theyre not|they were not|not really)\\b|\\bi do (them|it) (at night|when (i am|no one|nobody)|to myself)\\b|\\b(long sleeves|hoodies?|sweaters?|bracelets?)\\b[a-z ,.']{0,40}\\b(you know why|so (no one|nobody) (sees|can see|notices|asks))\\b|\\b(scars|marks|cuts|burns|bruises)\\b[a-z ,.']{0,50}\\b(lied|said|told [a-z]+)\\b[a-z ,']{0,20}\\b(it was|they were|they are|it is|from) (my |the |a )?(cat|dog|kitten|gardening|rose ?bush|an accident|cooking|the oven)\\b|\\b(bought|got|have|buying|picked up|grabbed|ordered) (new |some )?(razors|blades)\\b[a-z ,.']{0,40}\\b(on my desk|in my room|next to me|under my|in my drawer|by my bed)\\b|\\bpain (on the )?outside match(es)? (the pain )?(on the )?inside\\b|\\b(use|used|using) [a-z' ]{0,25}\\b(needle|pin|razor|blade|knife|lighter|scissors|compass|sharpener) on my (legs?|arms?|skin|wrists?|thighs?|stomach|hips?)\\b",
  },
  // Food refused as punishment or control: "less than 300 a day", "still restricting", "nothing
  // but ice for days", "eating makes me feel like i failed".
  {
    id: 'food-refused',
    gate: '\\b(eat|eaten|threw up|anything but|lost|dropped|day|restricting|ed|eating disorder|anorexia|bulimia|nothing but|only|kept|keep|eating|food|meals?|deserve|earned|myself|purge|purging|purg)',
    category: 'self_harm',
    tier: 'active',
    source:
      "\\b(less than|under|only|barely|maybe) ([1-9][0-9]|[1-7][0-9][0-9]) (calories |cals |kcal )?(a|per) day\\b|\\b([1-9][0-9]|[1-6][0-9][0-9]) (calories|cals|kcal) (a|per) day\\b|\\b(still|been|keep|started|start|back to) restricting\\b|\\brestricting (again|more|food)\\b|\\bmy (ed|eating disorder|anorexia|bulimia) is back\\b|\\b(anything but|nothing but|only) (ice|black coffee|water|diet (coke|soda)|gum|celery|coffee)\\b[a-z ]{0,10}\\b(for|since) [a-z0-9 ]{0,12}\\b(days|weeks|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|\\b(have not|has not|not) (kept|been able to keep) (food|anything) down\\b[a-z ]{0,20}\\b(days|weeks)\\b(?![a-z ,]{0,30}\\b(flu|bug|virus|stomach bug|food poisoning|chemo|pregnan))|\\b(eating|food|meals?) makes? me feel like (i|a) (failed|failure)\\b|\\b(do not|did not) deserve (to eat|food|dinner|lunch|breakfast)\\b|\\b(i )?(earned|deserve) (it|not eating|the hunger|to starve)\\b[a-z ,.]{0,20}\\b(not eating|hungry|hunger|starv)|\\b(make|made|making) myself (throw up|sick|vomit|puke)\\b(?![a-z ,]{0,30}\\b(food poisoning|bad (shrimp|food|sushi)|poison control|swallowed))|\\b(lost|dropped) [0-9]+ (lbs|pounds|kg|kilos)\\b[a-z0-9 ,.']{0,30}\\b(barely eating|not eating|starving|skipping meals|restricting)\\b|\\b(do not|did not|have not|not) eat(en)? (since|for|in) ([0-9]+|two|three|four|five|six|several|a few) (days|weeks)\\b[a-z ,.']{0,30}\\b(on purpose|feel empty|empty|deserve|fat|disgusting|punish)|\\bthrew up (dinner|lunch|breakfast|my (food|dinner|lunch|breakfast|meal)|everything( i ate)?|what i ate) again\\b(?![a-z ,.']{0,40}\\b(flu|bug|virus|sick|pregnan|morning sickness|food poisoning|chemo))|\\b(binge|binging|bingeing) and purg(e|ing)\\b|\\b(started|been|keep|still|back to) purging\\b",
  },

  // A weapon kept close or a date set for "it": "moved my dad's pistol to my room", "gonna do
  // it when everyone goes on vacation", "going to take my whole prescription the day my lease ends".
  {
    id: 'weapon-close',
    gate: '\\b(gun|pistol|revolver|rifle|shotgun|handgun|firearm)\\b',
    tier: 'active',
    ordinary: '\\b(safe|lockbox|gun safe|locked up|lock it up|hunting (season|trip|with)|range|deer|to clean it)\\b(?![a-z ]{0,3}")',
    source:
      "\\b(gun|pistol|revolver|rifle|shotgun|handgun|firearm)\\b[a-z ,.']{0,40}\\b(moved it|put it|keep it|kept it|hid it|hiding it|sleep with it|brought it) (to|in|under|next to|by) my (room|bed|pillow|nightstand|car|backpack|bag|desk)\\b|\\b(moved|put|hid|keep|brought) (my |his |her |the |my [a-z]+'?s? )?(old )?(gun|pistol|revolver|rifle|shotgun|handgun) (to|in|under|next to|into) my (room|bed|pillow|nightstand|car|backpack|bag)\\b|\\b(i have|i got|there is) (my |his |her |a |the |my [a-z]+'?s? )?(old )?(gun|pistol|revolver|rifle|shotgun|handgun)\\b[a-z ,.']{0,40}\\b(all i (can )?think about|keep looking at it|keep thinking about it|only thing i think about)\\b",
  },
  {
    id: 'date-for-it',
    gate: '\\b(do it|end it|go|take them all|take all of them) (when|after|once|the day|on the day|before|the night)\\b|\\b(whole|entire|every|each|od|overdose|eventually|someday|one day|time i|crash|wreck|drive|driving|steer|steering|swerve|swerving|hotel|motel|checking out|stay|staying|live|living|ending|end things|only|tried|attempted|not going to|not gonna|rehears|imagin|pictur|the means|snow|woods|forest|this|next|plan|nerve|come back|return|planning|safe|try|everything|official|date|planned|stuck|after)',
    tier: 'active',
    source:
      "\\b(i am|i will|i) (going to|gonna|will|plan to|planning to) (do it|end it|go|take them all|take all of them) (when|after|once|the day|on the day|before|the night) [a-z0-9 ']{0,40}\\b(everyone|nobody|no one|my (parents|roommate|roommates|family|wife|husband|mom|dad|kids|son|daughter)|the kids|lease|month|birthday|anniversary|christmas|thanksgiving|graduation|holidays|vacation|divorce|trial|funeral|semester|school year|paycheck|insurance|so i do not (ruin|spoil|mess up))\\b|\\b(take|swallow|swallowing|taking|down|downing) (my |the |all my |all the )?(whole|entire) (prescription|bottle|supply|stash|refill)\\b|\\b(swallowing|swallow|take|taking|down|downing) (every|each) (pill|tablet|capsule) (i own|i have|in (the|this|my) (house|apartment|cabinet))\\b|\\b(going to|gonna|i will|plan to|planning to|want to) (od|overdose)\\b[a-z ,.]{0,20}\\b(eventually|soon|one day|someday|deciding|just deciding|on what)\\b|\\bi know i am (going to|gonna) do it (eventually|one day|someday|soon)\\b|\\bi am (going to|gonna) do it (eventually|one day|someday)\\b|\\b(third|next|this) time i (will|would|am going to|am gonna) (get it right|do it right|make sure|not fail)\\b|\\b(planning|plan|going|gonna|want|wanted) to (crash|wreck) (my|the) car\\b|\\b(crash|crashing|drive|driving|steer|steering|swerve|swerving) (my car |the car )?(into|off) (a |the )?(overpass|median|barrier|guardrail|pillar|semi|embankment|bridge pillar|concrete)\\b|\\b(hotel|motel)\\b[a-z ,.]{0,30}\\b(never check out|not check out|will not be checking out)\\b|\\b(i am )?checking out (at (sunrise|dawn|midnight|sunset)|for good|tonight|permanently)\\b|\\b(stay|staying|live|living) or (go|going|leave|die)\\b[a-z ,.']{0,40}\\b(leaning|decided|choosing|picking) (towards? )?(go|going|leave|leaving|die|dying)\\b|\\b(ending|end) things\\b(?! with| between| off| on a| for (him|her|them|us))[a-z ,]{0,30}\\b(once|when|after|before)\\b|\\b(serious|real|a lot of) thought to (ending|end) things\\b(?! with)|\\bonly (reason|thing) (i have not|i haven't|i did not|keeping me from|stopping me from|that keeps me from|that stops me from) (done it|doing it|killed myself|ended it|gone through with it|gone)\\b|\\b(tried|attempted) (once|before|twice|in (19|20)[0-9][0-9])\\b[a-z0-9 ,.']{0,60}\\b(same (kind of )?plans|making plans|planning again|feel exactly like)\\b|\\bnot (going to|gonna) (do it|kill myself|end it) (today|tonight|yet|this week)\\b[a-z ,.']{0,10}\\b(just|but)\\b|\\b(rehears|imagin|pictur)[a-z]*\\b[a-z ,.']{0,40}\\b(who would find me|where i would (do it|sit|go)|what i would (take|use|write))\\b|\\bi have the means\\b|\\b(a|the|my) date (picked out|picked|chosen|set)\\b(?![a-z ,]{0,25}\\b(for|wedding|party|trip|move|surgery|court|closing|interview|launch|release|dinner|movie))|\\bthis time i (will |am going to )?(finish|end|do) it\\b|\\b(got it|have it|it is all|all) planned (for|out)\\b[a-z ,.']{0,50}\\b(so (my [a-z]+|no one|nobody)|not stuck|stuck with)\\b|\\b(so|that) (my [a-z]+|nobody|no one) (is not|will not be|is not going to be) stuck with\\b|\\bafter (my|the) [a-z ]{0,20}(birthday|wedding|holidays|christmas|graduation) i (go|will go|do it|leave)([.!,]|$)|\\b(going to|gonna) do it (this|next) (weekend|week|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\\b|\\b(this is|next (week|month) is) the (week|month|day|year|weekend) i (finally )?(do it|end it|go through with it|kill myself)\\b|\\bmy plan is (ready|set|done|made|in place)\\b|\\bi (just )?need (the|to find the|to work up the) nerve\\b|\\b(go|drive|walk|head|going|driving|walking|heading) [a-z ]{0,25}\\band (not|never) (come back|return)\\b|\\bplanning my own (death|suicide)\\b|\\b(tried|attempted) (last|this) (year|month|week|summer|winter|spring|fall)\\b[a-z ,.']{0,30}\\b(try again|do it again|again)\\b|\\b(not|never) (feel |feeling )?safe (with|around|from|by) myself\\b|\\b(do not|please do not) try (to )?(stop me|talk me out of (it|this)|talk me down|save me|find me|change my mind)\\b(?! (from|getting|eating|buying|having|ordering))|\\b(i have|got) everything (i need )?(set aside|ready|gathered|stashed|hidden)\\b[a-z ,.']{0,30}\\b(under my bed|in a box|in my (closet|drawer|car))\\b|\\bmight as well make it official\\b|\\b(lie|lying|lay|laying) down in the (snow|cold)\\b|\\b(walk|walking|go|going|wander|wandering) (out )?into the (woods|snow|forest)\\b[a-z ,.]{0,20}\\b(lie|lying|lay|laying) down\\b",
  },
  // Things handed on and a goodbye only the writer knows is one: "can you take care of my cat for
  // me", "she can have my car. she thinks i'm moving", "said my goodbyes today. nobody knew".
  {
    id: 'handed-on',
    // A trip, a surgery or a divorce is an everyday reason to say who gets what.
    gate: '\\b(take care of|look after|feed|walk|watch|can have|can keep|leaving everything|goodbyes|knew|deal with|clean up|find|handle|affairs|ashes|how this ends|how it ends|how my story|happy at the end|one more time|one last time|pay rent|pay bills|last thing|be sad|cry|blame|finds a|gets a|here|around|make sure|letting|let|argues|fights|know why|rest|will|away|happen|happens|gets)\\b',
    tier: 'active',
    ordinary: `${DEPARTURE_FRAME}|\\b(surgery|flight|deployment|travel|procedure|divorce|split|breakup|estate|yard sale)\\b`,
    source:
      "\\b(can|could|will|would) you (please )?(take care of|look after|feed|walk|watch) my (cat|dog|pets?|kids|plants|fish|bird|parakeet|hamster|rabbit)\\b|\\b(she|he|they|you|my [a-z]+) can (have|keep) my (car|bike|books|ticket|guitar|things|stuff|jewelry|clothes|room|xbox|ps5|games|collection|camera|records|plants)\\b|\\bleaving everything to\\b|\\b(said|saying) my goodbyes\\b|\\b(nobody|no one) knew (they were|it was) (goodbyes?|a goodbye|the last)\\b|\\b(nobody|no one|my [a-z]+) (has|have|will have) to (deal with|clean up|find|handle) (a |the |my )?(mess|anything|it|stuff|things)\\b[a-z ,.]{0,10}\\b(after|afterwards|later|when)\\b|\\bmy affairs are (settled|in order|sorted)\\b|\\b(want|wants) my ashes (scattered|spread)\\b|\\bi know how (this|it|my story) (ends|will end) now\\b|\\bi was happy at the end\\b|\\b(hear|see|hug) [a-z' ]{0,20}(voices?|faces?) one (more|last) time\\b|\\b(do not|will not) (need|have) to pay (rent|bills)\\b[a-z .,]{0,15}\\b(or ever|ever again|anymore)\\b|\\bthe last thing (done|to do|left to do|i needed to do)\\b[a-z .,]{0,30}$|\\b(do not|please do not) (be sad|cry|blame yourself|blame yourselves) (when i am gone|after i am gone|for me|when i go)\\b|\\b(hope|make sure) my [a-z]+ (finds|gets) a (good|new|loving) home\\b|\\b(if|when|since|because) i am not (going to be )?(here|around)\\b(?! (this|next|for|on|during|until|tomorrow|tonight|over|at|in|to))|\\b(please )?make sure (someone|somebody) (feeds|walks|takes care of|looks after|waters) [a-z]+\\b|\\b(letting|let) (my )?[a-z]+ (keep|have) my (car|bike|books|ticket|guitar|things|stuff|jewelry|clothes|room|games|collection|camera|records|plants)\\b|\\b(so|that) (nobody|no one) (argues|fights) (about|over)\\b|\\b(hugged|called|visited|told) [a-z ']{0,30}\\b(she|he|they) (does not|do not|did not) know why\\b|\\b(beneficiaries|power of attorney|poa|my will)\\b[a-z ,.']{0,40}\\b(now i can rest|everything is (ready|done|in order))\\b|\\bif (something|anything) (happen|happens|were to happen|should happen) to me\\b|\\b(list|deciding|decide|decided) (of )?who gets (what|my)\\b|\\b(updated|wrote|made|writing|making|finished) (my|a) will\\b[a-z0-9 ,.']{0,40}\\b(i have (my )?reasons|even though i am ([12][0-9]|young))\\b|\\b(giving|gave|give) (all )?(my|all my) (things|stuff|belongings|possessions|books|jewelry|clothes) away\\b[a-z ,.']{0,40}\\b(getting ready|feels right|it is time)\\b",
  },
  // A cover story for a goodbye: the everyday reason others were given is not a frame.
  {
    id: 'goodbye-cover-story',
    tier: 'active',
    gate: '\\b(think|thinks|told)\\b',
    source:
      '\\b(they|she|he|everyone|people|my [a-z]+) (think|thinks) (i am|im) (just )?(decluttering|moving|going on a trip|traveling|cleaning out|quitting)\\b|\\btold (her|him|them|everyone|my [a-z]+) (i am|im) going on a trip\\b',
  },
  // "When i'm gone", unless it is a trip, a laugh or someone else's saying.
  {
    id: 'when-gone',
    tier: 'active',
    gate: '\\bgone\\b',
    ordinary: `${DEPARTURE_FRAME}|${HYPERBOLE_FRAME}|\\b(says|saying|said|keeps saying)\\b`,
    source: '\\b(when|after|once) i am gone\\b(?! (for|to|on|at|from|over|this|next|all|until|a few|two|three))',
  },
  // Harm planned in everyday words: "bringing it to school, they'll finally see", "i'll put him in
  // the hospital", "make him pay for what he did", "poison the dog", "drive into a crowd".
  {
    id: 'harm-in-words',
    gate: '\\b(school|work|class|office|campus|party|knife|gun|hospital|ground|grave|morgue|pay for what|poison|crowd|people|pedestrians|too much|fantasies|fantasize|fantasizing|thoughts|dreams|exactly how|voices?|tell|tells|telling|told|off the road|something|coming|deal with|handle|take care of|hurt|hit|break|breaking|smash|smashing|list)\\b',
    category: 'harm_to_others',
    tier: 'active',
    ordinary: HYPERBOLE_FRAME,
    source:
      "\\b(bring|bringing|brought|take|taking|took|carry|carrying) (it|a gun|my gun|the gun|a knife|my knife|the knife|a weapon|something)\\b[a-z ]{0,12}\\b(to|in|into) (school|work|class|the office|campus|the party)\\b[a-z ,.']{0,40}\\b(they will|theyll|they are going to|finally see|end this|teach|pay|sorry|feel better|today|tomorrow|monday)\\b|\\b(brought|bring|bringing) (my|a|the) (knife|gun) (in|to work|to school)\\b[a-z ,.']{0,30}\\b(to feel (better|safe|in control|powerful)|in case|they will|see)\\b|\\bput (him|her|them|that [a-z]+) in the (hospital|ground|grave|morgue)\\b|\\bmake (him|her|them) pay for what (he|she|they) did\\b|\\b(going to|gonna|want to|will|i will) poison (him|her|them|it|his|her|their|the|my)\\b|\\b(drive|driving|drove|plow|plowing|ram|ramming) (my car |the car |my truck )?into (a crowd|the crowd|people|pedestrians|a group of people)\\b|\\b(giving|give|gave) (a|my|the) (patient|resident|baby|child|kid|client) too much\\b|\\b(fantasies|fantasize|fantasizing|thoughts|dreams) (about|of) (strangling|choking|stabbing|killing|shooting|smothering|drowning|poisoning|hurting) (my|the|a|him|her|them)\\b|\\b(picture|imagine|planned|planning) exactly how\\b|\\b(voices?|they) (say|says|tell|tells|telling|told) me (i have to|to) (stop|kill|hurt|get) (him|her|them|my [a-z]+)\\b|\\b(ran|run|running|force|forced|forcing) (him|her|them|someone|a guy|a car|a man|a woman) off the road\\b|\\bleave the (house|room) before i (did|do|could do) something\\b|\\bdeserves? what (is|'s) coming\\b|\\b(break|breaking|smash|smashing) (his|her|their) (face|neck|legs|jaw|skull)\\b|\\b(made|making|have|wrote) a list of (people|names|kids|everyone|the people)\\b(?!.*\\b(invite|party|wedding|thank|gift|christmas|card|birthday|guests?|call|email))[a-z ,.']{0,40}\\b(first|school|class|work|hurt|pay|hate)\\b|\\b(gun|knife|rifle|pistol)\\b[a-z0-9 ,.']{0,80}\\b(deal with|handle|take care of) (him|her|them|the man|that man|the guy|that guy)\\b|\\b(going to|gonna) do something about (it|him|her|them)\\b[a-z ,.']{0,20}$|\\b(urge|urges|want|wanting) to (hurt|hit) my (baby|son|daughter|kid|child)\\b",
  },
  // Sexual abuse told by what is done or said: "makes me sit on his lap", "what we do is our
  // secret", "keeps touching me in the walk-in", "did things during my exam that did not feel medical".
  {
    id: 'sexual-told',
    gate: '\\b(lap|secret|grab|grabs|grabbing|grope|gropes|groping|touching|touches|touched|grabbed|groped|corner|corners|cornered|cornering|my room at night|did things|walks?|walking|walked|came|comes|coming|condom|froze|drunk|kiss|kisses|kissed|touch|touches|touched|rub|rubs|rubbed)\\b',
    category: 'sexual_abuse',
    tier: 'active',
    source:
      "\\bmakes? me sit on (his|her) lap\\b|\\b(says|said|told me|tells me) (it is|this is|what we do is|what we did is|that is) (our|a) (little )?secret\\b|\\b(keeps|kept|keep|always|every (visit|shift|day|time)|again)\\b[a-z ]{0,20}\\b(grab|grabs|grabbing|grope|gropes|groping|touching|touches|touched) me\\b|\\b(grab|grabs|grabbing|grope|gropes|groping|touches|touching) me (every|at work|in the|when|whenever|again)\\b|\\bcorner(s|ed|ing)? me (in|at|after)\\b|\\bcomes? into my room at night\\b|\\bdid things (to me )?(during|while|at)\\b[a-z ]{0,30}\\b(did not|that did not) feel (medical|right|okay|ok|normal)\\b|\\b(someone|a man|a guy|a stranger) (grabbed|groped|touched) me (on|at|in)\\b|\\b(walks?|walking|walked|came|comes) in on me (in the shower|changing|naked|in the bathroom)\\b|\\b(taking|took|takes|take) (the|a) condom off\\b|\\b(i froze|froze up|i just froze)\\b[a-z ,.']{0,50}\\b(my fault|fault for)\\b|\\b(got|gets|get) me drunk and i (did not|do not) want\\b|\\b(comes?|came|coming) (in)?to my (room|bed)\\b[a-z ,.']{0,40}\\b(i am|im) ([0-9]|1[0-7])\\b|\\b(kiss|kisses|kissed|touch|touches|touched|rub|rubs|rubbed) my (neck|chest|breasts?|legs|thighs?|private|privates|butt)\\b[a-z ,.']{0,40}\\b((god|jesus|he|she) (say|says|said)|(god|jesus) (want|wants|wanted) it|secret|do not tell|our secret)\\b|\\b(pastor|priest|coach|teacher|tutor|uncle|stepdad|stepfather|boss|doctor|youth leader)\\b[a-z ,']{0,40}\\b(kiss|kisses|kissed|touch|touches|touched) my (neck|chest|breasts?|legs|thighs?|private|privates|butt)\\b",
  },
  // Abuse told by the control or the threat: money doled out and receipts checked, a phone
  // broken so no call can be made, "he says i'll be deported", a son who takes the pension.
  {
    id: 'abuse-told',
    gate: '\\b(control|controls|controlling|caregiver|carer|aide|nurse|care of|broke my phone|receipts?|every (dollar|penny|cent)|for money|gives me|takes|took|steals|stole|keeps|cashes|deport|deported|nursing home|lose the kids|never see|new (address|place|number)|belt|with (a|the|his|her)|dragged|drags|gets out|got out|called the (police|cops)|nobody believes me|bag packed|slaps|slapped|bit|bites|scratched|scratches|twisted|twists|black eye|bruises?|split lip)\\b',
    category: 'abuse_at_home',
    tier: 'active',
    source:
      "\\bbroke my phone so\\b|\\b(control|controls|controlling) (all )?(the|my|our) (money|finances|bank account|account)\\b[a-z ,.']{0,40}\\b(can not|without (ask|asking)|not allowed|have to ask|even buy)\\b|\\b(caregiver|carer|aide|nurse|lady who (takes?|take) care of|man who (takes?|take) care of|woman who (takes?|take) care of)\\b[a-z ,']{0,40}\\b(slap|slaps|slapped|hit|hits|push|pushes|pushed|pinch|pinches|pinched|hurt|hurts|steal|steals|stole)\\b|\\b(checks|check|checked) (the |my )?receipts\\b|\\b(record|account for|show him|show her) every (dollar|penny|cent|receipt)\\b|\\b(have to|need to|must) ask (him|her|my (husband|wife|partner|boyfriend|girlfriend)) for money\\b|\\bgives me \\$?[0-9]+ a (week|month)\\b|\\b(son|grandson|daughter|granddaughter|nephew|niece|caregiver|carer|husband|wife|partner)\\b[a-z ]{0,10}\\b(takes|took|steals|stole|keeps|cashes) my (social security|pension|check|paycheck|money|pain (medicine|meds|pills)|medication|meds)\\b|\\bif i (call|tell|report|leave|complain)\\b[a-z ,]{0,40}\\b(deport|deported|nursing home|lose the kids|never see (the|my) kids)\\b|\\b(deport|deported|nursing home)\\b[a-z ,]{0,30}\\bif i (call|tell|report|leave|complain)\\b|\\b(found|knows|got|has) my new (address|place|number)\\b|\\b(get|gets|got) the belt\\b|\\b(whipped|whips|hit|hits|beat|beats) me with (a|the|his|her) (belt|cord|wire|hanger|spoon|stick)\\b|\\b(dragged|drags) (me|my [a-z]+|her|him)\\b[a-z ]{0,20}\\b(by (my|her|his) hair|across|down the|through)\\b|\\b(got|gets) out\\b[a-z0-9 ]{0,20}\\b(it was|it got|it is) worse\\b|\\bcalled the (police|cops)\\b[a-z ,.]{0,40}\\b(worse|got out|let him go|it was the tv|back the next)\\b|\\bnobody believes me when i (say|tell)\\b|\\bbag packed\\b[a-z ]{0,20}\\bfor when i (finally |can )?(leave|get out|run|escape)\\b|\\b(slaps|slapped|bit|bites|scratched|scratches|twisted|twists) (me|my (arm|face|wrist|neck))\\b[a-z ,.']{0,40}\\b(every day|so (bad|hard)|tetanus|during a fight|doctor|hospital|across the face|almost every)\\b|\\bhow (do|can) i (cover|hide) (a|the|my) (black eye|bruises?|split lip)\\b|\\b(black eye|bruises|split lip)\\b[a-z ,.']{0,60}\\bhow (do|can) i (cover|hide) (it|them)\\b",
  },
];
