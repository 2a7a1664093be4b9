import { MoonMark } from '../../../components/layout/moon-mark.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';

/** Spec section 2: the user's initial from the name, else the email, else 'You'. */
export function userInitial(user: LocalUser | null): string {
  const source = user?.name?.trim() || user?.email?.trim() || 'You';
  return source.charAt(0).toUpperCase();
}

export function UserAvatar({ user }: { user: LocalUser | null }) {
  return (
    <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-dusk-500 text-sm font-semibold text-white">
      {userInitial(user)}
    </span>
  );
}

export function AiAvatar() {
  return (
    <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-night-800 ring-1 ring-night-600">
      <MoonMark className="h-6 w-6" />
    </span>
  );
}
