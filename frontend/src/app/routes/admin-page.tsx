import { useState } from 'react';
import { Redirect } from 'wouter';
import { AdminHeader } from '../../components/layout/admin-header.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';
import { getStoredAdmin } from '../../lib/admin-session.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/**
 * /admin: only for a stored admin; anyone else goes home (spec section 6). This only decides
 * what to render: every admin API call is checked on the server (401 visitor, 403 user).
 */
export function AdminPage() {
  const { productName } = useRuntimeConfig();
  // Read once: the admin record changes only by logging out, which leaves this page.
  const [admin] = useState(getStoredAdmin);
  if (!admin) return <Redirect to="/" replace />;
  return (
    <AppLayout header={<AdminHeader email={admin.email} />}>
      <title>{`Admin Dashboard · ${productName}`}</title>
      <AdminDashboard />
    </AppLayout>
  );
}
