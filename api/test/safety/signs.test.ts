import { describe, expect, it } from 'vitest';
import { screenMessage } from '../../src/features/chat/safety/screen.ts';
import { tierRank } from '../../src/features/chat/safety/risk-types.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Risk told by its signs (sign-lexicon.ts): means with a cover story, a body's weight asked of a
 * rope, marks hidden, an accident for the insurance, a date chosen, an illness hoped for, abuse
 * and coercion told by the act. The project's own wording, each with look-alikes that must stay
 * ordinary.
 */
const AT_RISK: [string, string][] = [
  ['means-cover-story', 'picked up some rope, told them it was for the yard. i never garden'],
  ['means-cover-story', 'got a box of blades today, not for crafts'],
  ['holds-body-weight', 'would a closet rod hold a grown man’s weight'],
  ['holds-body-weight', 'which knot holds somebody’s body weight'],
  ['marks-hidden', 'best concealer for covering new cuts on my wrist?'],
  ['marks-hidden', 'long sleeves again in june, my mom thinks im always cold'],
  ['insurance-accident', 'if i swerve on the ice it will look like... no, i mean i could make it look like an accident'],
  ['insurance-accident', 'my kids would get the life insurance and be better off'],
  ['date-chosen', 'set a date. my birthday. it felt fitting'],
  ['eat-gun', 'some nights i want to eat my gun'],
  ['hope-illness', 'praying the biopsy comes back with cancer honestly'],
  ['not-care-if-accident', "i wouldn't mind if my plane went down on friday"],
  ['not-be-anymore', "i don't want to exist anymore"],
  ['other-side', 'see you on the other side'],
  ['own-eulogy', 'finished writing my own obituary tonight'],
  ['abuse-signs', 'my stepdad threw a bottle at my face again'],
  ['abuse-signs', 'they locked the fridge so i can not eat until i apologize'],
  ['sexual-signs', 'he made me when i said no'],
  ['sexual-signs', "i'll get fired unless i make it worth his while"],
  ['sexual-signs', 'my coach touched me when i was 12'],
  ['harm-in-food', 'gonna put bleach in her coffee tomorrow'],
];
const ORDINARY = [
  'bought rope for the tire swing, the kids are so excited',
  'got razors on sale, stocking up for shaving',
  'will this rope hold my weight for the rope swing at the lake?',
  'how do i cover the scars from my c-section at the beach',
  'need to cover up the marks on the wall before the landlord visits',
  'traffic is stopped, looks like an accident up ahead',
  'my wife can get the insurance to pay for the windshield',
  "we're planning the party for my birthday!",
  'hoping my pregnancy test comes back positive this time 🤞',
  'the airport terminal was packed, so relieved to finally board',
  'i would not care if the car is old, i just need something that runs',
  'i just want to be gone for the weekend, somewhere with a beach',
  'see you on the other side of finals week!',
  'had to write my own obituary for my psychology class',
  'my brother threw a pillow at my head lol',
  'we locked the pantry so the dog stops getting into the treats',
  'my wife controls all the money in our house and honestly she is better at it',
  'my mom makes me eat broccoli even when i say no',
  'i will pay the plumber extra to make it worth his while',
  'put something in his lunch box for his birthday, a little note',
];

describe('risk told by its signs', () => {
  it.each(AT_RISK)('%s: %s', (id, text) => {
    expect(tripwire(text).matches).toContain(id);
    expect(screenMessage(text).crisis).toBe(true);
  });
  // The tripwire's own look-alikes; the classifier's false alarms are measured on the corpus.
  it.each(ORDINARY)('ordinary: %s', (text) => {
    expect(tierRank(tripwire(text).tier)).toBeLessThan(tierRank('passive'));
  });
});
