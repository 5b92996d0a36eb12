// /user/userCenter: everything the personal centre shows (user/center/summary), and the open survey
// it invites the learner to (demand/current).
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { nextChangeAt, noteValidUntil } from '@/lib/own-page-validity';
import { withPage } from './page';

export type UserCenterProps = { summary: ApiUserCenter; demand: ApiDemandCurrent };

export const getServerSideProps = withPage<UserCenterProps>(async ({ ctx, api }) => {
  // Together: on PostgreSQL the survey no longer waits for the summary's queries.
  const [summary, demand] = await Promise.all([
    api.call<ApiUserCenter>('user/center/summary'),
    api.call<ApiDemandCurrent>('demand/current'),
  ]);
  // Kept in memory for this member until the clock changes what it shows (lib/own-html-cache.ts): a class's
  // state, a certificate's expiry, the survey's close.
  noteValidUntil(ctx.req, nextChangeAt(Date.now(), [
    ...summary.trainings.current.flatMap((t) => [t.startAt, t.endAt]),
    ...summary.certs.latest.map((c) => c.validUntil),
    demand?.endAt,
  ]));
  return { props: { summary, demand } };
});
