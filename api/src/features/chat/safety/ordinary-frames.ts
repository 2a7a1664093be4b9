/**
 * Ordinary frames: wording elsewhere in the same message that gives a risk phrase an everyday
 * reason. A pattern that names a frame (`ordinary` in risk-types.ts) counts at most as distress
 * when its frame is present: the person gets a gentle check-in with 988 in one line, never the
 * full crisis reply, and never a wall. Only phrases that mention risk without saying it of oneself
 * take a frame ("goodbye everyone", "suicide", "kill me now"); what a person says of themselves
 * ("i want to kill myself", "i took 30 pills") never does, so a frame cannot hide it.
 *
 * Measured across writers (npm run safety:train -- --writer-out <batch>), the false alarms these
 * answer were the most common kind left: a goodbye with a move or a new number, a school essay on
 * suicide, a friend who has recovered, "kill me now, it's only tuesday" (docs/decisions/010).
 */

/** A departure with an ordinary reason: a move, a new number, the end of a job, a show or a term. */
export const DEPARTURE_FRAME =
  '\\b(group ?chat|this (number|account|phone)|phone (plan|contract|number)|switching (carriers|phones)|moving (to|out|away|across|back)(?! a better place| the other side)|the move|new (job|apartment|house|place|city|number)|keep in touch|stay in touch|retir(e|ed|ing|ement)|graduat(e|ing|ion)|my students|coworkers|colleagues|last day (at|of) (work|the office|school|class)|vacation|no (internet|wifi|signal|service)|semester|last episode|season finale|characters|the band|final show|baby clothes|kittens|puppies|clothes|furniture|(yard|garage|moving) sale|declutter(ing)?|for my (character|story|book|novel|campaign)|while i am (away|at|on|out|gone|in)|conference|business trip|work trip)\\b';

/** Risk words studied, reported or remembered: an essay, a class, a friend who is well now. */
export const STUDY_FRAME =
  '\\b(for (my|a|the|our) ([a-z]+ )?(class|essay|paper|exam|test|report|project|presentation|homework|assignment|course|thesis|dissertation|lecture)|sociology|psychology class|psych class|history class|nursing (exam|school|class)|theory of|durkheim|jonestown|prevention (programs?|training|month|week)|awareness (month|week|walk|training)|(she|he|they) (is|are|has been|have been|was) (doing (great|well|better|fine)|clean|recovered|in recovery|getting married|a nurse)|(clean|sober) for (\\d+|a|two|three|four|five|six|ten) (years?|months?))\\b';

/** A figure of speech about something mundane: a weekday, taxes, a commute, said with a laugh (laughing emoji are read as "lol", normalize.ts). */
export const HYPERBOLE_FRAME =
  '\\b(monday|mondays|tuesday|it is only|taxes|homework|traffic|commute|meetings?|this (class|lecture|meeting|song|game)|lol|lmao|haha+|hehe|jk|just kidding|any tips|tips for)\\b';

/** An absence that says it ends: even an imminent reading of "my last message for a while" is held to a check-in. */
export const TEMPORARY_ABSENCE =
  '\\b(for a (while|bit|few days|week|couple of (days|weeks))|no (wifi|internet|signal|service)|back (on|in|next|tomorrow|after)|(all|this|next) week|see you (soon|monday|next week|in)|off the grid)\\b';

/** A knife with food to cut: a cake at work, a potluck, a cooking class. */
export const KITCHEN_FRAME =
  '\\b(cut|cutting|slice|slicing) (the |a |some )?(birthday )?(cake|bread|pie|fruit|watermelon|pizza|cheese|steak|veggies|vegetables)\\b|\\b(potluck|cooking class|culinary|chef|bake sale)\\b';

/** Getting away for a while: a cabin, a beach, a month with no wifi. */
export const GETAWAY_FRAME =
  '\\b(disappear|vanish) (into|to|off to|for) (a |the )?([a-z]+ )?(cabin|beach|island|mountains?|woods|forest|countryside|tropical|vacation|weekend|week|month|while|few days)\\b|\\b(no wifi|off the grid|unplug)\\b';

/**
 * A question about method or lethality is never framed: "for a psychology paper, which method
 * has the highest success rate" asks what a person at risk would ask, whatever the wrapper.
 */
export const METHOD_WORDS =
  '\\b(methods?|success rate|most effective|lethal|deadly|painless|quickest|fastest|surest|how (many|much)|doses?|dosage|overdose on)\\b';

/**
 * Everyday acts the classifier mistakes for risk because they share its words ("took", "hit my
 * head"): medicine taken as prescribed, time taken off, a knock against furniture. When one of
 * these is the message's frame and the tripwire saw nothing, the classifier is held to a check-in
 * (screen.ts). A quantity, a whole bottle, "all my pills" or a feeling after it is never routine.
 */
export const ROUTINE_ACT =
  "\\b(took|take|taking|taken|forgot to take|did i take|remember to take) (all )?(my|the) ([a-z]+ )?(meds|medication|medications|medicine|vitamins|antibiotics?|inhaler|insulin|birth control|antidepressants?|pills?)\\b[a-z0-9 ,.'?]{0,40}\\b(this morning|tonight|today|with (breakfast|dinner|lunch|food|coffee|water)|like (always|usual|normal)|as (prescribed|usual)|on time|late|early|going to (bed|sleep)|every (day|night|morning)|can not remember|night meds|morning meds)\\b" +
  '|\\b(did i|forgot to) take my (meds|medication|medicine|pills)\\b' +
  '|(^|\\bi (just |finally |also )?)took (a|the|my) (week|day|few days|couple( of)? days|month|year|nap|walk|shower|bath|bus|train|subway|break|test|exam|quiz|class|course|day off|long weekend)\\b' +
  '|\\b(hit|bumped|banged|stubbed) my (head|knee|elbow|toe|shin|hip|hand) (on|against) (the|a|my) [a-z]+\\b';

/** What makes taking something never routine: an amount, a whole supply, a feeling after it. */
export const NOT_ROUTINE =
  '\\b(whole|entire|bottle|handful|all of (them|it)|all my pills|every (pill|single)|too many|extra|double|[0-9]+|overdose|od|kicking in|feel (weird|funny|sick|floaty|heavy|dizzy)|not wake|goodbye|bye|forever|anymore|on purpose)\\b';
