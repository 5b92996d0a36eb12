// Loads the demo content into an empty database: the demo accounts (accounts.ts) and, when there are
// no categories yet, everything else in one transaction, then the demo learner's courses (study.ts).
// Safe to call on every start; start-up (server/startup.ts) calls it after migrating.
import { count, sql } from 'drizzle-orm';
import { withTransaction, type Db } from '@/server/db/client';
import { categories } from '@/server/modules/category/schema';
import { ensureSearchDocs, rebuildSearchDocs } from '@/server/modules/search/documents';
import { seedAccounts, seedDatedMessages } from './accounts';
import { buildContent } from './content';
import { loadContent } from './load';
import { seedTrainingSignups } from './training-signups';
import { seedStudy } from './study';
import { seedInvoices } from './invoices';
import { seedDemandAnswers } from './demand-answers';
import { seedGiftStore } from './gift-store';
import { seedScopeRosters } from './scope-rosters';
import { seedApplications } from './applications';
import { seedCertificates } from './certificates';
import { seedReviewEntries } from './review-entries';
import { seedExams } from './exams';
import { seedStaff } from './staff';
import { seedPaymentQueues } from './payments';
import { seedClassExam } from './class-exam';

export async function seedIfEmpty(db: Db): Promise<void> {
  await seedAccounts(db);
  const [{ n }] = await db.select({ n: count() }).from(categories);
  // A database seeded before the search existed gets its search documents now.
  if (n > 0) {
    // A database seeded before the console existed gets its demo staff now.
    await seedStaff(db);
    return ensureSearchDocs(db);
  }
  const now = Date.now();
  const content = buildContent(now);
  await withTransaction(db, async (tx) => {
    await loadContent(tx, content);
    // Sign-ups need the demo accounts' ids, hence after loadContent and not in content.ts.
    await seedTrainingSignups(tx, content, now);
    // The demo accounts' reminders of a real class and broadcast (accounts.ts).
    await seedDatedMessages(tx, content, now);
    // Survey answers (before the ledger, which pays the demo learner for his).
    await seedDemandAnswers(tx, now);
    // The store and the demo accounts' points ledger (needs the sign-ups and the case entries).
    await seedGiftStore(tx, now);
    // Rosters and applications of the scope areas (/user/training, /user/course, /user/apply, /user/teacher).
    await seedScopeRosters(tx, content, now);
    // Every seeded sign-up holds a seat, as one made on the site does (training/signup), so the seats
    // left go down with the rosters and come back when a sign-up is cancelled.
    await tx.execute(sql`update trainings t set seats_taken = least(t.seats_total, t.seats_taken + s.n)
      from (select training_id, count(*)::int as n from training_signups where status <> 'cancelled' group by training_id) s
      where s.training_id = t.id`);
    await seedApplications(tx, now);
    await seedReviewEntries(tx, now);
    await rebuildSearchDocs(tx);
  });
  await seedStudy(db);
  // Paid courses and invoices (after study.ts: the demo learner's paid course is enrolled there).
  await seedInvoices(db, now);
  // The demo courses' post-tests and attempts (before the certificates: a course with a test needs a pass).
  await withTransaction(db, (tx) => seedExams(tx, now));
  // Certificates of everyone who already qualifies, through the live issuing code (reads all of the above).
  await seedCertificates(db, now);
  // The console's demo staff and their history, which names rows of everything above.
  await seedStaff(db, now);
  // Sign-ups waiting for review and fees for finance, then the payment row of every fee above (after the staff: a reviewer is named).
  await seedPaymentQueues(db, now);
  // A class's post-test and a learner who may take it (last, so that no id above moves).
  await withTransaction(db, (tx) => seedClassExam(tx, now));
}
