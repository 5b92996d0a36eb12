// training/detail/{id}: everything the class page shows, plus (for a logged-in visitor) their own
// sign-up or what the sign-up form starts with.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiExamStanding } from '@/contract/wire/exam';
import type { ApiSignupDefaults, ApiTrainingDetail } from '@/contract/wire/training';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api-error';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { sanitizeRichOrPlainText } from '@/server/http/sanitize-html';
import type { SessionUser } from '@/server/http/session';
import { bases } from '@/server/modules/training/base-schema';
import { options } from '@/server/modules/common/schema';
import { toSeconds } from '@/server/modules/common/time';
import { tagsOfItem } from '@/server/modules/common/item-tags';
import { publicTrainingFiles } from './files';
import { optionOf } from './options';
import { canSignup } from './rules';
import { trainingSessions, trainingSignups, trainings, type SignupStatus } from './schema';
import { signupStage } from './stage';
import { trainingStatus } from './status';
import { isPublicTraining } from './visibility';

export async function findTraining(db: Db, id: number) {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, id)).limit(1);
  if (!row) throw new ApiError(Code.NotFound);
  return row;
}

/** A class the public may see (published); NotFound otherwise, as if it did not exist. */
export async function findPublicTraining(db: Db, id: number) {
  const [row] = await db.select().from(trainings).where(and(eq(trainings.id, id), isPublicTraining())).limit(1);
  if (!row) throw new ApiError(Code.NotFound);
  return row;
}

export async function listSessions(db: Db, trainingId: number) {
  return db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.trainingId, trainingId))
    .orderBy(asc(trainingSessions.startAt), asc(trainingSessions.id));
}

/** The user's live (not cancelled) sign-up for a class, or undefined. */
export async function findSignup(db: Db, trainingId: number, userId: number) {
  const [row] = await db
    .select()
    .from(trainingSignups)
    .where(and(eq(trainingSignups.trainingId, trainingId), eq(trainingSignups.userId, userId), ne(trainingSignups.status, 'cancelled')))
    .limit(1);
  return row;
}

/** Class {id} and the user's live sign-up for it; NotFound (with the message, when given) when there is none. */
export async function requireOwnSignup(db: Db, id: number, userId: number, message?: string) {
  const training = await findTraining(db, id);
  const signup = await findSignup(db, id, userId);
  if (!signup) throw new ApiError(Code.NotFound, message);
  return { training, signup };
}

/** The user's sign-up for a class that the registrar rejected or staff cancelled (the learner is told why). */
async function findClosedByStaff(db: Db, trainingId: number, userId: number) {
  const [row] = await db
    .select({ closedAs: trainingSignups.closedAs, closeReason: trainingSignups.closeReason })
    .from(trainingSignups)
    .where(and(
      eq(trainingSignups.trainingId, trainingId), eq(trainingSignups.userId, userId),
      eq(trainingSignups.status, 'cancelled'), inArray(trainingSignups.closedAs, ['rejected', 'staff']),
    ))
    .limit(1);
  return row;
}

/** The profile's region (a city's option value; older rows: free text such as "郑州市中牟县") as a city. */
async function matchRegion(db: Db, region: string): Promise<string> {
  if (!region) return '';
  const cities = await db.select({ value: options.value, label: options.label }).from(options).where(eq(options.name, 'region'));
  return cities.find((c) => c.value === region || region.startsWith(c.label) || c.label.startsWith(region))?.value ?? '';
}

async function signupDefaults(db: Db, user: SessionUser): Promise<ApiSignupDefaults> {
  return {
    name: user.name,
    phone: user.phone,
    workUnit: user.workUnit,
    department: user.department,
    jobTitle: user.jobTitle,
    region: await matchRegion(db, user.region),
  };
}

/**
 * Where the learner stands with the class's post-test. The exam domain sits above training (its attempts issue class
 * certificates), so the route table passes it down (docs/architecture.md §4).
 */
export type ClassExamStanding = (db: Db, userId: number, trainingId: number) => Promise<ApiExamStanding | null>;

export const trainingDetail = (classExamStanding: ClassExamStanding) => defineRoute({
  input: z.object({ id: zId }),
  auth: 'optional',
  handler: async ({ id }, { db, session }): Promise<ApiTrainingDetail> => {
    const now = new Date();
    const t = await findPublicTraining(db, id);
    const sessions = await listSessions(db, id);
    const [base] = t.baseId
      ? await db.select().from(bases).where(eq(bases.id, t.baseId)).limit(1)
      : [];
    const tagRows = await tagsOfItem(db, 'training', id);
    const mine = session ? await findSignup(db, id, session.user.id) : undefined;
    const closed = session && !mine ? await findClosedByStaff(db, id, session.user.id) : undefined;
    const open = canSignup(t, now);

    return {
      id: t.id,
      title: t.title,
      cover: t.cover,
      summary: t.summary,
      project: await optionOf(db, 'trainingProject', t.project),
      region: await optionOf(db, 'region', t.region),
      status: trainingStatus(t, now),
      canSignup: open,
      signupEndAt: toSeconds(t.signupEndAt),
      startAt: toSeconds(t.startAt),
      endAt: toSeconds(t.endAt),
      base: base ? { id: base.id, name: base.name, address: base.address, lat: base.lat, lng: base.lng } : null,
      location: sessions[0]?.location ?? base?.address ?? '',
      organiser: t.organiser,
      audience: t.audience,
      credit: t.credit,
      fee: t.feeFen / 100,
      payMethod: t.payMethod,
      seatsTotal: t.seatsTotal,
      seatsLeft: Math.max(0, t.seatsTotal - t.seatsTaken),
      contactPhone: t.contactPhone,
      syllabus: sanitizeRichOrPlainText(t.syllabus),
      notice: sanitizeRichOrPlainText(t.notice),
      sessions: sessions.map((s) => ({
        id: s.id, title: s.title, teacher: s.teacher, location: s.location,
        startAt: toSeconds(s.startAt), endAt: toSeconds(s.endAt),
      })),
      tags: tagRows,
      files: await publicTrainingFiles(db, id),
      signupFields: t.signupFields,
      mySignup: mine ? { status: liveStatus(mine.status), stage: signupStage(mine), createdAt: toSeconds(mine.createdAt) } : null,
      myExam: mine && session ? await classExamStanding(db, session.user.id, id) : null,
      closedSignup: closed ? { stage: closed.closedAs === 'rejected' ? 'rejected' : 'cancelled', reason: closed.closeReason ?? '' } : null,
      signupDefaults: session && !mine && open ? await signupDefaults(db, session.user) : null,
    };
  },
});

/** A stored status of a live sign-up, as the wire names it. */
export function liveStatus(status: SignupStatus): 'pending' | 'confirmed' {
  return status === 'confirmed' ? 'confirmed' : 'pending';
}
