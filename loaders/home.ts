import { CACHE_LABELS } from '@/contract/cache-labels';
import type { ApiHomeIndex } from '@/contract/api-types';
import { createTtlCache } from '@/lib/cache';
import { withPage } from './page';

export type HomeProps = { home: ApiHomeIndex };

// docs/product.md §9: home data is cached in memory; it is the same for every visitor.
const homeIndexCache = createTtlCache<ApiHomeIndex>({ label: CACHE_LABELS.homeIndex });

export function clearHomeIndexCache(): void {
  homeIndexCache.clear();
}

export const getServerSideProps = withPage<HomeProps>(async ({ api }) => ({
  props: { home: await homeIndexCache.getOrLoad('home/index', () => api.call<ApiHomeIndex>('home/index')) },
}));
