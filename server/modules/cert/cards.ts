// Certificate rows -> wire shapes. The status a person sees follows from the stored one and the time.
import { maskName } from '@/contract/cert-format';
import type { ApiCert, ApiCertStatus, ApiCertVerify } from '@/contract/wire/cert';
import { toSeconds } from '@/server/modules/common/time';
import type { certificates } from './schema';

export type CertRow = typeof certificates.$inferSelect;

export function certStatus(row: Pick<CertRow, 'status' | 'validUntil'>, now: Date): ApiCertStatus {
  if (row.status === 'revoked') return 'revoked';
  if (row.validUntil && row.validUntil <= now) return 'expired';
  return 'valid';
}

function refLink(row: CertRow): string | null {
  if (row.kind === 'course') return `/course/${row.refId}`;
  if (row.kind === 'training') return `/training/${row.refId}`;
  return null;
}

export function toApiCert(row: CertRow, now: Date): ApiCert {
  return {
    id: row.id, number: row.number, kind: row.kind, title: row.title, link: refLink(row), holderName: row.holderName,
    creditLevel: row.creditLevel, creditType: row.creditType, credits: row.creditTenths / 10, hours: row.hoursTenths / 10,
    issuer: row.issuer, issuedAt: toSeconds(row.issuedAt), validUntil: row.validUntil ? toSeconds(row.validUntil) : null,
    status: certStatus(row, now), revokeReason: row.status === 'revoked' ? row.revokeReason : '',
  };
}

/** Only what a verifier needs: no ids, no links, the name masked, no reason for a revocation. */
export function toApiCertVerify(row: CertRow, now: Date): ApiCertVerify {
  return {
    number: row.number, holder: maskName(row.holderName), title: row.title, kind: row.kind,
    creditLevel: row.creditLevel, creditType: row.creditType, credits: row.creditTenths / 10, hours: row.hoursTenths / 10,
    issuer: row.issuer, issuedAt: toSeconds(row.issuedAt), validUntil: row.validUntil ? toSeconds(row.validUntil) : null,
    status: certStatus(row, now), revokedAt: row.status === 'revoked' && row.revokedAt ? toSeconds(row.revokedAt) : null, replacedAt: null,
  };
}
