// WeChat's access token and JS-SDK ticket, cached in the database (issue 12): WeChat limits how often
// they may be fetched and a new one voids the old, so every process of the site shares one copy.
import { pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

export const wechatTokens = pgTable(
  'wechat_tokens',
  {
    appId: varchar('app_id', { length: 32 }).notNull(),
    /** 'access_token' or 'jsapi_ticket'. */
    kind: varchar('kind', { length: 16 }).$type<'access_token' | 'jsapi_ticket'>().notNull(),
    value: varchar('value', { length: 512 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.kind] })],
);
