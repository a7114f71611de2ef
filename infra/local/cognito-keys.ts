/**
 * The key the local Cognito signs its tokens with: an RSA key pair made for each data folder on its
 * first start and kept there (`{data}/cognito/.cognito/signing-key.pem`, readable by its owner only).
 * Never a key shipped in a package: cognito-local's own is public, so anyone could mint tokens with it.
 * The JWKS publishes the public half only.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface SigningKey {
  /** The `kid` in each token's header and in the JWKS. */
  kid: string;
  privateKey: KeyObject;
  /** The public half as a JWK (with kid, alg and use), as Cognito's JWKS lists its keys. */
  publicJwk: { alg: 'RS256'; e: string; kid: string; kty: 'RSA'; n: string; use: 'sig' };
}

export function signingKeyFile(configDirectory: string): string {
  return join(configDirectory, 'signing-key.pem');
}

/** The data folder's key, made on first use. */
export function loadOrCreateSigningKey(file: string): SigningKey {
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    mkdirSync(dirname(file), { recursive: true });
    // Written whole, then renamed: a start interrupted half-way leaves no half key behind.
    const partial = `${file}.partial`;
    writeFileSync(partial, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    renameSync(partial, file);
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const n = String(jwk.n);
  const e = String(jwk.e);
  // RFC 7638 thumbprint: stable for the key, different for every data folder.
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  return { kid, privateKey, publicJwk: { alg: 'RS256', e, kid, kty: 'RSA', n, use: 'sig' } };
}
