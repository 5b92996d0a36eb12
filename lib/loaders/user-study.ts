// /user/study: the study centre (login; the route table guards it). Each list pages on its own:
// ?tpage= for my classes, ?cpage= for my courses.
import type { ParsedUrlQuery } from 'node:querystring';
import type { ApiDemandCurrent } from '../wire/demand';
import type { ApiStudySummary } from '../wire/study';
import { withPage } from './page';

export type UserStudyProps = { study: ApiStudySummary; demand: ApiDemandCurrent; title: string };

/** A page number from the query: 1 when absent, null when it is not a sane one. */
function readNamedPage(query: ParsedUrlQuery, name: string): number | null {
  const raw = query[name];
  if (raw === undefined) return 1;
  return typeof raw === 'string' && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

export const getServerSideProps = withPage<UserStudyProps>(async ({ api, ctx }) => {
  const trainingPage = readNamedPage(ctx.query, 'tpage');
  const coursePage = readNamedPage(ctx.query, 'cpage');
  if (trainingPage === null || coursePage === null) return { notFound: true };
  // A page past the end answers BadInput, which withPage turns into the 404 page.
  const study = await api.call<ApiStudySummary>('user/study/summary', {
    trainingPage: String(trainingPage),
    coursePage: String(coursePage),
  });
  // The open survey, invited to here as well (components/demand/DemandInvite.tsx).
  const demand = await api.call<ApiDemandCurrent>('demand/current');
  return { props: { study, demand, title: '学习中心' } };
});
