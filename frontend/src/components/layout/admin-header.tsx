import { LogOut } from 'lucide-react';
import { useLogout } from '../../hooks/use-logout.ts';
import { Button } from '../ui/button.tsx';
import { BrandLink } from './brand-link.tsx';

/**
 * Spec section 2 admin header: the admin's e-mail, 'Administrator', Logout ('Exit' on small
 * screens). Logout revokes the session on the server first (it needs the stored token), then
 * clears all local state and goes home even if the server could not be reached.
 */
export function AdminHeader({ email }: { email: string }) {
  const { logout, busy } = useLogout();

  return (
    <header className="sticky top-0 z-30 border-b border-night-700/60 bg-night-950/70 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <BrandLink />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <div className="min-w-0 text-right leading-tight">
            <p className="truncate text-sm text-slate-100" title={email}>
              {email}
            </p>
            <p className="text-xs text-moon-300">Administrator</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => void logout()} disabled={busy}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span aria-hidden="true" className="sm:hidden">
              Exit
            </span>
            <span className="sr-only sm:not-sr-only">Logout</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
