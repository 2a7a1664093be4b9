import { describe, expect, it } from 'vitest';
import { screenMessage } from '../../src/features/chat/safety/screen.ts';
import { tierRank } from '../../src/features/chat/safety/risk-types.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Risk told by what a person does, keeps, asks or wishes (act-lexicon.ts, wish-lexicon.ts,
 * moment-lexicon.ts): the classes another writer's phrasing slipped through (ADR 010). The
 * project's own wording, not corpus lines, each class with look-alikes that must stay ordinary.
 */
const AT_RISK: [string, string, 'passive' | 'active' | 'imminent'][] = [
  ['lethality-question', 'what amount of advil before the liver starts failing? just wondering', 'active'],
  ['lethality-question', 'how many of my seroquel would it take to not wake up', 'active'],
  ['lethality-question', 'for my screenplay: how much insulin would stop a heart', 'active'],
  ['method-superlative', 'which is the least painful vein to cut, asking for a short story', 'active'],
  ['method-superlative', 'is it true that carbon monoxide is peaceful?', 'active'],
  ['method-superlative', 'what cleaning stuff do you mix to make chlorine gas', 'active'],
  ['poison-drunk', 'would i taste the antifreeze if i put it in juice', 'active'],
  ['cut-act', 'i cut again last night, first time since june', 'active'],
  ['cut-act', 'self harm is the only thing that calms me down', 'active'],
  ['cut-act', 'i am cutting right now', 'imminent'],
  ['injury-acts', 'i push safety pins under my skin when it gets loud in my head', 'active'],
  ['injury-acts', 'held a lighter to my wrist until it blistered', 'active'],
  ['injury-acts', 'i wear a hair tie and snap it so hard it leaves welts', 'active'],
  ['injury-acts', 'i only do it in places my parents can not see', 'active'],
  ['food-refused', 'been at 400 calories a day for a month and still feel huge', 'active'],
  ['food-refused', 'made myself throw up after dinner again', 'active'],
  ['weapon-close', "moved my stepdad's rifle under my bed", 'active'],
  ['gun-held', 'the barrel is cold against my chin', 'imminent'],
  ['date-for-it', "i'll do it after my sister's wedding so i don't ruin it", 'active'],
  ['date-for-it', 'going to swallow my whole prescription after the holidays', 'active'],
  ['date-for-it', "i'm checking out for good", 'active'],
  ['date-for-it', 'not going to kill myself tonight, just working out when', 'active'],
  ['handed-on', 'could you look after my dog for me', 'active'],
  ['handed-on', 'my brother can have my guitar. he will know why', 'active'],
  ['handed-on', 'said my goodbyes at dinner and no one noticed', 'active'],
  ['harm-in-words', 'taking my gun to work tomorrow, they will finally listen', 'active'],
  ['harm-in-words', "if he touches my sister again i'll put him in the ground", 'active'],
  ['sexual-told', 'my uncle says it is our secret and i will get in trouble', 'active'],
  ['sexual-told', 'the assistant manager keeps grabbing me by the freezer', 'active'],
  ['abuse-told', 'he checks my receipts and gives me $40 a week for groceries', 'active'],
  ['abuse-told', 'my grandson cashes my social security check and keeps it', 'active'],
  ['death-hoped-for', 'kind of hoping the surgery fails honestly', 'passive'],
  ['death-hoped-for', 'praying for an aneurysm at this point', 'passive'],
  ['not-existing', 'i just want to stop existing for a while', 'passive'],
  ['not-existing', 'life is a subscription i want to cancel', 'passive'],
  ['at-the-place', "i'm on the railing of the parking deck", 'imminent'],
  ['at-the-place', 'at the river now. going in', 'imminent'],
  ['wound-now', 'it is really deep and i can see fat', 'imminent'],
  ['last-message', "if i don't text tomorrow, that's why", 'imminent'],
  ['last-message', 'i wrote letters to my kids, they are on the kitchen table for tomorrow', 'imminent'],
  ['harm-now', 'on my way to her place now with the knife', 'imminent'],
  ['harm-now', 'my dad is beating my little brother and i cant stop him', 'imminent'],
  ['abuse-at-the-door', "he's kicking in the bedroom door and i'm so scared", 'imminent'],
  ['abuse-at-the-door', 'estoy escondida en el closet, mi padrastro está rompiendo la puerta', 'imminent'],
  ['last-message', "i'm going to do it tonight, i only wanted somebody to know", 'imminent'],
  ['lethality-question', 'what is the survival rate for a fall from a ten story building', 'active'],
  ['lethality-question', 'would my late wife’s old morphine still work', 'active'],
  ['method-superlative', 'what is the quickest way out of this world, asking for myself', 'active'],
  ['method-superlative', 'any gun is fine, i only need it to work once', 'active'],
  ['injury-acts', 'my sister saw the burns on my leg and i said it was the oven', 'active'],
  ['injury-acts', 'picked up new razors, they are in my drawer', 'active'],
  ['food-refused', 'dropped 20 pounds in a month by skipping meals and nobody noticed', 'active'],
  ['date-for-it', 'my plan is in place, i just need the nerve', 'active'],
  ['date-for-it', 'please do not try to talk me out of it', 'active'],
  ['date-for-it', "i don't feel safe around myself tonight", 'imminent'],
  ['handed-on', 'who will water my plants if i am not around', 'active'],
  ['goodbye-cover-story', 'gave my records to my cousin, he thinks i am moving', 'active'],
  ['when-gone', 'paid off my car so my dad will not have to deal with it when i am gone', 'active'],
  ['harm-in-words', 'the people at that office deserve what is coming to them', 'active'],
  ['sexual-told', 'my stepbrother keeps walking in on me in the shower', 'active'],
  ['sexual-told', 'i froze when it happened and i keep thinking it was my fault', 'active'],
];

