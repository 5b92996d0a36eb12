// Dictionary options for loaders (common/optionsBatch, docs/product.md §7), cached in memory like home data
// (docs/product.md §9): they are the same for every visitor. /cache/cleanup should clear this cache too.
import { CACHE_LABELS } from '@/contract/cache-labels';
import type { ApiOptions } from '@/contract/api-types';
import { createTtlCache } from '@/lib/cache';
import type { ApiClient } from './page';

const optionsCache = createTtlCache<ApiOptions>({ label: CACHE_LABELS.options });

export function clearOptionsCache(): void {
  optionsCache.clear();
}

/** The named dictionaries (each an array, [] for an unknown name). */
export async function loadOptions(api: ApiClient, names: readonly string[]): Promise<ApiOptions> {
  const key = [...names].sort().join(',');
  return optionsCache.getOrLoad(key, () => api.call<ApiOptions>(`common/optionsBatch/${key}`));
}
