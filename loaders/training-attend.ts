// /training/attend: check-in. A learner types the session's code; staff of a class (scope 1 or 3) see
// the codes of their sessions and check learners in by their e-tickets (?ticket= comes from the QR code).
import type { ApiAttendInfo } from '@/contract/wire/training';
import { readText } from './list-query';
import { withPage } from './page';

export type TrainingAttendProps = { info: ApiAttendInfo; ticket: string; title: string };

export const getServerSideProps = withPage<TrainingAttendProps>(async ({ ctx, api }) => {
  const ticket = readText(ctx.query, 'ticket', 300);
  if (ticket === null) return { notFound: true };
  const info = await api.call<ApiAttendInfo>('training/attendInfo');
  return { props: { info, ticket, title: '培训签到' } };
});
