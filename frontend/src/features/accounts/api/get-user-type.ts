import { type UserTypeResponse, userTypeResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user/{email}/type (spec section 7), with the Bearer token of the new session. */
export function fetchUserType(email: string): Promise<UserTypeResponse> {
  return apiRequest('GET', `/api/user/${encodeURIComponent(email)}/type`, userTypeResponseSchema);
}

/** Spec section 4: a failed lookup means non-admin. */
export async function lookupIsAdmin(email: string): Promise<boolean> {
  try {
    const res = await fetchUserType(email);
    return res.isAdmin === true || res.userType === 'admin';
  } catch {
    return false;
  }
}
