// Which journal issues a visitor may see: those an editor published (admin/journal/save). Every public read
// of issues (list, detail and its neighbours, a paper's place in its issue, search, sitemap, a paper's PDF)
// adds this condition, so unpublishing hides an issue everywhere at once.
import { eq, type SQL } from 'drizzle-orm';
import { journals } from './journal-schema';

export function isPublicJournal(): SQL {
  return eq(journals.isPublished, true);
}
