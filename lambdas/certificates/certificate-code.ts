import { randomInt } from 'node:crypto';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_CODE_LENGTH } from '@common/certificates';

/** A new certificate's code: random letters and digits of the code alphabet (common/certificates.ts). */
export function newCertificateCode(): string {
  return Array.from(
    { length: CERTIFICATE_CODE_LENGTH },
    () => CERTIFICATE_CODE_ALPHABET[randomInt(CERTIFICATE_CODE_ALPHABET.length)],
  ).join('');
}
