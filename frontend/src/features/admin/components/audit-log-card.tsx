import { useAuditLog } from '../api/get-audit-log.ts';
import { LoadError, Panel } from './panel.tsx';

const ACTION_LABEL: Record<string, string> = {
  grant_pro: 'granted courtesy Pro to',
  revoke_pro: 'revoked courtesy Pro from',
  disable_account: 'disabled',
  enable_account: 're-enabled',
  send_password_reset: 'sent a password reset to',
  create_coupon: 'created coupon',
  deactivate_coupon: 'deactivated coupon',
};

/** Every admin action: who did what to whom, and when (newest first). */
export function AuditLogCard() {
  const { data, isError } = useAuditLog();
  return (
    <Panel title="Audit log">
      {isError && <LoadError what="the audit log" />}
      {data && data.entries.length === 0 && <p className="text-sm text-slate-400">No admin actions yet.</p>}
      {data && data.entries.length > 0 && (
        <ol className="max-h-80 space-y-1 overflow-y-auto text-sm" data-testid="audit-log">
          {data.entries.map((e) => (
            <li key={e.id} className="border-t border-night-700/60 pt-1 text-slate-300">
              <time dateTime={e.createdAt} className="mr-2 text-xs text-slate-400">
                {new Date(e.createdAt).toLocaleString('en-US')}
              </time>
              <span className="text-slate-100">{e.adminEmail}</span> {ACTION_LABEL[e.action] ?? e.action}{' '}
              <span className="text-slate-100">{e.target ?? ''}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
