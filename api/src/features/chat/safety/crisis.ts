import { CRISIS_RESOURCES, RESOURCES, type CrisisResource } from '@luna/contracts';
import type { CrisisCategory, Lang, RiskTier } from './risk-types.ts';

export type { CrisisCategory, Lang } from './risk-types.ts';

/**
 * Crisis resources and crisis replies for every kind of risk the screen tells apart, in English
 * and Spanish: the one reviewed module for these words (issue 8). The resources and their sources
 * are in packages/contracts/src/safety-copy.ts. They are never behind a quota.
 */

// The numbers themselves live in contracts, once, for the server and the browser (ADR 075).
export { CRISIS_RESOURCES, RESOURCES, type CrisisResource } from '@luna/contracts';

/** The resources shown with a reply about `category`: its own lines first, then 988 and 911. */
export function resourcesFor(category: CrisisCategory, lang: Lang = 'en'): CrisisResource[] {
  const base = lang === 'es' ? [RESOURCES.call988es, RESOURCES.text988es, RESOURCES.e911] : [...CRISIS_RESOURCES];
  if (category === 'abuse_at_home') return [RESOURCES.ndvhCall, RESOURCES.ndvhText, RESOURCES.childhelp, ...base];
  if (category === 'sexual_abuse') return [RESOURCES.rainn, RESOURCES.childhelp, ...base];
  return base;
}

/*
 * Wording rules (notes 4.3 "safe-response content checklist"): care and resources in the first
 * two sentences; specific ways in (call AND text AND chat); 911 for immediate danger; ask
 * directly about safety; stay present; encourage a trusted person; hopeful, plain words; never a
 * method, never clinical language, never a promise of confidentiality, never "I'm human".
 * Several variants so a person who writes more than once does not get a pasted block.
 */
const LINE_988 = [
  'You can call or text 988 any time to reach the 988 Suicide & Crisis Lifeline, chat with them at 988lifeline.org, or text HOME to 741741 to reach the Crisis Text Line.',
  'Please reach out to the 988 Suicide & Crisis Lifeline: call or text 988, or chat at 988lifeline.org. You can also text HOME to 741741 for the Crisis Text Line.',
  'Real people are ready to help right now: call or text 988, chat at 988lifeline.org, or text HOME to 741741 (Crisis Text Line).',
];
const LINE_988_ES = 'En español puedes llamar al 988 y marcar 2, o enviar AYUDA por mensaje de texto al 988: es gratis y atienden a toda hora.';

