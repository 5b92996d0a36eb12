// Certificate numbers: 16 characters of Crockford's base32 (no I, L, O, U: nothing to misread) from a
// cryptographic random source, 80 bits, grouped by four for reading aloud or typing from paper. Knowing
// one number tells nothing about any other, so the public verification page cannot be walked.
import { randomBytes } from 'node:crypto';
import { CERT_NUMBER_ALPHABET as ALPHABET, CERT_NUMBER_LENGTH, groupCertNumber as group } from '@/contract/cert-format';

// The page reads typed numbers the same way before it asks the API.
export { CERT_NUMBER_LENGTH, normalizeCertNumber } from '@/contract/cert-format';

/** Grouped form as stored and shown: XXXX-XXXX-XXXX-XXXX. */
export const CERT_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** A new random number in grouped form. */
export function newCertNumber(random: (n: number) => Buffer = randomBytes): string {
  // 10 bytes = 80 bits = 16 base32 digits exactly.
  const bytes = random(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < CERT_NUMBER_LENGTH; i++) {
    out = ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return group(out);
}
