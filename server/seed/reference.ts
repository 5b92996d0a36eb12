// Reference rows: dictionary options, pictures and tags.
import type { Tagged } from './types';
import type { TaggedItemType } from '@/server/modules/common/tag-schema';
import { COUNTY_OPTIONS, DICTIONARIES } from './data/options';
import { BANNERS, COVERS, COVER_SIZE } from './data/site';

export function buildOptions() {
  const flat = Object.entries(DICTIONARIES).flatMap(([name, pairs]) =>
    pairs.map(([value, label], i) => ({ name, value, label, parent: '', sort: i + 1 })),
  );
  const counties = COUNTY_OPTIONS.map((c, i) => ({ name: 'county', ...c, sort: i + 1 }));
  return [...flat, ...counties];
}

/** Banners first (ids 1..4, in display order), then every cover and avatar. */
export function buildPics() {
  const banners = BANNERS.map((b, i) => ({ ...b, kind: 'banner' as const, sort: i + 1 }));
  const covers = Object.entries(COVERS).flatMap(([area, urls]) =>
    urls.map((url, i) => {
      const [width, height] = area === 'journal' ? COVER_SIZE.journal : area === 'avatar' ? COVER_SIZE.avatar : COVER_SIZE.default;
      const alt = area === 'avatar' ? '讲师头像' : `${COVER_ALT[area] ?? '封面'}封面图`;
      return { url, width, height, alt, link: null, kind: area === 'avatar' ? ('photo' as const) : ('cover' as const), sort: i + 1 };
    }),
  );
  return [...banners, ...covers];
}

const COVER_ALT: Record<string, string> = {
  training: '培训班', course: '精品课程', live: '专家直播', science: '健康科普', news: '资讯', project: '区域健康项目',
  base: '培训基地', journal: '《中原基层医学》期刊', activity: '病例大赛',
};

/** Tags in order of first use, and the item-tag pairs (duplicates dropped). */
export function buildTagRows(tagged: Tagged[]) {
  const ids = new Map<string, number>();
  for (const t of tagged) if (!ids.has(t.tag)) ids.set(t.tag, ids.size + 1);
  const tags = [...ids].map(([name, id]) => ({ id, name, sort: id }));
  const seen = new Set<string>();
  const itemTags: { tagId: number; itemType: TaggedItemType; itemId: number }[] = [];
  for (const t of tagged) {
    const tagId = ids.get(t.tag)!;
    const key = `${tagId}:${t.type}:${t.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    itemTags.push({ tagId, itemType: t.type, itemId: t.id });
  }
  return { tags, itemTags };
}
