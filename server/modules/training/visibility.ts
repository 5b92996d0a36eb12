// Which classes the public sees (docs/product.md §10): only published ones, on every page, list, search,
// tag page, calendar and the sitemap. A learner's own sign-ups stay reachable from their study centre.
import { eq, type SQL } from 'drizzle-orm';
import { trainings } from './schema';

/** SQL condition: the class is published. */
export function isPublicTraining(): SQL {
  return eq(trainings.isPublished, true);
}
