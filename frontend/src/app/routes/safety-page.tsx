import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { PageSection } from '../../components/layout/page-section.tsx';
import { CrisisResourceList } from '../../components/safety/crisis-resource-list.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/*
 * The public crisis protocol that CA SB 243 §22602(b)(2) requires operators to publish. It must
 * describe what the product actually does: keep it in step with api/src/features/chat/safety
 * (tiers distress / passive / active / imminent, input and output screening, disclosure timing,
 * the de-identified safety_events log).
 */

export function SafetyPage() {
  const { productName: p } = useRuntimeConfig();
  const tiers = [
    {
      name: 'Heavy feelings',
      text: `${p} answers with care and a gentle reminder that 988 and the Crisis Text Line are there any time, and 911 in an emergency.`,
    },
    {
      name: 'Thoughts of not wanting to be here',
      text: `${p} sets the usual conversation aside, thanks you for saying it, shares 988 (call, text or chat) and the Crisis Text Line, asks directly whether you are safe, and opens the crisis notice.`,
    },
    {
      name: 'Thoughts of suicide or self-harm, or questions about ways to do it',
      text: `The resources come first, with 911 for immediate danger. ${p} encourages you to move away from anything you could use to hurt yourself and to reach someone you trust, and stays with you. It never gives information about methods.`,
    },
    {
      name: 'Danger right now',
      text: `${p} asks you to call 911, or to ask someone near you to call, before anything else, then shares 988 and the Crisis Text Line. An AI cannot send help, so it points you to the people who can.`,
    },
  ];
  return (
    <AppLayout>
      <title>{`Safety · ${p}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link href="/" className="inline-flex items-center gap-2 rounded-md text-sm text-moon-300 hover:text-moon-200">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Chat
        </Link>
        <h1 className="mt-8 text-3xl font-semibold text-moon-200 sm:text-4xl">How {p} keeps you safe</h1>
        <p className="mt-3 text-slate-300">
          This page describes our crisis protocol: what {p} does when someone may be at risk of suicide or self-harm.
        </p>

        <section aria-labelledby="help-now" className="mt-8 rounded-2xl border border-moon-300/30 bg-night-900/70 p-4 sm:p-6">
          <h2 id="help-now" className="text-xl font-semibold text-moon-200">
            If you need help right now
          </h2>
          <p className="mt-2 text-slate-300">Real people are ready to help, free, 24 hours a day, 7 days a week.</p>
          <CrisisResourceList className="mt-4" />
        </section>

        <PageSection id="screening" title="Every message is screened">
          <p>
            Before the AI replies, {p} screens each message you send, and the text of any file you attach, for signs of crisis, including indirect
            ones such as asking about ways to get hurt.
          </p>
          <p>
            After the AI writes its reply and before you see it, {p} screens the reply too. A reply that could give information about self-harm, that
            sounds like a diagnosis, or that claims to be a human or a professional is never shown; a safe message with the crisis resources is sent
            instead.
          </p>
        </PageSection>

        <PageSection id="tiers" title="What happens at each level">
          <ol className="space-y-3">
            {tiers.map((t) => (
              <li key={t.name} className="rounded-xl border border-night-700 bg-night-900/60 p-4">
                <h3 className="font-medium text-slate-100">{t.name}</h3>
                <p className="mt-1 text-sm text-slate-300">{t.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        <PageSection id="no-limits" title="Never behind a limit or paywall">
          <p>
            Crisis replies and resources reach everyone: visitors who have not signed up, free members who have used their daily messages, and paying
            members alike. No message limit, sign-up or payment ever stands between you and this help.
          </p>
        </PageSection>

        <PageSection id="disclosure" title="Always honest that it is an AI">
          <p>{p} is an AI, not a human and not a licensed professional. It tells you so:</p>
          <ul className="list-disc space-y-1 pl-6">
            <li>the first time you use it;</li>
            <li>at the start of each conversation;</li>
            <li>every 3 hours while a conversation continues;</li>
            <li>whenever you ask whether you are talking to a person.</li>
          </ul>
          <p>{p} does not diagnose or treat, never calls itself a therapist or counselor, and is not a substitute for professional care.</p>
        </PageSection>

        <PageSection id="adults" title="For adults">
          <p>
            {p} is made for adults aged 18 and over. AI companions may not be suitable for some minors. If you are under 18, please talk with a
            trusted adult, or reach the resources above.
          </p>
        </PageSection>

        <PageSection id="records" title="What we record">
          <p>
            When a message screens as a possible crisis, we count it by level and date only, so we can report yearly totals of crisis referrals as the
            law requires. These counts are de-identified: they hold no name, no account and no words from the conversation. Message content is never
            written to our logs.
          </p>
        </PageSection>
      </div>
    </AppLayout>
  );
}
