import { ArrowLeft, Clock, HandHeart, Lock, MessageSquare, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { MoonMark } from '../../components/layout/moon-mark.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/*
 * Spec section 2 'Our Story': the founder's survival story. The founder is named only by her
 * training (the spec gives no name). The copy keeps the product's line: a companion for the
 * hours between appointments, never a therapist, never a replacement for care.
 */
const values: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Safety first',
    text: 'Every message is screened for crisis. Help lines are shown at once, to everyone, and never behind a limit or a paywall.',
    icon: ShieldCheck,
  },
  {
    title: 'Honest about what it is',
    text: 'You are talking with an AI, not a person and not a licensed professional. We say so at the start and whenever you ask.',
    icon: MessageSquare,
  },
  { title: 'Private by design', text: 'Your conversations are yours. We never sell them or share them with advertisers.', icon: Lock },
  {
    title: 'Alongside care, never instead of it',
    text: 'Luna complements the people and professionals in your life. It does not diagnose or treat.',
    icon: HandHeart,
  },
  { title: 'There at 2 a.m.', text: 'Hard moments keep no office hours. A calm, patient companion is here 24/7.', icon: Clock },
];

const linkButton = 'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-medium transition-colors';

export function AboutPage() {
  const { productName } = useRuntimeConfig();
  return (
    <AppLayout>
      <title>{`Our Story · ${productName}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <Link href="/" className="inline-flex items-center gap-2 rounded-md text-sm text-moon-300 hover:text-moon-200">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Chat
        </Link>

        <header className="mt-8 flex flex-col items-center text-center">
          <MoonMark className="moon-glow mb-4 h-14 w-14" />
          <h1 className="text-3xl font-semibold text-moon-200 sm:text-4xl">Our Story</h1>
          <p className="mt-3 text-dusk-400">Why {productName} keeps a light on through the night</p>
        </header>

        <article aria-labelledby="founder-story" className="mt-10 space-y-5 leading-relaxed text-slate-200">
          <h2 id="founder-story" className="text-xl font-semibold text-moon-200">
            A note from our founder
          </h2>
          <p>
            Long before I had any training, I was the one who needed help. After a loss in my family, I went through a long, grey season of
            depression. I had good care: one appointment a week, fifty minutes at a time. The hardest hours were the other ones. Two in the morning,
            the kitchen light on, too tired to sleep and too ashamed to wake anyone.
          </p>
          <p>
            What carried me through was not one big rescue. It was small things: a crisis-line volunteer who stayed on the phone until my breathing
            slowed, a friend who answered a text at dawn, and the slow, steady work I did with my care team. I survived that season. It changed what I
            wanted to do with my life.
          </p>
          <p>
            I became a registered nurse and worked night shifts, then trained as a licensed marriage and family therapist. In both roles I kept seeing
            the same gap. People were doing the brave work of getting help, and then going home to be alone with their thoughts until the next
            appointment.
          </p>
          <p>
            {productName} is my answer to that gap: a gentle companion for the in-between hours. It listens without judgement, helps you slow down and
            put words to what you feel, and helps you find one small next step. It always points you back towards the people and professionals in your
            life.
          </p>
          <p>
            {productName} is not a therapist and never pretends to be one. It is an AI, and it will tell you so. When someone may be in danger, it
            does not try to handle that alone: it shares 988, the Crisis Text Line and 911 straight away, free, for everyone. I built it to be the
            voice I needed at 2 a.m., and to help you reach the people who can do what an AI cannot.
          </p>
          <p className="text-moon-300">— {productName}'s founder</p>
        </article>

        <section aria-labelledby="values" className="mt-12">
          <h2 id="values" className="text-xl font-semibold text-moon-200">
            What we stand for
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {values.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-xl border border-night-700 bg-night-900/60 p-4">
                <h3 className="flex items-center gap-2 font-medium text-slate-100">
                  <Icon className="h-5 w-5 text-moon-300" aria-hidden="true" />
                  {title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <Link href="/" className={`${linkButton} bg-moon-300 text-night-950 hover:bg-moon-200`}>
            Start Your Healing Journey
          </Link>
          <Link href="/safety" className="rounded text-sm text-slate-300 underline-offset-4 hover:underline">
            How {productName} keeps you safe
          </Link>
        </div>
      </div>
    </AppLayout>
  );
}
