import { footerDisclosureFor } from '@luna/contracts';
import { Link } from 'wouter';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/**
 * The AI and age disclosure every page carries (words in packages/contracts safety-copy), with
 * 988 always one tap away.
 */
export function AiDisclosure({ className = '' }: { className?: string }) {
  const { productName } = useRuntimeConfig();
  const { text, number, href } = footerDisclosureFor(productName);
  return (
    <p className={`text-xs leading-relaxed text-slate-400 ${className}`}>
      {text}{' '}
      <a href={href} className="font-semibold text-moon-300 underline-offset-2 hover:underline">
        {number}
      </a>
      .
    </p>
  );
}

export interface FooterProps {
  /** One line (disclosure only) for screens with little room, such as the chat view. */
  compact?: boolean;
}

/** The copyright footer (spec section 2) with the links and the persistent disclosure. */
export function Footer({ compact = false }: FooterProps) {
  const { productName } = useRuntimeConfig();
  if (compact) {
    return (
      <footer data-notice className="px-3 py-1 text-center md:py-2">
        {/* Phones: one line that keeps the two things the law asks to be seen (an AI, not a human;
            may not be suitable for some minors), the full text a tap away. On a 375 px screen the
            full text took four lines under the chat (issue 13). */}
        <details className="text-[11px] leading-snug text-slate-400 md:hidden">
          <summary className="flex min-h-6 cursor-pointer list-none items-center justify-center [&::-webkit-details-marker]:hidden">
            AI, not a human · May not be suitable for some minors · <span className="text-moon-300 underline underline-offset-2">Details</span>
          </summary>
          <AiDisclosure className="mt-1" />
        </details>
        <AiDisclosure className="hidden md:block" />
      </footer>
    );
  }
  return (
    <footer className="border-t border-night-700/60 bg-night-950/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:px-6">
        <AiDisclosure />
        <div className="flex flex-col gap-2 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {productName}. All rights reserved.
          </p>
          <nav aria-label="Footer" className="flex gap-4">
            <Link href="/about" className="rounded hover:text-moon-200">
              Our Story
            </Link>
            <Link href="/safety" className="rounded hover:text-moon-200">
              Safety
            </Link>
            <Link href="/privacy" className="rounded hover:text-moon-200">
              Privacy
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
