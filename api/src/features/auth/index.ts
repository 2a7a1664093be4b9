// The auth feature's public surface for other features.
export { burnPasswordCheck, verifyPassword } from './password-hasher.ts';
// The admin dashboard's user actions.
export { type AuthService } from './auth-service.ts';
export { authServiceFor } from './auth-feature.ts';
export { createAuthRepository } from './auth-repository.ts';
