import type { ApiTagItemType } from '@/contract/wire/tag';

/** What each kind of tagged item is called on the tag page, and its measure word. */
export const tagTypeLabel: Record<ApiTagItemType, { name: string; unit: string }> = {
  training: { name: '培训班', unit: '个' },
  course: { name: '精品课程', unit: '门' },
  live: { name: '直播', unit: '场' },
  article: { name: '文章', unit: '篇' },
};
