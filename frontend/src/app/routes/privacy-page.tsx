import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { PageSection } from '../../components/layout/page-section.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/*
 * The privacy page in plain words (issue 10; FTC Health Breach Notification Rule, Washington's
 * My Health My Data Act, Utah 13-72a-201: no selling or sharing of user input). It must describe
 * what the product actually does: keep it in step with api/migrations, the account-data feature
 * (export, restore, retention, deletion) and the processors named below.
 */

export function PrivacyPage() {
  const { productName: p } = useRuntimeConfig();
  return (
    <AppLayout>
      <title>{`Privacy · ${p}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link href="/" className="inline-flex items-center gap-2 rounded-md text-sm text-moon-300 hover:text-moon-200">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Chat
        </Link>
        <h1 className="mt-8 text-3xl font-semibold text-moon-200 sm:text-4xl">Your privacy at {p}</h1>
        <p className="mt-3 text-slate-300">
          What you share with {p} is personal, and it is yours. This page says, in plain words, what we keep, for how long, who else handles it, and
          how to take it with you or delete it.
        </p>

        <PageSection id="never" title="What we never do">
          <ul className="list-disc space-y-2 pl-5">
            <li>We never sell your information or your conversations.</li>
            <li>We never share them with advertisers, and we never use what you write to choose or target ads.</li>
            <li>We put no advertising pixels or trackers on {p}.</li>
            <li>We keep the words of your messages out of our logs and statistics.</li>
          </ul>
        </PageSection>

        <PageSection id="stored" title="What we store">
          <ul className="list-disc space-y-2 pl-5">
            <li>Your account: name, e-mail address, phone number, state, and your password in scrambled (hashed) form.</li>
            <li>Your conversations: your messages and {p}'s replies, so you can come back to them.</li>
            <li>
              For files you attach, only the name, type and size. The file itself is read on our server, in memory, to take out its text (the words in
              a photo are read by text recognition), and is then discarded: it is never saved to disk. Only its text goes with your message. If the AI
              model can see pictures, a smaller copy of an attached image is held in memory until you send your message (at most 15 minutes) and then
              discarded.
            </li>
            <li>
              On Pro: the personality you choose and what {p} remembers from your conversations. You can see, delete or switch off memory at any time.
            </li>
            <li>If you use the mood check-in: the number (1 to 5) and the word you chose, with the time, so you can see your mood history.</li>
            <li>How many messages you sent today, so the free plan's daily limit works.</li>
            <li>If you subscribe: your plan, its dates and the last four digits and brand of your card. Stripe keeps the card itself.</li>
            <li>
              Counts of how often crisis resources were shown, with no message text and nothing that links them to you, because some states require
              these reports.
            </li>
          </ul>
        </PageSection>

        <PageSection id="how-long" title="How long we keep it">
          <p>
            Conversations stay until you delete them, unless you choose to have them deleted automatically after 30, 90 or 365 days (in "Your data").
            When you delete your account, everything above is deleted at once, except the anonymous crisis counts, which were never linked to you.
          </p>
        </PageSection>

        <PageSection id="who" title="Who else handles it">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>The AI model provider</strong>, when {p} is set up with one: your messages in a conversation, with the text of any file you
              attach (and, for a model that can see pictures, a smaller copy of an attached image), are sent to it so it can write replies. When no
              model is set up, replies are written on our own server.
            </li>
            <li>
              <strong>Stripe</strong> handles payments. Card numbers go to Stripe, never to us.
            </li>
            <li>
              <strong>Our e-mail service</strong> delivers password resets, receipts and, if you ask for it, your weekly backup.
            </li>
            <li>
              <strong>Your browser</strong>: if you use voice input, some browsers (such as Chrome) send the audio to their maker to turn it into
              text.
            </li>
            <li>
              <strong>A transcription service</strong>, when {p} is set up with one: in browsers that cannot turn speech into text themselves (such as
              Firefox), a Pro voice recording is sent through our server to that service to be turned into text. The audio is not kept.
            </li>
          </ul>
          <p>We share nothing else with anyone, unless the law requires it.</p>
        </PageSection>

        <PageSection id="rights" title="Take it with you, or delete it">
          <ul className="list-disc space-y-2 pl-5">
            <li>
              <strong>Download</strong> every conversation, and your mood check-ins, from "Your data" in the menu under your name: as a backup file
              you can restore later, or as readable text. Free or Pro, it is your data. If you choose to keep conversations for a limited time, mood
              check-ins older than that are deleted too.
            </li>
            <li>
              <strong>Restore</strong> a backup into your account from the same place; nothing is duplicated.
            </li>
            <li>
              <strong>Delete your account</strong> with "Delete my account" in the same menu. You confirm with your password; any subscription is
              cancelled and you get an e-mail saying it is done.
            </li>
          </ul>
        </PageSection>
      </div>
    </AppLayout>
  );
}
