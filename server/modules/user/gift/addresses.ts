// user/gift/addresses: the delivery addresses I saved in earlier exchanges, last used first, so the
// exchange form can offer them.
import { desc, eq } from 'drizzle-orm';
import type { ApiGiftAddress } from '@/contract/wire/gift';
import { defineRoute } from '@/server/http/route';
import { giftAddresses } from './schema';

export const giftAddressList = defineRoute({
  auth: 'user',
  handler: async (_input, { db, session }): Promise<{ list: ApiGiftAddress[] }> => {
    const rows = await db
      .select({ id: giftAddresses.id, name: giftAddresses.name, phone: giftAddresses.phone, address: giftAddresses.address })
      .from(giftAddresses)
      .where(eq(giftAddresses.userId, session.user.id))
      .orderBy(desc(giftAddresses.usedAt), desc(giftAddresses.id));
    return { list: rows };
  },
});
