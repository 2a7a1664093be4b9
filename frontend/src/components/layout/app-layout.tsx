import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { StarField } from './star-field.tsx';
import { TopBar } from './top-bar.tsx';

/** Target of the skip link; `<main>` carries it so keyboard users jump past the header. */
export const MAIN_CONTENT_ID = 'main-content';

export interface AppLayoutProps {
  children: ReactNode;
  /** Defaults to `<TopBar />`; pass `<AdminHeader />` or a TopBar with slots, or null. */
  header?: ReactNode;
  /** Defaults to `<Footer />`; pass `<Footer compact />` or null. */
  footer?: ReactNode;
  /** Extra classes for `<main>` (it already grows to fill the height). */
  mainClassName?: string;
}

/** The page shell: skip link, header landmark, main landmark, footer landmark over the night sky. */
export function AppLayout({ children, header = <TopBar />, footer = <Footer />, mainClassName = '' }: AppLayoutProps) {
  return (
    <div className="relative isolate flex min-h-full flex-col">
      <StarField />
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          // Move focus without writing a hash into the URL (the reset-password page reads the hash).
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        className="sr-only z-50 rounded-md bg-moon-300 font-medium text-night-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`flex-1 outline-none ${mainClassName}`}>
        {children}
      </main>
      {footer}
    </div>
  );
}
