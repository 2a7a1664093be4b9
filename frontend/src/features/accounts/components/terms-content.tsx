import { formatPrice, useRuntimeConfig } from '../../../lib/runtime-config.tsx';

export const TERMS_LAST_UPDATED = 'Last updated July 30, 2025';

/**
 * The Terms of Use, in the ten sections of spec section 2. The medical disclaimer says plainly
 * that the companion is an AI and not a clinician, and the crisis lines are listed where a person
 * in trouble would look first.
 */
export function TermsContent() {
  const { productName: product, price } = useRuntimeConfig();
  const sections: { title: string; body: string[] }[] = [
    {
      title: '1. Acceptance of Terms',
      body: [
        `By creating an account or using ${product}, you agree to these Terms of Use. You must be 18 years of age or older to create an account. If you do not agree, please do not use the service.`,
      ],
    },
    {
      title: '2. Description of Service',
      body: [
        `${product} is an AI companion that offers emotional support and wellness conversations. You are always talking to an AI, not a person. The free plan includes a limited number of messages per day; the paid plan offers unlimited conversations and additional features.`,
      ],
    },
    {
      title: '3. Medical Disclaimer',
      body: [
        `${product} is not a therapist, counselor, doctor or any other licensed professional, and it does not diagnose, treat or cure any condition. Conversations complement professional care and do not replace it. Always seek the advice of a qualified health professional about your health.`,
        'If you are in crisis or thinking about harming yourself, call or text 988 (Suicide & Crisis Lifeline, or chat at 988lifeline.org), text HOME to 741741 (Crisis Text Line), or call 911 if you are in immediate danger.',
      ],
    },
    {
      title: '4. User Responsibilities',
      body: [
        'Provide accurate registration information, keep your password confidential, and do not share your account. Do not use the service for anything unlawful, to harass others, or to try to disrupt or misuse it.',
      ],
    },
    {
      title: '5. Privacy and Data Use',
      body: [
        'We protect your conversations and personal information and never sell them. Anonymized data, stripped of anything that identifies you, may be used to improve the AI and the quality of the service.',
        'Our administrators see account details and counts (such as how many messages were sent), never what you wrote: the admin dashboard does not show message content.',
        'To keep the service working we record page views and error reports on our own servers, without your messages, your identity or the full addresses you visit. There are no third-party trackers or advertising pixels.',
        "Files you attach are read on our server to take out their text (by text recognition for images) and are then discarded: the file itself is never saved. The text goes back to your browser and, when you send the message, to the AI with it; your conversation history keeps only the file's name, type and size. Voice messages are turned into text by your browser, which may send the audio to its maker to do so; in browsers without that feature, Pro recordings are passed to a transcription service and not kept.",
      ],
    },
    {
      title: '6. Subscription and Billing',
      body: [
        `The paid plan costs ${formatPrice(price.amount, price.currency)} per ${price.interval}, billed monthly to your card through our payment provider until you cancel. You can cancel at any time; access continues until the end of the period already paid.`,
      ],
    },
    {
      title: '7. Limitation of Liability',
      body: [
        `${product} is provided "as is". To the fullest extent permitted by law, we are not liable for indirect, incidental or consequential damages, or for decisions you make based on conversations with the AI.`,
      ],
    },
    {
      title: '8. Changes to Terms',
      body: [
        'We may update these Terms from time to time. We will change the date below when we do; continuing to use the service after a change means you accept the updated Terms.',
      ],
    },
    {
      title: '9. Intellectual Property',
      body: [
        `The ${product} name, design, software and content belong to us and our licensors. You keep ownership of what you write; you let us process it to provide the service.`,
      ],
    },
    {
      title: '10. Contact',
      body: [
        `Questions about these Terms? Reach the ${product} team through the contact details on our website. For urgent help, please use the crisis lines above rather than waiting for a reply.`,
      ],
    },
  ];
  return (
    <div className="grid gap-4 text-sm text-slate-200">
      {sections.map((s) => (
        <section key={s.title} aria-labelledby={`terms-${s.title.split('.')[0]}`}>
          <h3 id={`terms-${s.title.split('.')[0]}`} className="font-semibold text-moon-200">
            {s.title}
          </h3>
          {s.body.map((p) => (
            <p key={p} className="mt-1 leading-relaxed">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p className="text-xs text-slate-400">{TERMS_LAST_UPDATED}</p>
    </div>
  );
}
