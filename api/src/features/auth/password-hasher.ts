import argon2 from 'argon2';

/** OWASP's Argon2id minimum (m=19 MiB, t=2, p=1); about 25 ms per hash on our 2-core machines. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/**
 * Verifies against a fixed dummy hash so that an unknown e-mail costs the same time as a wrong
 * password, and response timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-1A!');
  await verifyPassword(await dummyHash, password);
}
