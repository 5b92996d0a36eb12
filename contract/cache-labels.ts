// The names of the site's public caches (loaders/), which the API clears through the cache bus when staff
// change what they hold (server/modules/admin/fresh.ts) and /cache/cleanup lists by name.
export const CACHE_LABELS = {
  homeCommon: '首页公共数据',
  homeIndex: '首页内容',
  options: '字典选项',
} as const;

export type CacheLabel = (typeof CACHE_LABELS)[keyof typeof CACHE_LABELS];
