// The auth feature's public surface for other features.
export { burnPasswordCheck, verifyPassword } from './password-hasher.ts';
