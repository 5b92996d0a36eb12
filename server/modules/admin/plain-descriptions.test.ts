// Course, live, training and base descriptions typed as plain text before the console had a rich-text editor
// (or sent as plain text by an outside client): the public pages and the console's editor get them as
// paragraphs with their line breaks, never as one run-on line and never as markup; a save stores them as HTML.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { staffRoles } from '@/server/modules/admin/schema';
import { courses } from '@/server/modules/course/schema';
import { lives } from '@/server/modules/live/schema';
import { bases } from '@/server/modules/training/base-schema';
import { trainings } from '@/server/modules/training/schema';
import { userWithCookie } from '@/server/modules/training/test-helpers';
import { createApiCaller } from '@/tests/api/call-api';
import { freshTestDb } from '@/tests/api/test-db';

const PLAIN = '第一段 血压<140 & 心率>60\n第二行\n\n第二段';
const AS_HTML = '<p>第一段 血压&lt;140 &amp; 心率&gt;60<br />第二行</p><p>第二段</p>';
const AS_EDITOR_HTML = '<p>第一段 血压&lt;140 & 心率&gt;60<br>第二行</p><p>第二段</p>';

describe('plain-text descriptions', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const read = async <T>(path: string, cookie?: string) => {
    const res = await api.call<T>(path, {}, { cookie, origin: null, ip: '10.9.7.1' });
    expect(res.envelope.code).toBe(Code.Ok);
    return res.envelope.data;
  };
  const registrar = async () => {
    const { user, cookie } = await userWithCookie(t.db, { name: '教务Numbat' });
    await t.db.insert(staffRoles).values({ userId: user.id, role: 'registrar' });
    return cookie;
  };

  it('shows a course, live broadcast, class and base as paragraphs on their public pages and in the console', async () => {
    const [course] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.isPublished, true)).limit(1);
    const [live] = await t.db.select({ id: lives.id }).from(lives).where(eq(lives.isPublished, true)).limit(1);
    const [training] = await t.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.isPublished, true)).limit(1);
    const [base] = await t.db.select({ id: bases.id }).from(bases).limit(1);
    await t.db.update(courses).set({ intro: PLAIN }).where(eq(courses.id, course.id));
    await t.db.update(lives).set({ intro: PLAIN }).where(eq(lives.id, live.id));
    await t.db.update(trainings).set({ syllabus: PLAIN, notice: '带身份证' }).where(eq(trainings.id, training.id));
    await t.db.update(bases).set({ intro: PLAIN }).where(eq(bases.id, base.id));

    expect((await read<{ intro: string }>(`course/detail/${course.id}`)).intro).toBe(AS_HTML);
    expect((await read<{ intro: string }>(`live/detail/${live.id}`)).intro).toBe(AS_HTML);
    expect(await read<{ syllabus: string; notice: string }>(`training/detail/${training.id}`)).toMatchObject({
      syllabus: AS_HTML, notice: '<p>带身份证</p>',
    });
    expect((await read<{ intro: string }>(`base/detail/${base.id}`)).intro).toBe(AS_HTML);

    const cookie = await registrar();
    expect((await read<{ intro: string }>(`admin/course/get/${course.id}`, cookie)).intro).toBe(AS_EDITOR_HTML);
    expect((await read<{ intro: string }>(`admin/live/get/${live.id}`, cookie)).intro).toBe(AS_EDITOR_HTML);
    expect((await read<{ syllabus: string }>(`admin/training/get/${training.id}`, cookie)).syllabus).toBe(AS_EDITOR_HTML);
    expect((await read<{ intro: string }>(`admin/base/get/${base.id}`, cookie)).intro).toBe(AS_EDITOR_HTML);
  });
});
