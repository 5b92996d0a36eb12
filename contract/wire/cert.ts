// Wire types of certificates: the holder's own list (user/cert/list) and the public verification
// answer (cert/verify/{number}), which carries only what a verifier needs.
import type { ApiPage } from '@/contract/api-types';

export type ApiCertKind = 'course' | 'training' | 'record';
/** valid; expired (past validUntil); revoked by the academy. */
export type ApiCertStatus = 'valid' | 'expired' | 'revoked';

/** What a certificate states, to its holder and to a verifier alike. */
export type ApiCertFields = {
  /** Grouped form, e.g. "K7M2-9QXH-T4PW-8ZR3". */
  number: string;
  kind: ApiCertKind;
  /** What was completed. */
  title: string;
  /** 国家级 / 省级 / ''. */
  creditLevel: string;
  /** Ⅰ类 / Ⅱ类 / '' (no credit). */
  creditType: string;
  credits: number;
  /** Study hours (学时). */
  hours: number;
  issuer: string;
  /** Unix seconds. */
  issuedAt: number;
  /** Unix seconds; null: no end. */
  validUntil: number | null;
  status: ApiCertStatus;
};

export type ApiCert = ApiCertFields & {
  id: number;
  /** The page of the course or class (/course/26, /training/3); null for records. */
  link: string | null;
  holderName: string;
  /** Why the academy revoked it ('' unless revoked). */
  revokeReason: string;
};

export type ApiCertTotals = {
  /** Valid and expired certificates (revoked ones do not count). */
  count: number;
  /** Credits by type, e.g. { 'Ⅰ类': 6, 'Ⅱ类': 4 }. */
  credits: Record<string, number>;
  hours: number;
};

export type ApiCertList = ApiPage<ApiCert> & {
  totals: ApiCertTotals;
  /** Years with at least one counting certificate, newest first (for the yearly summary). */
  years: number[];
};

export type ApiCertVerify = ApiCertFields & {
  /** Masked: 张*明. */
  holder: string;
  /** When the academy revoked it (Unix seconds); null unless revoked. The reason stays with the holder. */
  revokedAt: number | null;
  /** Set when the number asked for is an old one: the certificate was reissued under a new number then. */
  replacedAt: number | null;
};
