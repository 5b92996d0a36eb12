// /journal/{id}: one issue's table of contents; an unknown id answers 404.
import type { ApiJournalDetail } from '@/contract/wire/journal';
import { withPage } from './page';

export type JournalIssueProps = { journal: ApiJournalDetail; title: string };

export const getServerSideProps = withPage<JournalIssueProps>(async ({ api, params }) => {
  const journal = await api.call<ApiJournalDetail>(`journal/detail/${params.id}`);
  return { props: { journal, title: `${journal.issue.year}年第${journal.issue.number}期` } };
});
