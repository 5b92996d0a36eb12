// admin/live/state (registrar, editor): starts a broadcast now or ends it now, in that order only
// (upcoming → live → ended, where its replay is shown once one is set). The state follows from the times,
// so starting sets the start to now and ending sets the end to now; anything else is refused with
// AdminCode.LiveStateNotAllowed and changes nothing.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AdminCode } from '@/contract/admin-codes';
import { LIVE_STATE_LABELS, type ApiLiveState } from '@/contract/wire/admin-course';
import { withTransaction } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { sendDueLiveReminders } from '@/server/modules/live/reminders';
import { lives } from '@/server/modules/live/schema';
import { writeAudit } from '../audit';
import { refreshPublic } from '../fresh';
import { defineAdminRoute } from '../guard';
import { LIVE_ROLES, loadAdminLive, requireAdminLive } from './queries';

const NEXT: Partial<Record<ApiLiveState, ApiLiveState>> = { upcoming: 'live', live: 'ended' };

export const adminLiveState = defineAdminRoute({
  roles: LIVE_ROLES,
  input: z.object({ id: zId, state: z.enum(['live', 'ended'], '目标状态不正确') }),
  handler: async ({ id, state }, { db, staff }): Promise<{ id: number; state: ApiLiveState }> => {
    const now = new Date();
    await withTransaction(db, async (tx) => {
      const before = await requireAdminLive(tx, id, now);
      if (NEXT[before.state] !== state) {
        throw new ApiError(
          AdminCode.LiveStateNotAllowed,
          `直播当前为「${LIVE_STATE_LABELS[before.state]}」，不能改为「${LIVE_STATE_LABELS[state]}」；状态只能从未开始到直播中，再到已结束`,
        );
      }
      await tx.update(lives).set(state === 'live' ? { startAt: now } : { endAt: now }).where(eq(lives.id, id));
      const after = await loadAdminLive(tx, id, now);
      await writeAudit(tx, { staffId: staff.id, action: 'update', kind: 'live', itemId: id, before, after });
      await refreshPublic(tx, 'live');
    });
    // Started early: the booked reminders are due now, not at the planned start.
    if (state === 'live') await sendDueLiveReminders(db, now, id);
    return { id, state };
  },
});
