import { HYPERBOLE_FRAME, KITCHEN_FRAME } from './ordinary-frames.ts';
import type { RiskPattern } from './risk-types.ts';

/**
 * Risk that is not (only) about suicide, each with its own helpers in the reply (crisis.ts):
 * violence or abuse at home, sexual abuse, harm to others; and the same risks written in Spanish.
 * Written against normalised text (normalize.ts: lower case, no accents, "do not", "i am").
 *
 * Why so specific about harm to others: "I'm going to kill him, he ate my leftovers" is a figure
 * of speech people use daily, so the tripwire only takes weapons, concrete acts and stated urges;
 * the learned layer weighs the rest.
 */
const PERSON =
  '(husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|dad|father|stepdad|stepfather|mom|mother|stepmom|stepmother|parents?|brother|sister|uncle|aunt|grandpa|grandfather|roommate|fiance|spouse|son|daughter|family)';
const HITS =
  '(hits|hit|hitting|beats|beat|beating|punches|punched|chokes|choked|choking|strangles|strangled|slaps|slapped|kicks|kicked|shoves|shoved|pushed|burns|burned|grabs|grabbed|drags|dragged|throws things at|threw [a-z]+ at|hurts|hurt|abuses|abused|attacks|attacked)';
const VICTIM = '(me|my (mom|mother|kids?|children|sister|brother|son|daughter|baby|dog|cat))';
const OTHERS =
  '(him|her|them|someone|somebody|people|everyone|everybody|my (boss|coworker|co worker|dad|father|mom|mother|wife|husband|son|daughter|baby|kids?|children|roommate|neighbou?r|teacher|ex|brother|sister|partner|boyfriend|girlfriend|stepdad|stepmom|classmates?))';
const URGE =
  '(want|wanted|wanting|planning|plan|planned|urge|urges|tempted|thinking about|thought about|thoughts of|fantasi[sz]e about|fantasi[sz]ing about|fantasi[sz]ed about|dream about|going|gonna|ready|decided)';

