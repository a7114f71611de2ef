import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtClaims } from './http';

export interface VerifierSettings {
  issuer: string;
  audience: string;
  jwksUri: string;
}

/**
 * Verifies a pool token as the HTTP API JWT authorizer does: signature against the
 * pool's JWKS, issuer, audience or client_id, expiry. It cannot tell ID from access
 * tokens; callers check `token_use` themselves.
 */
export function createTokenVerifier(settings: VerifierSettings) {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: settings.issuer,
      jwksUri: settings.jwksUri,
      // Access tokens carry client_id, ID tokens aud: the authorizer accepts either.
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audience = payload.aud ?? payload.client_id;
        const values = Array.isArray(audience) ? audience : [audience];
        if (!values.includes(settings.audience)) throw new Error('Token audience mismatch');
      },
    },
    {
      // The global fetch reaches http:// JWKS too (cognito-local); aws-jwt-verify's own client is https-only.
      jwksCache: new SimpleJwksCache({
        fetcher: {
          fetch: async (uri: string) => {
            const response = await fetch(uri);
            if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
            return await response.arrayBuffer();
          },
        },
      }),
    },
  );
  return {
    async verify(token: string): Promise<JwtClaims> {
      return (await verifier.verify(token)) as unknown as JwtClaims;
    },
  };
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}
