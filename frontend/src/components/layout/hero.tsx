import { Clock, Lock, ShieldCheck, type LucideIcon } from 'lucide-react';
import { MoonMark } from './moon-mark.tsx';

const badges: { label: string; icon: LucideIcon }[] = [
  { label: 'Private', icon: Lock },
  { label: 'Safe', icon: ShieldCheck },
  { label: '24/7', icon: Clock },
];

export interface HeroProps {
  /** Heading level of the headline: 1 when the hero heads the page (default), 2 inside another section. */
  level?: 1 | 2;
  className?: string;
}

/** Spec section 1 identity: headline, tagline and the three badges, shown above an empty chat. */
export function Hero({ level = 1, className = '' }: HeroProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="hero-headline" className={`flex flex-col items-center px-4 py-8 text-center sm:py-12 ${className}`}>
      <MoonMark className="moon-glow mb-5 h-16 w-16 sm:h-20 sm:w-20" />
      <Heading id="hero-headline" className="text-3xl font-semibold tracking-tight text-moon-200 sm:text-4xl">
        Your Safe Space Under the Moon
      </Heading>
      <p className="mt-3 text-base text-dusk-400 sm:text-lg">Intelligence with the Heartbeat</p>
      <ul aria-label="What to expect" className="mt-6 flex flex-wrap justify-center gap-2">
        {badges.map(({ label, icon: Icon }) => (
          <li
            key={label}
            className="inline-flex items-center gap-1.5 rounded-full border border-night-600 bg-night-800/60 px-3 py-1 text-sm text-slate-200"
          >
            <Icon className="h-4 w-4 text-moon-300" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
