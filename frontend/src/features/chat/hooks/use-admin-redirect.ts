import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { storageKeys } from '../../../lib/storage.ts';

/** Spec sections 2 and 6: an admin-type user is redirected to /admin on load. */
export function useAdminRedirect(user: LocalUser | null) {
  const [, navigate] = useLocation();
  const isAdmin = user?.userType === 'admin' || !!localStorage.getItem(storageKeys.admin);
  useEffect(() => {
    if (isAdmin) navigate('/admin', { replace: true });
  }, [isAdmin, navigate]);
  return isAdmin;
}
