import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

/** GoTrue's access-token claims (auth-js RequiredClaims), so supabase-js decodes ours as its own. */
export interface AccessClaims {
  sub: string;
  email: string;
  session_id: string;
  role: 'authenticated';
  aud: 'authenticated';
  aal: 'aal1';
  amr: { method: string; timestamp: number }[];
  app_metadata: { provider: 'email'; providers: ['email']; plan: string; user_type: string };
  user_metadata: Record<string, unknown>;
  is_anonymous: false;
  phone: string;
  iat: number;
  exp: number;
  iss: string;
}

export interface TokenSigner {
  sign(claims: Omit<AccessClaims, 'iat' | 'exp' | 'iss' | 'role' | 'aud' | 'aal' | 'is_anonymous'>): Promise<{ token: string; expiresAt: number }>;
  /** Returns the claims, or null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<AccessClaims | null>;
  expiresIn: number;
}

export function createTokenSigner(secret: string, issuer: string, expiresIn: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    expiresIn,
    async sign(claims) {
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + expiresIn;
      const token = await new SignJWT({ ...claims, role: 'authenticated', aal: 'aal1', is_anonymous: false })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setAudience('authenticated')
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: exp };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, audience: 'authenticated' });
        return payload as unknown as AccessClaims;
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
