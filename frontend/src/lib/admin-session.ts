import { getCurrentUser } from './auth-store.ts';
import { readJson, storageKeys } from './storage.ts';

/** The admin record of spec section 3, stored under the 'admin' key by the login flow. */
export interface StoredAdmin {
  id: string;
  email: string;
}

/**
 * Who the browser believes is the admin: the admin record, else a local user of type admin.
 * This only decides what to render; the API checks the verified token on every admin call.
 */
export function getStoredAdmin(): StoredAdmin | null {
  const record = readJson<Partial<StoredAdmin>>(storageKeys.admin);
  if (record && typeof record === 'object' && typeof record.email === 'string') {
    return { id: String(record.id ?? ''), email: record.email };
  }
  const user = getCurrentUser();
  return user?.userType === 'admin' ? { id: user.id, email: user.email } : null;
}
