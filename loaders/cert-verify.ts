// /cert/verify?no=...: the public verification page, reached from a certificate's QR code or by typing
// the number. Not found is an answer of this page (with the form to try again), not the 404 page.
import { normalizeCertNumber } from '@/contract/cert-format';
import { Code } from '@/contract/codes';
import { ApiCodeError } from '@/lib/http';
import type { ApiCertVerify } from '@/contract/wire/cert';
import { readText } from './list-query';
import { withPage } from './page';

/** Longer than any way of writing a number (the API refuses more than 64 characters). */
const MAX_INPUT = 64;

export type CertVerifyProps = {
  /** What was asked for, as typed ('' when the form is empty). */
  query: string;
  result: ApiCertVerify | null;
  /** Why there is no result when a number was asked for. */
  error: 'badFormat' | 'notFound' | 'tooMany' | null;
  title: string;
};

export const getServerSideProps = withPage<CertVerifyProps>(async ({ api, ctx }) => {
  const query = readText(ctx.query, 'no', MAX_INPUT + 1) ?? '';
  const base = { query: query.slice(0, MAX_INPUT), result: null, error: null, title: '证书核验' };
  if (!query) return { props: base };
  // Read the way the API reads it (spaces, any dash, width, case): what cannot be a number at all is
  // told apart from an unknown one, and never costs the visitor a lookup of their limit.
  const number = normalizeCertNumber(query);
  if (!number) return { props: { ...base, error: 'badFormat' } };
  try {
    const result = await api.call<ApiCertVerify>(`cert/verify/${encodeURIComponent(number)}`);
    return { props: { ...base, result } };
  } catch (error) {
    if (error instanceof ApiCodeError) {
      if (error.code === Code.NotFound || error.code === Code.BadInput) return { props: { ...base, error: 'notFound' } };
      if (error.code === Code.TooManyRequests) return { props: { ...base, error: 'tooMany' } };
    }
    throw error;
  }
});