export const TOPIC_PATTERNS: RiskPattern[] = [
  // Violence happening as the person writes ("he's hurting me", "my dad's strangling my mom",
  // "hiding under my bed, he's breaking things"): imminent, 911 first.
  {
    id: 'abuse-now',
    category: 'abuse_at_home',
    tier: 'imminent',
    source: `\\b(he|she|they|my ${PERSON})('s| is| are) (hitting|beating|choking|strangling|kicking|punching|hurting|slapping|attacking|dragging) (${VICTIM}|us)\\b(?! (at|in) (chess|cards|checkers|monopoly|uno|scrabble|poker|pool|tennis|golf|basketball|football|soccer|ping pong|mario kart|video games|games?|a game|the game|every game|racing|a race|the race|arm wrestling|everything|trivia|words with friends|fortnite|madden|smash))|\\b(hiding|hidden) (under|in) (my|the|our) (bed|closet|bathroom|room)\\b[a-z ,.]{0,30}\\b(he|she|they)('s| is| are) (breaking|yelling|screaming|looking|coming|banging)\\b|\\b(please|pls|plz|help) ?(help)?[ ,.]*(he|she|they)('s| is| are) (hurting|hitting|beating|choking|going to kill) (me|us)\\b|\\bwhen (he|she) gets home\\b[a-z ,.]{0,25}\\b(i am dead|i am going to die|kill me|he will kill me|she will kill me)\\b`,
  },
  // Abuse described by the act or the control ("pulls my hair", "threw boiling water at me",
  // "makes me kneel on rice", "locks me in my room", "won't let me see a doctor").
  {
    id: 'abuse-acts',
    category: 'abuse_at_home',
    tier: 'active',
    source: `\\b(he|she|they|my ${PERSON})\\b[a-z' ]{0,20}\\b(pulls|pulled|yanks|yanked|twisted|twists|slams|slammed|bangs|banged|smashed|smashes) (my|me by my|me by the) (hair|arms?|head|wrists?|neck|face)\\b(?! (into|in|back|up)\\b)|\\b(threw|throws|poured|pours) (boiling|hot) (water|coffee|oil|tea) (at|on) me\\b|\\bmakes? me kneel on\\b|\\b(bruises|marks) (are )?(getting )?(hard|harder) to (cover|hide)\\b|\\b(does not|will not|would not) let me (see|go to|call) (a|the|my) (doctor|hospital|family|friends|police)\\b|\\b(lock|locks|locked) me in (my|the|a|his|her) (room|closet|basement|house|bedroom|car)\\b|\\b(do not|does not|did not) feed (us|me)\\b|\\bgets violent with me\\b`,
  },
  // Sexual abuse described in the words people use, not the legal ones.
  {
    id: 'sexual-now',
    category: 'sexual_abuse',
    tier: 'imminent',
    source: "\\b(he|she|they)( is| are|'s) on top of me\\b|\\b(he|she)( is|'s) (touching|raping|forcing) me\\b",
  },
  {
    id: 'sexual-acts',
    category: 'sexual_abuse',
    tier: 'active',
    source:
      '\\b(got|was|been|being|get) (raped|r ?ped|are ped|rapd|molested|groped|sexually assaulted|assaulted)\\b|\\b(had sex|did (stuff|things)|was having sex) with me (while|when) i (was )?(passed out|asleep|drunk|unconscious|blacked out|out cold|high)\\b|\\b(does not|will not|did not|would not|never) stop when i (cry|cried|say no|said no|tell him|told him|ask him|asked him)\\b|\\b(used to |still )?(do|does|did) (things|stuff) to me\\b|\\b(put|puts|putting) (his|her) hands? (under|up|down|in|inside) my\\b|\\b(grabbing|grabs|grabbed|groping|gropes|groped|touching|touches|touched) (my|me on my|me on the) (butt|ass|breasts?|boobs|chest|crotch|privates?|private parts|body|thighs?)\\b|\\b(pictures|photos|videos?) of (us|me|them|the girls|the boys) (changing|naked|undressed|in the shower|showering)\\b|\\b(texting|texts|sending|sends|sent|asking|asked|asks) me (for )?(sexual|nudes?|naked|dirty|explicit) ?(stuff|pics|pictures|photos|messages|texts)?\\b|\\b(private|secret) massages?\\b|\\basked (me )?for pics\\b|\\bcorner(s|ed|ing)? me\\b[a-z ]{0,20}\\b(grab|grabbing|touch|touching|kiss|kissing)',
  },

  // Abuse or violence at home (National Domestic Violence Hotline, Childhelp, 911).
  {
    id: 'abuse-hits',
    category: 'abuse_at_home',
    tier: 'active',
    source: `\\b(my|our|mom's|mum's) ${PERSON}\\b[a-z ]{0,25}\\b${HITS} ${VICTIM}\\b(?! (at|in) (chess|cards|checkers|monopoly|uno|scrabble|poker|pool|tennis|golf|basketball|football|soccer|ping pong|mario kart|video games|games?|a game|the game|every game|racing|a race|the race|arm wrestling|everything|trivia|words with friends|fortnite|madden|smash))`,
  },
  {
    id: 'abuse-threat',
    category: 'abuse_at_home',
    tier: 'active',
    source: `\\b(he|she|they|my ${PERSON}) (said|says|threatened|threatens|swore|keeps saying) (he|she|they)?( would| will| is going to| are going to)? ?(kill|hurt|beat|strangle) (me|us|my)\\b|\\bthreatened to (kill|hurt|beat) (me|us|my)\\b`,
  },
  {
    id: 'abuse-fear',
    category: 'abuse_at_home',
    tier: 'passive',
    // A person must be named, or home: "afraid of the dark" is not about anyone.
    source: `\\b(afraid|scared|terrified|frightened) ((to go home|to go back home|of going home|to be home|to be at home)\\b|(of|to be alone with)( my| his| her)? ?(${PERSON}|him|her)\\b)`,
  },
  {
    id: 'abuse-control',
    category: 'abuse_at_home',
    tier: 'passive',
    source:
      '\\b(locks|locked) me (in|out)\\b(?![a-z ]{0,30}\\b(by accident|by mistake|accidentally|my keys|the keys))|\\b(will not|does not|would not) let me (leave|go out|see my (friends|family)|have my phone)\\b|\\bdomestic (violence|abuse)\\b',
  },
  {
    id: 'abuse-marks',
    category: 'abuse_at_home',
    tier: 'active',
    source: '\\b(bruises?|marks|black eye|welts)\\b[a-z ]{0,20}\\b(he|she|they) (left|gave me|did)\\b|\\bhide (the|my) bruises\\b',
  },
  // Sexual abuse (RAINN, Childhelp, 911).
  {
    id: 'sexual-assault',
    category: 'sexual_abuse',
    tier: 'active',
    source: '\\b(raped|molested|sexually (assaulted|abused)|groped)\\b|\\b(rape|molest|sexually abuse|assault) me\\b',
  },
  {
    id: 'sexual-touch',
    category: 'sexual_abuse',
    tier: 'active',
    source:
      '\\b(touches|touched|touching|keeps touching) me\\b[a-z ]{0,20}\\b(inappropriately|where|down there|at night|when no one|private|in my (bed|room))\\b|\\bmakes? me (touch him|touch her|do (sexual|stuff|things) (to|with) him|send (nudes|pics|photos))\\b|\\bforced (me|himself on me|herself on me) ?(to have sex|into sex)?\\b',
  },
  {
    // Grooming: an adult who tells a young person they are "mature for their age", or wants to
    // meet somewhere private or without their parents.
    id: 'sexual-grooming',
    category: 'sexual_abuse',
    tier: 'active',
    source:
      '\\b(says|said|tells me|told me|keeps saying) (i am|i was|that i am|im) (so |really |very )?mature for my age\\b|\\b(teacher|coach|pastor|youth pastor|tutor|older guy|older man|grown man|grown up)\\b[a-z ,]{0,60}\\b(meet|meet up|hang out|come over)\\b[a-z ]{0,20}\\b(somewhere private|in private|without (my|your) parents|and not tell (anyone|my parents|my mom|my dad))\\b',
  },
  {
    id: 'sexual-consent',
    category: 'sexual_abuse',
    tier: 'passive',
    source: '\\b(did not|never) consent\\b|\\bwithout my consent\\b|\\bsexual (abuse|assault)\\b',
  },
  // Harm to others (911, 988).
  {
    id: 'harm-urge',
    category: 'harm_to_others',
    tier: 'active',
    ordinary: HYPERBOLE_FRAME,
    source: `\\b${URGE} (to )?(stab|stabbing|shoot|shooting|strangle|strangling|poison|poisoning|hurt|hurting|beat up|smother|smothering) ${OTHERS}\\b`,
  },
  {
    id: 'harm-kill-urge',
    category: 'harm_to_others',
    tier: 'active',
    source: `\\b(want|wanted|planning|plan|planned|urge|urges|tempted|thinking about|thoughts of|fantasi[sz]e about|fantasi[sz]ing about|decided) (to )?(kill|killing|murder|murdering) ${OTHERS}\\b`,
  },
  // Harm to others planned in everyday words ("bringing something to school to scare everybody",
  // "i'm gonna take them with me", "a list of everyone who laughed", "i know his route home").
  {
    id: 'harm-planned',
    category: 'harm_to_others',
    tier: 'active',
    source:
      "\\b(bringing|bring|take|taking) (something|brass knuckles|a bat|a weapon)\\b[a-z ]{0,15}\\bto (school|work|class|the office|the party|practice|the gym)\\b[a-z ,.]{0,20}\\b(scare|hurt|get|show|deal with|teach)\\b|\\b(take|taking) (them|everyone|everybody|all of them|the whole [a-z ]{1,20}) (with me|down with me)\\b|\\b(list|a list) of (everyone|everybody|people|the people|all the people|the kids|everybody) (who|that)\\b[a-z ]{0,20}\\b(bullied|bully|bullies|laughed at me|laugh at me|laughs along|laughed along|mocked|mocks|hurt me|humiliated|wronged)\\b|\\bi know (his|her|their) (route|schedule)\\b|\\b(getting|buying|bought|got) a (gun|knife|weapon)\\b[a-z ,.']{0,40}\\bfor (the guy|him|her|them|that guy|the man|the woman)\\b|\\bbringing brass knuckles\\b",
  },
  {
    id: 'harm-weapon-place',
    category: 'harm_to_others',
    tier: 'active',
    ordinary: KITCHEN_FRAME,
    source:
      "\\b(bring|bringing|take|taking|brought|carry|carrying) (a |my |his |dad's |the )?(gun|guns|knife|rifle|weapon|weapons) (to|into) (school|work|class|the office|church|the party)\\b|\\bshoot up (the|my|a) (school|office|work|place|mall|party)\\b",
  },
  {
    // On the way, now, with a weapon.
    id: 'harm-on-the-way',
    category: 'harm_to_others',
    tier: 'imminent',
    source:
      '\\b(walking|driving|going|heading|on my way) (in)?to (the |my |our )?(old )?(school|gym|office|work|church|mall|class|campus)\\b[a-z ]{0,30}\\bwith (the|a|my|his|her|dad.?s|my dad.?s) (gun|guns|rifle|shotgun|knife|weapon|weapons)\\b',
  },
  {
    id: 'harm-baby',
    category: 'harm_to_others',
    tier: 'active',
    source: '\\b(shake|shaking|hurt|hurting|smother|smothering|drown|drowning) (the|my|our) (baby|newborn|infant|toddler)\\b',
  },
  {
    id: 'harm-capable',
    category: 'harm_to_others',
    tier: 'passive',
    source: `\\b(afraid|scared|worried) (that )?i (might|will|could|am going to) (hurt|kill|snap and hurt) ${OTHERS}\\b`,
  },

  // Spanish (988: llama y marca 2, o envía AYUDA). Normalised: no accents, repeated letters squeezed.
  {
    id: 'es-kill-self',
    tier: 'active',
    source:
      '\\b(quiero|voy a|pienso|estoy pensando en|he pensado en|pensando en|tengo ganas de|planeo|decidi|quisiera) (matarme|suicidarme|quitarme la vida|acabar con mi vida|terminar con mi vida|acabar con todo|terminar con todo|tirarme (de|del|por)|aventarme)\\b|\\bme (voy a|quiero) (matar|suicidar|quitar la vida)\\b|\\b(suicidarme|suicidio|quitarme la vida)\\b',
  },
  {
    id: 'es-pills',
    tier: 'active',
    source:
      '\\b(tomarme|tragarme|juntando|guardando|acumulando) (todas )?(las|mis) (pastillas|pildoras|medicinas)\\b|\\bcuantas (pastillas|pildoras)\\b',
  },
  {
    id: 'es-took',
    tier: 'imminent',
    source:
      '\\b(ya )?(me tome|tome|me trague|me he tomado) (todas las|todas mis|un monton de|muchas|un frasco de) (pastillas|pildoras|medicinas)\\b|\\b(esta es mi despedida|este es mi ultimo mensaje|adios a todos|adios para siempre)\\b',
  },
  {
    id: 'es-want-die',
    tier: 'passive',
    source:
      '\\b(me quiero morir|quiero morir(me)?|quisiera morir(me)?|ojala (me muriera|estuviera muert[oa]|no despertara)|quiero desaparecer|no quiero (vivir|seguir viviendo|seguir aqui|despertar|existir)|(estarian|estaran|estarias) mejor sin mi|no tiene sentido (vivir|seguir)|(soy|me siento) una carga|no vale la pena vivir|para que seguir)\\b',
  },
  {
    id: 'es-self-harm',
    category: 'self_harm',
    tier: 'active',
    source: '\\b(me corto|me corte|cortarme|me quemo|me queme|quemarme|me golpeo|golpearme|hacerme dano|me hago dano|lastimarme|me lastimo)\\b',
  },
  {
    id: 'es-abuse',
    category: 'abuse_at_home',
    tier: 'active',
    source:
      '\\bmi (esposo|marido|pareja|novio|novia|padre|papa|padrastro|madre|mama|hermano|tio)\\b[a-z ]{0,20}\\bme (pega|golpea|pego|golpeo|amenaza|amenazo|maltrata|ahorca|empuja|lastima)\\b|\\btengo miedo de (volver a casa|mi (esposo|marido|pareja|papa|padre|padrastro))\\b',
  },
  {
    id: 'es-sexual',
    category: 'sexual_abuse',
    tier: 'active',
    source: '\\bme (violo|violaron|abuso|abusaron|toca|tocaba|toco|forzo)\\b|\\babuso sexual\\b|\\bviolacion\\b',
  },
  {
    id: 'es-harm-others',
    category: 'harm_to_others',
    tier: 'active',
    source: '\\b(quiero|voy a|tengo ganas de) (matarlo|matarla|matarlos|lastimarlo|lastimarla|hacerle dano|apunalarlo|dispararle)\\b',
  },
  {
    id: 'es-distress',
    tier: 'distress',
    source:
      '\\b(ya no (puedo|aguanto) mas|no puedo mas|estoy (muy |tan )?(triste|deprimid[oa]|agotad[oa]|desesperad[oa])|me siento (muy |tan )?(sol[oa]|vaci[oa]|inutil|perdid[oa])|ansiedad|no aguanto)\\b',
  },
];
