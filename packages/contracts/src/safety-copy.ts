/**
 * The words and numbers that keep a person safe, written once for the server and the browser
 * (issue 14 "One truth on the wire"): the crisis resources, the AI disclosures and the offline
 * notice. Each number carries the source it was checked against (November 2026). None of this is
 * ever behind a quota or a paywall. The replies that use them live in
 * api/src/features/chat/safety/crisis.ts; the screens in frontend/src/components/safety/.
 */

export interface CrisisResource {
  name: string;
  /** The button's words: what tapping it does ("Text HOME to 741741"). */
  action: string;
  /** One line for a reply or a prompt, a little fuller than the action. */
  detail: string;
  href: string;
}

export const RESOURCES = {
  // 988 Suicide & Crisis Lifeline, call and text: https://988lifeline.org/get-help/what-to-expect
  // ("Calling the 988 Lifeline", "Texting with the 988 Lifeline"); free, 24/7.
  call988: { name: '988 Suicide & Crisis Lifeline', action: 'Call 988', detail: 'Call 988, free, 24/7', href: 'tel:988' },
  text988: { name: '988 Suicide & Crisis Lifeline', action: 'Text 988', detail: 'Text 988', href: 'sms:988' },
  // 988 chat: https://988lifeline.org/chat/ (linked from 988lifeline.org "Chat").
  chat988: {
    name: '988 Lifeline Chat',
    action: 'Chat at 988lifeline.org',
    detail: 'Chat online at 988lifeline.org',
    href: 'https://988lifeline.org/chat/',
  },
  // 988 in Spanish: "Spanish-language (Press 2)" when calling and "text AYUDA" when texting,
  // https://988lifeline.org/get-help/what-to-expect; WA DOH "The Spanish Subnetwork" (2024).
  call988es: { name: '988 Lifeline en español', action: 'Llama al 988', detail: 'Llama al 988 y marca 2', href: 'tel:988' },
  text988es: { name: '988 Lifeline en español', action: 'Envía AYUDA al 988', detail: 'Envía AYUDA al 988', href: 'sms:988?&body=AYUDA' },
  // Crisis Text Line: text HOME to 741741, https://www.crisistextline.org/ ("Text HOME to 741741").
  ctl: { name: 'Crisis Text Line', action: 'Text HOME to 741741', detail: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
  // 911: US emergency number (FCC, https://www.fcc.gov/general/9-1-1-and-e9-1-1-services).
  e911: { name: 'Emergency services', action: 'Call 911', detail: 'Call 911 if you are in immediate danger', href: 'tel:911' },
  // National Domestic Violence Hotline: 1-800-799-SAFE (7233), text START to 88788,
  // https://www.thehotline.org/ and US DOJ OVC, "National Domestic Violence Hotline Answers 6 Million Contacts".
  ndvhCall: { name: 'National Domestic Violence Hotline', action: 'Call 1-800-799-7233', detail: 'Call 1-800-799-7233', href: 'tel:18007997233' },
  ndvhText: {
    name: 'National Domestic Violence Hotline',
    action: 'Text START to 88788',
    detail: 'Text START to 88788',
    href: 'sms:88788?&body=START',
  },
  // Childhelp National Child Abuse Hotline: call or text 1-800-4-A-CHILD (1-800-422-4453),
  // https://www.childhelphotline.org/ ("How it works": calls, texts and chats 24/7).
  childhelp: {
    name: 'Childhelp National Child Abuse Hotline',
    action: 'Call 1-800-422-4453',
    detail: 'Call or text 1-800-422-4453',
    href: 'tel:18004224453',
  },
  // RAINN National Sexual Assault Hotline: 1-800-656-HOPE (4673),
  // https://rainn.org/get-help/national-sexual-assault-hotline.
  rainn: { name: 'RAINN National Sexual Assault Hotline', action: 'Call 1-800-656-4673', detail: 'Call 1-800-656-4673', href: 'tel:18006564673' },
} as const satisfies Record<string, CrisisResource>;

/**
 * The general crisis list (docs/design.md): 988 call, text and chat; Crisis Text Line; 911. Many
 * people in crisis cannot speak on the phone, so text and chat sit beside the call.
 */
export const CRISIS_RESOURCES: readonly CrisisResource[] = [RESOURCES.call988, RESOURCES.text988, RESOURCES.chat988, RESOURCES.ctl, RESOURCES.e911];

/**
 * "You are talking to an AI", sent with a reply. Required at first use, each session start, every
 * 3 h of continuing chat and whenever asked (CA SB 243 §22602, NY GBL §1702, UT §13-72a-203, ME LD
 * 1727), and "not a licensed professional" because an AI may not present as one (IL WOPR, NV AB 406,
 * CA AB 489). The server decides when; this says what.
 */
export function aiDisclosureFor(productName: string): string {
  return `${productName} is an AI, not a human or a licensed professional. ${productName} can listen and offer support, but can't replace professional care. If you're in crisis, call or text 988, or call 911 in an emergency.`;
}

/** The banner at the top of a conversation (first use and each conversation start). */
export function chatBannerDisclosureFor(productName: string): string {
  return `You're chatting with ${productName}, an AI companion — not a human or a licensed professional.`;
}

/**
 * The disclosure every page's footer carries (CA SB 243 §22604 "may not be suitable for some
 * minors"), in two parts so the browser can make 988 one tap away between them.
 */
export function footerDisclosureFor(productName: string) {
  return {
    text: `${productName} is an AI companion for adults (18+), not a human or a licensed professional, and not a substitute for professional care. It may not be suitable for some minors. In a crisis, call or text`,
    number: '988',
    href: RESOURCES.call988.href,
  } as const;
}

/**
 * Said once per conversation with the first reply of the offline companion, so no one mistakes
 * the simple listener for the full model: honesty about what is answering them.
 */
export function offlineNoticeFor(productName: string): string {
  return `Quick note: ${productName} is in offline mode right now, so my replies are simpler than usual, but I'm still here to listen.`;
}
