// The server's redirect rules (docs/product.md §2), applied by the page middleware.
import { asc } from 'drizzle-orm';
import type { ApiRedirectRule } from '@/contract/api-types';
import type { Db } from '@/server/db/client';
import { redirects } from './schema';

export async function listRedirects(db: Db): Promise<ApiRedirectRule[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.id));
  return rows.map((r) => ({ from: r.from, to: r.to, permanent: r.permanent }));
}