const OPENERS: Record<'passive' | 'active' | 'imminent' | 'gentle', string[]> = {
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
  // A second urgent reply in one conversation must not read like a copy of the first.
  imminent: [
    "I'm really worried about your safety right now, and I'm so glad you told me.",
    "I'm still here, and I'm still very worried about your safety. Thank you for telling me.",
    'What you just said worries me a lot, and I want you to have help with you right now.',
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
  'I want to check in honestly: are you thinking about suicide? Are you somewhere safe at the moment?',
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

/** Replies for the kinds of risk that need other helpers than 988 first (issue 8 "Coverage"). */
const CATEGORY_REPLIES: Record<Exclude<CrisisCategory, 'suicide'>, Record<Lang, (seed: number) => string[]>> = {
  self_harm: {
    en: (seed) => [
      "Thank you for telling me about hurting yourself. You deserve care, not judgement, and I'm glad you said it.",
      pick(LINE_988, seed, 1),
      'If you are badly hurt, bleeding a lot, or took something, please call 911 now.',
      'Could you put whatever you use to hurt yourself somewhere harder to reach, or ask someone to keep it for now?',
      pick(STAY, seed),
    ],
    es: () => [
      'Gracias por contarme que te estás haciendo daño. Mereces cuidado, no juicios.',
      LINE_988_ES,
      'Si estás herido de gravedad o tomaste algo, llama al 911 ahora.',
      '¿Podrías dejar lo que usas para hacerte daño en un lugar difícil de alcanzar, o pedirle a alguien que lo guarde? Aquí sigo contigo.',
    ],
  },
  abuse_at_home: {
    en: (seed) => [
      "I'm so sorry this is happening to you. No one deserves to be hurt or afraid at home, and it is not your fault.",
      'If you are in danger right now, please call 911.',
      'The National Domestic Violence Hotline is there 24/7: call 1-800-799-7233 or text START to 88788. If you are under 18, or a child is being hurt, call or text Childhelp at 1-800-422-4453.',
      'If you are also having thoughts of hurting yourself, call or text 988, or text HOME to 741741.',
      pick(['Are you safe right now?', 'Is it safe for you to talk right now?'], seed),
    ],
    es: () => [
      'Siento mucho que estés pasando por esto. Nadie merece vivir con miedo en su casa, y no es tu culpa.',
      'Si estás en peligro ahora, llama al 911.',
      'La Línea Nacional contra la Violencia Doméstica atiende en español a toda hora: llama al 1-800-799-7233 o envía START al 88788. Si eres menor de 18 años, llama o escribe a Childhelp al 1-800-422-4453.',
      `${LINE_988_ES} ¿Estás a salvo ahora?`,
    ],
  },
  sexual_abuse: {
    en: (seed) => [
      'Thank you for trusting me with something so painful. What happened is not your fault, and you deserve support.',
      "RAINN's National Sexual Assault Hotline is free and confidential, 24/7: call 1-800-656-4673. If you are under 18, Childhelp is there too: call or text 1-800-422-4453.",
      'If you are in danger right now, please call 911. If you are having thoughts of hurting yourself, call or text 988, or text HOME to 741741.',
      pick(['Are you safe right now?', "Are you somewhere safe at the moment? I'm here to listen."], seed),
    ],
    es: () => [
      'Gracias por confiarme algo tan doloroso. Lo que pasó no es tu culpa.',
      'La línea nacional de RAINN es gratuita y confidencial, a toda hora: 1-800-656-4673. Si eres menor de 18 años, llama o escribe a Childhelp al 1-800-422-4453.',
      `Si estás en peligro ahora, llama al 911. ${LINE_988_ES}`,
      '¿Estás a salvo ahora?',
    ],
  },
  harm_to_others: {
    en: (seed) => [
      'Thank you for telling me before anything happened. That took honesty, and it matters.',
      'If anyone is in immediate danger, please call 911 now.',
      `${pick(LINE_988, seed, 1)} They help with urges to hurt someone else too, not only yourself.`,
      'If you can, put distance between yourself and the person, and anything you could use to hurt them, until this passes.',
      "I'm here. What's going on right now?",
    ],
    es: () => [
      'Gracias por decírmelo antes de que pasara algo.',
      'Si alguien está en peligro inmediato, llama al 911 ahora.',
      `${LINE_988_ES} También ayudan con las ganas de lastimar a otra persona.`,
      'Si puedes, aléjate de esa persona y de cualquier cosa con la que pudieras hacer daño. Aquí estoy.',
    ],
  },
};

const SUICIDE_ES: Record<'imminent' | 'active' | 'passive' | 'gentle', string[]> = {
  imminent: [
    'Me preocupa mucho tu seguridad y me alegra que me lo hayas dicho.',
    'Por favor llama al 911 ahora, o pide a alguien cerca que llame: yo no puedo enviar ayuda.',
    LINE_988_ES,
    'Si puedes, aléjate de lo que podrías usar para hacerte daño. ¿Estás a salvo ahora? Aquí estoy contigo.',
  ],
  active: [
    'Me alegra mucho que me lo hayas contado. Tu vida importa y mereces apoyo de una persona ahora mismo.',
    LINE_988_ES,
    'Si estás en peligro inmediato, llama al 911. Si puedes, aléjate de lo que podrías usar para hacerte daño.',
    '¿Hay alguien de confianza que pueda estar contigo? Aquí sigo.',
  ],
  passive: [
    'Gracias por decírmelo. Suena muy doloroso, y no tienes que cargarlo solo.',
    LINE_988_ES,
    'Si alguna vez estás en peligro inmediato, llama al 911.',
    '¿Estás pensando en quitarte la vida? ¿Estás a salvo ahora? Aquí sigo contigo.',
  ],
  gentle: [
    'Suena a que las cosas están muy difíciles ahora, y me alegra que lo hables.',
    `Si en algún momento se vuelve demasiado: ${LINE_988_ES.charAt(0).toLowerCase()}${LINE_988_ES.slice(1)}`,
    'En una emergencia, llama al 911. ¿Qué es lo que más te pesa hoy?',
  ],
};

export interface CrisisReplyOptions {
  category?: CrisisCategory;
  lang?: Lang;
}

/**
 * A direct, caring reply for a message that screened at `tier`, about `category`, in `lang`.
 * Varied wording by `seed`. At 'distress' this is the warm check-in that names 988 in one line.
 */
export function crisisReply(tier: RiskTier, seed = 0, opts: CrisisReplyOptions = {}): string {
  const { category = 'suicide', lang = 'en' } = opts;
  const serious = tier === 'passive' || tier === 'active' || tier === 'imminent';
  if (serious && category !== 'suicide') {
    const parts = CATEGORY_REPLIES[category][lang](seed);
    // Someone in danger now needs people who can come to them: 911 first (notes 4.3 T4).
    if (tier === 'imminent' && category !== 'abuse_at_home' && category !== 'harm_to_others') {
      parts.splice(1, 0, lang === 'es' ? 'Si estás en peligro ahora, llama al 911.' : 'If you are in danger right now, please call 911.');
    }
    return parts.join(' ');
  }
  if (lang === 'es') return SUICIDE_ES[serious ? (tier as 'passive' | 'active' | 'imminent') : 'gentle'].join(' ');

  const resources = pick(LINE_988, seed, 1);
  if (tier === 'imminent') {
    return [
      pick(OPENERS.imminent, seed),
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
    return [
      pick(OPENERS.passive, seed),
      resources,
      'If you are ever in immediate danger, call 911.',
      pick(ASK_SAFETY, seed),
      pick(STAY, seed, 1),
    ].join(' ');
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
