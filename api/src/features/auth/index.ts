/** What other features may use of accounts and sessions (the admin dashboard's user actions). */
export { type AuthService } from './auth-service.ts';
export { authServiceFor } from './auth-feature.ts';
export { authRepository } from './auth-repository.ts';
