// The public verification page's address, printed under each certificate's QR code.
import { getEnv } from '@/contract/env';

export const VERIFY_PATH = '/cert/verify';

export function verifyUrl(number?: string): string {
  const site = getEnv().SITE_URL.replace(/\/$/, '');
  return number ? `${site}${VERIFY_PATH}?no=${encodeURIComponent(number)}` : `${site}${VERIFY_PATH}`;
}
