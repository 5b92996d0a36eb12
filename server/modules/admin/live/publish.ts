// admin/live/publish/:id (registrar, editor): shows (published=1) or hides (published=0) a broadcast on the
// public site at once, from the list without opening the form.
import { eq } from 'drizzle-orm';
import { lives } from '@/server/modules/live/schema';
import { defineAdminPublish } from '../publish';
import { LIVE_ROLES, requireAdminLive } from './queries';

export const adminLivePublish = defineAdminPublish({
  roles: LIVE_ROLES,
  kind: 'live',
  load: requireAdminLive,
  write: async (tx, id, isPublished) => {
    await tx.update(lives).set({ isPublished }).where(eq(lives.id, id));
  },
});
