import { LIMITS } from '@common/limits';
import { PLATFORM_NAME } from '@common/platform';

/**
 * The key URI authenticator apps read from the QR code (Google's Key Uri Format, which every app
 * follows): `otpauth://totp/Tremplin:{e-mail}?secret=…&issuer=Tremplin…`, with Cognito's parameters
 * spelled out (SHA-1, 6 digits, 30 s). The app lists the account as « Tremplin (e-mail) ».
 */
export function totpUri(secret: string, account: string): string {
  const label = `${encodeURIComponent(PLATFORM_NAME)}:${encodeURIComponent(account)}`;
  const parameters = new URLSearchParams({
    secret,
    issuer: PLATFORM_NAME,
    algorithm: 'SHA1',
    digits: String(LIMITS.authenticatorCodeLength),
    period: String(LIMITS.authenticatorCodePeriodSeconds),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}

/** The key as a person copies it by hand: groups of four letters (apps ignore the spaces). */
export function groupSecret(secret: string, size = 4): string {
  const groups: string[] = [];
  for (let i = 0; i < secret.length; i += size) groups.push(secret.slice(i, i + size));
  return groups.join(' ');
}
