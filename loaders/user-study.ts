// /user/study: the study centre (login; the route table guards it). Each list pages on its own:
// ?tpage= for my classes, ?cpage= for my courses. An odd page number of either list, or one past its
// last page, falls back to its first or last page (a redirect keeping the other list's page).
import { Code } from '@/contract/codes';
import { ApiCodeError } from '@/lib/api-errors';
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import type { ApiStudySummary } from '@/contract/wire/study';
import { pageAddress, readPageRequest, type PageRequest } from './list-query';
import { withPage } from './page';

export type UserStudyProps = { study: ApiStudySummary; demand: ApiDemandCurrent; title: string };

/** The page of one list to send the visitor to: 1 for an odd number, else the asked page up to the last. */
function pageToShow(asked: PageRequest, list: { total: number; pageSize: number }): number {
  if (asked.fallback === 'first') return 1;
  const last = Math.max(1, Math.ceil(list.total / list.pageSize));
  return asked.page === null ? last : Math.min(asked.page, last);
}

export const getServerSideProps = withPage<UserStudyProps>(async ({ api, ctx }) => {
  const trainingPage = readPageRequest(ctx.query, 'tpage');
  const coursePage = readPageRequest(ctx.query, 'cpage');
  const summary = (tpage: number, cpage: number) =>
    api.call<ApiStudySummary>('user/study/summary', { trainingPage: String(tpage), coursePage: String(cpage) });
  let study: ApiStudySummary | null = null;
  if (trainingPage.page !== null && coursePage.page !== null) {
    try {
      study = await summary(trainingPage.page, coursePage.page);
    } catch (error) {
      // A page past the end of either list answers BadInput: fall back below.
      if (!(error instanceof ApiCodeError && error.code === Code.BadInput)) throw error;
    }
  }
  if (!study) {
    const first = await summary(1, 1);
    const address = pageAddress(ctx.resolvedUrl, pageToShow(trainingPage, first.trainings), 'tpage');
    return { redirect: { destination: pageAddress(address, pageToShow(coursePage, first.courses), 'cpage'), permanent: false } };
  }
  // The open survey, invited to here as well (components/demand/DemandInvite.tsx).
  const demand = await api.call<ApiDemandCurrent>('demand/current');
  return { props: { study, demand, title: '学习中心' } };
});
