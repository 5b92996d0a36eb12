import { describe, expect, it } from 'vitest';
import type { ApiUserInfo } from '@/contract/api-types';
import { freshTestDb } from '@/tests/api/test-db';
import { eq } from 'drizzle-orm';
import { activities, messages, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { unreadCount } from '@/tests/api/db-facts';
import { getCacheBus } from '@/server/cache-bus';

describe('home/auth', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  const day = 86_400_000;
  const insertOpenActivity = () =>
    t.db.insert(activities).values({
      title: '基层病例大赛', cover: '/images/a.jpg', summary: '', organiser: '学会', rules: '<p>规则</p>',
      startAt: new Date(Date.now() - day), deadline: new Date(Date.now() + day), endAt: new Date(Date.now() + 2 * day),
    });

  it('answers a guest with login false, scope 0, sso true and no messages', async () => {
    const res = await api.call<ApiUserInfo>('home/auth');
    expect(res.envelope.code).toBe(0);
    expect(res.envelope.data).toMatchObject({ login: false, scope: 0, sso: true, message: 0 });
    expect(res.envelope.data.user).toBeUndefined();
    expect(res.headers['Cache-Control']).toBe('private, no-store');
  });

  it('says whether a case competition is open', async () => {
    await t.db.delete(activities);
    await getCacheBus().publish(t.db, 'test:activity');
    expect((await api.call<ApiUserInfo>('home/auth')).envelope.data.existActivity).toBe(false);
    await insertOpenActivity();
    // Written straight to the table, not through the console: say so on the cache bus, as a staff change does.
    await getCacheBus().publish(t.db, 'test:activity');
    expect((await api.call<ApiUserInfo>('home/auth')).envelope.data.existActivity).toBe(true);
  });

  it('keeps whether a competition is open for everyone a few seconds, until a cache-bus message', async () => {
    const open = async () => (await api.call<ApiUserInfo>('home/auth')).envelope.data.existActivity;
    await insertOpenActivity();
    await getCacheBus().publish(t.db, 'test:activity');
    expect(await open()).toBe(true);
    await t.db.delete(activities);
    // The same answer for the next visitors, without asking the database again ...
    expect(await open()).toBe(true);
    // ... until staff change something.
    await getCacheBus().publish(t.db, 'test:activity');
    expect(await open()).toBe(false);
  });

  it("reads a member's frame in one statement while nothing of theirs changed, and counts again the moment it does", async () => {
    const phone = '13800000004';
    const { cookie } = await api.login(phone);
    const [member] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    // Statements sent outside transactions: the driver's client (a pool on PostgreSQL, the PGlite instance).
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements += 1;
      return query(...args);
    };
    const unread = async () => {
      statements = 0;
      const info = (await api.call<ApiUserInfo>('home/auth', {}, { cookie })).envelope.data;
      return { message: info.message, statements };
    };
    try {
      const before = await unreadCount(t.db, phone);
      await unread();
      // The session and nothing else: the count is the one read at this version of the member's data.
      expect(await unread()).toEqual({ message: before, statements: 1 });
      // A message written anywhere (here straight to the table) moves the member's data version with it.
      const [sent] = await t.db.insert(messages).values({ userId: member.id, title: '测试通知', body: '正文' }).returning({ id: messages.id });
      expect((await unread()).message).toBe(before + 1);
      await t.db.update(messages).set({ readAt: new Date() }).where(eq(messages.id, sent.id));
      expect((await unread()).message).toBe(before);
      await t.db.delete(messages).where(eq(messages.id, sent.id));
      expect(await unread()).toMatchObject({ message: before });
    } finally {
      client.query = query;
    }
  });

  it('answers the logged-in user with their scope and unread count, and no sso', async () => {
    const { cookie } = await api.login('13800000003');
    const res = await api.call<ApiUserInfo>('home/auth', {}, { cookie });
    expect(res.envelope.data).toMatchObject({
      login: true, scope: 3, sso: false, message: await unreadCount(t.db, '13800000003'), user: { name: '赵强', phoneMasked: '138****0003' },
    });
  });
});
