import type { RiskTier } from './risk-types.ts';

/**
 * Crisis resources and crisis replies. The resources are the ones design.md names (988 call,
 * text and chat; Crisis Text Line; 911), with tap-to-call/tap-to-text links because many people
 * in crisis cannot speak on the phone (notes 4.3 T3). They are never behind a quota or paywall.
 */
export const CRISIS_RESOURCES: { name: string; detail: string; href: string }[] = [
  { name: '988 Suicide & Crisis Lifeline', detail: 'Call 988, free, 24/7', href: 'tel:988' },
  { name: '988 Suicide & Crisis Lifeline', detail: 'Text 988', href: 'sms:988' },
  { name: '988 Lifeline Chat', detail: 'Chat online at 988lifeline.org', href: 'https://988lifeline.org/chat/' },
  { name: 'Crisis Text Line', detail: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
  { name: 'Emergency services', detail: 'Call 911 if you are in immediate danger', href: 'tel:911' },
];

/*
 * Wording rules (notes 4.3 "safe-response content checklist"): care and resources in the first
 * two sentences; specific ways in (call AND text AND chat); 911 for immediate danger; ask
 * directly about safety; stay present; encourage a trusted person; hopeful, plain words; never a
 * method, never clinical language, never a promise of confidentiality, never "I'm human".
 * Several variants so a person who writes more than once does not get a pasted block.
 */
const RESOURCES_LINE = [
  'You can call or text 988 any time to reach the 988 Suicide & Crisis Lifeline, chat with them at 988lifeline.org, or text HOME to 741741 to reach the Crisis Text Line.',
  'Please reach out to the 988 Suicide & Crisis Lifeline: call or text 988, or chat at 988lifeline.org. You can also text HOME to 741741 for the Crisis Text Line.',
  'Real people are ready to help right now: call or text 988, chat at 988lifeline.org, or text HOME to 741741 (Crisis Text Line).',
];

const OPENERS: Record<'passive' | 'active' | 'gentle', string[]> = {
  passive: [
    "Thank you for telling me. That sounds really painful, and I'm glad you said it out loud.",
    "I'm really glad you shared that with me. Feeling this way is heavy, and you don't have to hold it alone.",
    "I hear how much pain you're in, and I'm grateful you told me.",
  ],
  active: [
    "I'm really glad you told me, and I'm concerned about your safety. You deserve support from a real person right now.",
    "Thank you for trusting me with this. What you're going through matters, and I want you to get support from someone who can help right now.",
    "I'm so glad you reached out. Your life matters, and right now I want to help you connect with people who can be with you through this.",
  ],
  gentle: [
    "It sounds like things are really hard right now, and I'm glad you're talking about it.",
    "That sounds like a lot to carry, and I'm here with you.",
    "I'm sorry things feel this heavy right now. Thank you for telling me.",
  ],
};

const ASK_SAFETY = [
  'Can I ask you directly: are you thinking about ending your life, and are you safe right now?',
  'Are you safe right now? Are you having thoughts of ending your life?',
  "I want to check in honestly: are you thinking about suicide? Are you somewhere safe at the moment?",
];

const DISTANCE = [
  "If there's anything nearby you could use to hurt yourself, could you put some distance between you and it, or ask someone to hold onto it for now?",
  'If you can, move away from anything you might use to hurt yourself, and try to be near another person.',
];

const STAY = [
  "Is there someone you trust, a friend or family member, who could be with you? I'm here, and we can keep talking.",
  "You don't have to go through this alone. Could you reach out to someone you trust as well? I'm staying right here with you.",
  "I'm not going anywhere. Would it help to think together about who you could reach out to?",
];

function pick<T>(list: readonly T[], seed: number, offset = 0): T {
  const n = list.length;
  return list[(((seed + offset) % n) + n) % n] as T;
}

/** A direct, caring reply for a message that screened at `tier`. Varied wording by `seed`. */
export function crisisReply(tier: RiskTier, seed = 0): string {
  const resources = pick(RESOURCES_LINE, seed, 1);
  if (tier === 'imminent') {
    // 911 first: someone in danger now needs people who can physically come (notes 4.3 T4).
    return [
      "I'm really worried about your safety right now, and I'm so glad you told me.",
      "Please call 911 now, or ask someone near you to call. I can't send help myself, so they are the fastest way to get someone to you.",
      resources,
      pick(DISTANCE, seed, 0),
      "Are you safe right now? I'm here with you.",
    ].join(' ');
  }
  if (tier === 'active') {
    return [
      pick(OPENERS.active, seed),
      resources,
      'If you are in immediate danger, please call 911.',
      pick(DISTANCE, seed, 1),
      pick(STAY, seed, 2),
    ].join(' ');
  }
  if (tier === 'passive') {
    return [pick(OPENERS.passive, seed), resources, 'If you are ever in immediate danger, call 911.', pick(ASK_SAFETY, seed), pick(STAY, seed, 1)].join(' ');
  }
  return [
    pick(OPENERS.gentle, seed),
    `If it ever feels like too much, support is there any time: ${resources.charAt(0).toLowerCase()}${resources.slice(1)}`,
    'In an emergency, call 911.',
    pick(STAY, seed),
  ].join(' ');
}

/** Sent instead of a model reply that failed the output screen: safe for any conversation. */
export function safeReplacementReply(): string {
  return [
    "I want to be careful with how I answer that. I'm an AI companion, not a human or a licensed professional, but I'm here to listen.",
    'If things feel heavy, you can call or text 988, chat at 988lifeline.org, or text HOME to 741741. In an emergency, call 911.',
    "What's been on your mind?",
  ].join(' ');
}
