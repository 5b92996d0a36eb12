// /base: training centres and bases, filtered by region (?region=) and level (?level=), paged.
import type { ApiOption, ApiPage } from '@/contract/api-types';
import type { ApiBaseCard, ApiBaseLevel } from '@/contract/wire/base';
import { loadListPage, readFilter } from './list-query';
import { loadOptions } from './options';
import { withPage } from './page';

export const BASE_LEVELS = ['province', 'city', 'county'] as const;
export const BASE_PAGE_SIZE = 9;

export type BaseListFilter = { region?: string; level?: ApiBaseLevel };
export type BaseListProps = { data: ApiPage<ApiBaseCard>; filter: BaseListFilter; regions: ApiOption[] };

export const getServerSideProps = withPage<BaseListProps>(async ({ ctx, api }) => {
  const regions = (await loadOptions(api, ['region'])).region ?? [];
  const region = readFilter(ctx.query, 'region', regions.map((r) => r.value));
  const level = readFilter(ctx.query, 'level', BASE_LEVELS);
  if (region === null || level === null) return { notFound: true };
  const filter: BaseListFilter = { ...(region ? { region } : {}), ...(level ? { level } : {}) };
  const loaded = await loadListPage(ctx, (page) => api.call<ApiPage<ApiBaseCard>>('base/list', { ...filter, page: String(page), pageSize: String(BASE_PAGE_SIZE) }));
  if ('redirect' in loaded) return loaded;
  const { data } = loaded;
  return { props: { data, filter, regions } };
});
