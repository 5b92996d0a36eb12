// Certificate numbers: 16 characters of Crockford's base32 (no I, L, O, U: nothing to misread) from a
// cryptographic random source, 80 bits, grouped by four for reading aloud or typing from paper. Knowing
// one number tells nothing about any other, so the public verification page cannot be walked.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERT_NUMBER_LENGTH = 16;
/** Grouped form as stored and shown: XXXX-XXXX-XXXX-XXXX. */
export const CERT_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

function group(chars: string): string {
  return chars.match(/.{4}/g)!.join('-');
}

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

/**
 * A number as a person typed it, in grouped form, or null when it cannot be one: case, spaces and
 * dashes do not matter, and the letters people confuse with digits (O, I, L) are read as 0 and 1.
 */
export function normalizeCertNumber(input: string): string | null {
  if (input.length > 64) return null;
  const chars = input
    .toUpperCase()
    .replace(/[\s\-－—_]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (chars.length !== CERT_NUMBER_LENGTH || ![...chars].every((c) => ALPHABET.includes(c))) return null;
  return group(chars);
}
