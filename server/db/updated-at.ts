// The last time a content row changed in a way a reader would notice: the sitemap's lastmod reads it.
// A trigger keeps it (migration 0001): a change to any column but the counters visitors move (views,
// seats taken, learners, viewers) sets it to now(), so that a page view is not a "modification".
import { timestamp } from 'drizzle-orm/pg-core';

export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
