import { useState } from 'react';
import { Redirect } from 'wouter';
import { AdminHeader } from '../../components/layout/admin-header.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { getStoredAdmin } from '../../lib/admin-session.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/**
 * /admin: only for a stored admin; anyone else goes home (spec section 6 says no more than the
 * redirect). The stat cards and users list of spec section 2 arrive with the admin dashboard issue.
 */
export function AdminPage() {
  const { productName } = useRuntimeConfig();
  // Read once: the admin record changes only by logging out, which leaves this page.
  const [admin] = useState(getStoredAdmin);
  if (!admin) return <Redirect to="/" replace />;
  return (
    <AppLayout header={<AdminHeader email={admin.email} />}>
      <title>{`Admin Dashboard · ${productName}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold text-moon-200 sm:text-3xl">Admin Dashboard</h1>
      </div>
    </AppLayout>
  );
}
