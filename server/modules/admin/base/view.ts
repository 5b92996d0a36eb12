// One training centre or base as the console sees it (admin/base/get, audit before/after).
import { count, eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiAdminBase } from '@/contract/wire/admin-training';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { plainTextAsHtml } from '@/server/http/sanitize-html';
import { bases } from '@/server/modules/training/base-schema';
import { trainings } from '@/server/modules/training/schema';

export async function loadAdminBase(db: Db, id: number): Promise<ApiAdminBase> {
  const [b] = await db.select().from(bases).where(eq(bases.id, id)).limit(1);
  if (!b) throw new ApiError(Code.NotFound);
  const [{ n }] = await db.select({ n: count() }).from(trainings).where(eq(trainings.baseId, id));
  return {
    id: b.id, name: b.name, level: b.level, region: b.region, address: b.address, contactName: b.contactName,
    contactPhone: b.contactPhone, summary: b.summary, intro: plainTextAsHtml(b.intro), cover: b.cover, photos: b.photos,
    specialties: b.specialties, lat: b.lat, lng: b.lng, sort: b.sort, trainingCount: n,
  };
}
