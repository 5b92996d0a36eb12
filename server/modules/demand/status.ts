// A survey takes answers between its start and its end.
import type { ApiDemandStatus } from '@/contract/wire/demand';

export function demandStatus(row: { startAt: Date; endAt: Date }, now: Date): ApiDemandStatus {
  if (now < row.startAt) return 'upcoming';
  return now < row.endAt ? 'open' : 'closed';
}
