import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCurrentUser } from '../../lib/auth-store.ts';
import { openDialog } from '../../lib/dialog-store.ts';
import { Button } from '../ui/button.tsx';
import { BrandLink } from './brand-link.tsx';

export interface TopBarProps {
  /** Rendered before the brand, e.g. a sidebar toggle on the chat page. */
  leading?: ReactNode;
  /** Rendered before the Sign Up / Login buttons, e.g. page-specific actions. */
  actions?: ReactNode;
}

/**
 * Spec section 2 top bar: product name, 'Our Story' ('Story' on small screens), and Sign Up /
 * Login when signed out. Signed in it shows nothing more: the chat sidebar shows the user.
 */
export function TopBar({ leading, actions }: TopBarProps) {
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-night-700/60 bg-night-950/70 backdrop-blur supports-[backdrop-filter]:bg-night-950/50">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-6">
        {leading}
        <BrandLink />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link href="/about" className="rounded-md px-2 py-1.5 text-sm text-slate-200 hover:text-moon-200">
            {/* The visible word shortens on phones; the accessible name stays 'Our Story'. */}
            <span aria-hidden="true" className="sm:hidden">
              Story
            </span>
            <span className="sr-only sm:not-sr-only">Our Story</span>
          </Link>
          {actions}
          {!user && (
            <>
              <Button variant="ghost" size="sm" onClick={() => openDialog('login')}>
                Login
              </Button>
              <Button size="sm" onClick={() => openDialog('register')}>
                Sign Up
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
