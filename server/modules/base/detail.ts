// base/detail/{id}: a training centre or base with its introduction, photos and the classes held there.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiBaseDetail } from '@/contract/wire/base';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import { nearness, selectTrainingCards, toApiTrainingCard } from '@/server/modules/training/cards';
import { optionOf } from '@/server/modules/training/options';
import { trainings } from '@/server/modules/training/schema';
import { trainingRank } from '@/server/modules/training/status';
import { isPublicTraining } from '@/server/modules/training/visibility';
import { bases } from '../training/base-schema';

/** Classes listed on a base's page; a base holds a few dozen at most in a year. */
const MAX_TRAININGS = 30;

export const baseDetail = defineRoute({
  input: z.object({ id: zId }),
  handler: async ({ id }, { db }): Promise<ApiBaseDetail> => {
    const now = new Date();
    const [b] = await db.select().from(bases).where(eq(bases.id, id)).limit(1);
    if (!b) throw new ApiError(Code.NotFound);
    const rows = await selectTrainingCards(db)
      .where(and(eq(trainings.baseId, id), isPublicTraining()))
      .orderBy(asc(trainingRank(now)), asc(nearness(now)), asc(trainings.id))
      .limit(MAX_TRAININGS);
    return {
      id: b.id,
      name: b.name,
      level: b.level,
      region: await optionOf(db, 'region', b.region),
      address: b.address,
      contactName: b.contactName,
      contactPhone: b.contactPhone,
      summary: b.summary,
      intro: sanitizeRichOrPlainText(b.intro),
      cover: b.cover,
      photos: b.photos,
      specialties: b.specialties,
      lat: b.lat,
      lng: b.lng,
      trainings: rows.map((r) => toApiTrainingCard(r, now)),
    };
  },
});
