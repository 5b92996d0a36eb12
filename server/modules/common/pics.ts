// Pictures (banners, covers) and their one wire shape.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiPic } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { pics } from './schema';

type PicRow = Pick<typeof pics.$inferSelect, 'id' | 'url' | 'width' | 'height' | 'alt' | 'link'>;

const picColumns = { id: pics.id, url: pics.url, width: pics.width, height: pics.height, alt: pics.alt, link: pics.link };

export function toApiPic(row: PicRow): ApiPic {
  return { id: row.id, url: row.url, width: row.width, height: row.height, alt: row.alt, link: row.link };
}

/** The pictures with these ids, in the order asked; unknown ids are left out. */
export async function getPicsByIds(db: Db, ids: readonly number[]): Promise<ApiPic[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(picColumns).from(pics).where(inArray(pics.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, toApiPic(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listBanners(db: Db): Promise<ApiPic[]> {
  const rows = await db.select(picColumns).from(pics).where(and(eq(pics.kind, 'banner'), eq(pics.isEnabled, true))).orderBy(asc(pics.sort), asc(pics.id));
  return rows.map(toApiPic);
}
