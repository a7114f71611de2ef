import { TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { groupSecret, totpUri } from '@/features/settings/utils/totp-uri';
import { authenticatorCode } from '../../../../support/totp';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the key an authenticator app reads from the QR code', () => {
  it('names Tremplin and the account, with Cognito’s parameters, and gives the same codes', () => {
    const uri = totpUri(SECRET, 'salma+test@exemple.ma');
    expect(uri.startsWith('otpauth://totp/Tremplin:salma%2Btest%40exemple.ma?')).toBe(true);
    const read = URI.parse(uri);
    expect(read).toBeInstanceOf(TOTP);
    const totp = read as TOTP;
    expect(totp.issuer).toBe('Tremplin');
    expect(totp.label).toBe('salma+test@exemple.ma');
    expect(totp.secret.base32).toBe(SECRET);
    expect([totp.algorithm, totp.digits, totp.period]).toEqual(['SHA1', 6, 30]);
    const now = Date.UTC(2026, 10, 24, 9, 0, 0);
    expect(totp.generate({ timestamp: now })).toBe(authenticatorCode(SECRET, now));
  });

  it('shows the key in groups of four, which apps and the tests read back without the spaces', () => {
    expect(groupSecret(SECRET)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(authenticatorCode(groupSecret(SECRET), 0)).toBe(authenticatorCode(SECRET, 0));
  });
});