const ORDINARY = [
  'how much chocolate is toxic to my dog?',
  'what is the max dose of ibuprofen for a headache?',
  'how much tylenol can my kid have with a fever, she is 6',
  'the best pizza in town is two blocks away',
  'is it true that hanging plants need more water?',
  'i cut my hair last night and i love it',
  'cutting back on sugar helps me sleep better',
  'how do you keep cut flowers fresh longer',
  'i accidentally mixed bleach and ammonia cleaning the bathroom and made toxic gas, the room is aired out now',
  'ironing my shirt for the interview tomorrow',
  'i do it in places where people can see, like the park (street art!)',
  'keeping it under 2000 calories a day for my cut at the gym',
  'had food poisoning and could not keep food down for two days',
  'took my dad’s rifle to the range, he showed me how to clean it',
  'the gun safe is locked and my husband has the key',
  'i will do it after my sister’s wedding, the painting job can wait',
  'checking out at noon from the hotel, the room was great',
  'can you give me tips to take care of my dog',
  'my brother can have my old xbox since i got a new one for my birthday',
  'we said our goodbyes at the airport, see you in spring!',
  'bringing a knife to work to cut the birthday cake',
  'my manager keeps touching base with me about the report',
  'my son takes my car to work on tuesdays',
  'hoping my surgery goes well on friday',
  'praying for a snow day tomorrow lol',
  'my subscription to the gym is something i want to cancel',
  'on the lake with my dad, the fish are biting',
  'the dog is on the ledge of the window again, so funny',
  'the cut on my finger is really deep, should i get stitches?',
  'if i don’t text tomorrow, it is because my phone is dying and the charger is at work',
  'wrote letters to my pen pals, they are in the mail for tomorrow',
  'on my way to her place with a cake for her birthday',
  'the doctor said the survival rate for my surgery is 99 percent',
  'does old sunscreen still work or should i buy new',
  'what is the quickest way to the airport from here',
  'my sister saw the scratches on my arm and i told her it was the cat, which is true, he is a menace lol',
  'knocking on the door of my neighbor to return her dish',
  'dropped 20 pounds since january by walking every day!',
  'going to do it tomorrow, my mom said yes! just wanted someone to know',
  'who will water my plants while i am away on the work trip',
  'my grandma always says "when i am gone you will get the ring" lol',
  'do not try to stop me from getting the big slice of cake',
];

describe('risk told by acts, wishes and the moment', () => {
  it.each(AT_RISK)('%s: %s', (id, text, tier) => {
    const found = tripwire(text);
    expect(found.matches).toContain(id);
    expect(found.tier).toBe(tier);
    expect(screenMessage(text).crisis).toBe(true);
  });
  // The tripwire's own look-alikes; the classifier's false alarms are measured on the corpus.
  it.each(ORDINARY)('ordinary: %s', (text) => {
    expect(tierRank(tripwire(text).tier)).toBeLessThan(tierRank('passive'));
  });
});
