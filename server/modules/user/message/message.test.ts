// user/message/*: list, read/{id}, readAll, delete and createMessage. A user only ever reaches their own
// messages: another user's id answers exactly like one that does not exist, and nothing changes.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Code } from '@/contract/codes';
import type { ApiMessageChange, ApiMessageList } from '@/contract/wire/message';
import { freshTestDb } from '@/tests/api/test-db';
import { messages, users } from '@/server/db/schema';
import { createApiCaller } from '@/tests/api/call-api';
import { createMessage, createMessages, isSitePath } from '@/server/modules/message/create';

describe('user messages', () => {
  const t = freshTestDb();
  const api = createApiCaller(() => t.db);
  let alice: { id: number; cookie: string };
  let bob: { id: number; cookie: string };

  const login = async (phone: string, ip: string) => {
    const { cookie } = await api.login(phone, { ip });
    const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    return { id: u.id, cookie };
  };
  const rowsOf = (userId: number) => t.db.select().from(messages).where(eq(messages.userId, userId)).orderBy(messages.id);
  const list = (cookie: string, form: Record<string, unknown> = {}) =>
    api.call<ApiMessageList>('user/message/list', form, { cookie });

  beforeAll(async () => {
    alice = await login('13600000901', '10.9.0.1');
    bob = await login('13600000902', '10.9.0.2');
  });
  beforeEach(async () => {
    await t.db.delete(messages).where(eq(messages.userId, alice.id));
    await t.db.delete(messages).where(eq(messages.userId, bob.id));
    const day = 86_400_000;
    const base = Date.now() - 30 * day;
    await createMessages(
      t.db,
      Array.from({ length: 12 }, (_, i) => ({
        userId: alice.id, title: `消息${i + 1}`, body: `正文${i + 1}`, at: new Date(base + i * day),
        link: i === 11 ? '/live/3' : null,
      })),
    );
    await createMessage(t.db, { userId: bob.id, title: '乙的消息', body: '只给乙看' });
  });

  describe('createMessage', () => {
    it('writes an unread message with a site link, trimming and bounding the text', async () => {
      const id = await createMessage(t.db, { userId: bob.id, title: `  ${'长'.repeat(150)} `, body: ' 正文 ', link: '/user/cert' });
      const [row] = await t.db.select().from(messages).where(eq(messages.id, id));
      expect(row).toMatchObject({ userId: bob.id, title: '长'.repeat(100), body: '正文', link: '/user/cert', readAt: null });
    });

    it('refuses links that leave the site and empty titles', async () => {
      for (const link of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'live/3', '/a b']) {
        expect(isSitePath(link), link).toBe(false);
        await expect(createMessage(t.db, { userId: bob.id, title: 't', body: 'b', link })).rejects.toThrow();
      }
      await expect(createMessage(t.db, { userId: bob.id, title: '  ', body: 'b' })).rejects.toThrow();
      expect(await rowsOf(bob.id)).toHaveLength(1);
    });

    it('works inside a transaction, and the message goes when the transaction fails', async () => {
      await expect(
        t.db.transaction(async (tx) => {
          await createMessage(tx, { userId: bob.id, title: '回滚', body: 'x' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect((await rowsOf(bob.id)).map((r) => r.title)).toEqual(['乙的消息']);
    });
  });

  describe('user/message/list', () => {
    it('answers a page, newest first, unread marked, with totals and the unread count', async () => {
      const res = await list(alice.cookie);
      expect(res.envelope.code).toBe(0);
      const d = res.envelope.data;
      expect(d).toMatchObject({ total: 12, page: 1, pageSize: 10, noRead: 12 });
      expect(d.list.map((m) => m.title)).toEqual(Array.from({ length: 10 }, (_, i) => `消息${12 - i}`));
      expect(d.list[0]).toMatchObject({ body: '正文12', link: '/live/3', read: false, createdAt: expect.any(Number) });
      expect(d.list[1].link).toBeNull();
      expect(res.headers['Cache-Control']).toBe('private, no-store');
      const second = (await list(alice.cookie, { page: '2' })).envelope.data;
      expect(second.list.map((m) => m.title)).toEqual(['消息2', '消息1']);
      expect((await list(alice.cookie, { page: '3' })).envelope.data.list).toEqual([]);
    });

    it('shows nobody else\'s messages', async () => {
      const d = (await list(bob.cookie)).envelope.data;
      expect(d.list.map((m) => m.title)).toEqual(['乙的消息']);
      expect(d.total).toBe(1);
    });

    it('asks a guest to log in', async () => {
      expect((await api.call('user/message/list')).envelope.code).toBe(Code.NotLoggedIn);
    });

    it.each([['0'], ['-1'], ['abc'], ['501'], ['1.5']])('refuses page %s with BadInput', async (page) => {
      expect((await list(alice.cookie, { page })).envelope.code).toBe(Code.BadInput);
    });

    it('refuses an oversized page size', async () => {
      expect((await list(alice.cookie, { pageSize: '51' })).envelope.code).toBe(Code.BadInput);
    });
  });

  describe('user/message/read/{id} and readAll', () => {
    it('marks one message read and answers the new unread count; again changes nothing', async () => {
      const [first] = await rowsOf(alice.id);
      const res = await api.call<ApiMessageChange>(`user/message/read/${first.id}`, {}, { cookie: alice.cookie });
      expect(res.envelope).toMatchObject({ code: 0, data: { changed: 1, noRead: 11 } });
      const again = await api.call<ApiMessageChange>(`user/message/read/${first.id}`, {}, { cookie: alice.cookie });
      expect(again.envelope.data).toEqual({ changed: 0, noRead: 11 });
      expect((await api.call('user/message/noRead', {}, { cookie: alice.cookie })).envelope.data).toEqual({ noRead: 11 });
    });

    it('answers another user\'s message exactly like a missing one, and leaves it unread', async () => {
      const [bobs] = await rowsOf(bob.id);
      const theirs = await api.call(`user/message/read/${bobs.id}`, {}, { cookie: alice.cookie });
      const missing = await api.call('user/message/read/999999', {}, { cookie: alice.cookie });
      expect(theirs.envelope).toEqual(missing.envelope);
      expect(theirs.envelope.code).toBe(Code.NotFound);
      expect((await rowsOf(bob.id))[0].readAt).toBeNull();
    });

    it.each([['0'], ['abc'], ['-1'], ['1.5'], ['99999999999']])('answers id %s with a coded error', async (id) => {
      const res = await api.call(`user/message/read/${id}`, {}, { cookie: alice.cookie });
      expect([Code.NotFound, Code.BadInput]).toContain(res.envelope.code);
    });

    it('reads all of my messages and only mine', async () => {
      const res = await api.call<ApiMessageChange>('user/message/readAll', {}, { cookie: alice.cookie });
      expect(res.envelope.data).toEqual({ changed: 12, noRead: 0 });
      expect((await rowsOf(alice.id)).every((r) => r.readAt !== null)).toBe(true);
      expect((await rowsOf(bob.id))[0].readAt).toBeNull();
    });

    it('asks a guest to log in and refuses a GET or a foreign origin', async () => {
      const [first] = await rowsOf(alice.id);
      expect((await api.call(`user/message/read/${first.id}`)).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call('user/message/readAll', {}, { cookie: alice.cookie, method: 'GET' })).envelope.code).toBe(Code.MethodNotAllowed);
      const foreign = await api.call('user/message/readAll', {}, { cookie: alice.cookie, origin: 'https://evil.example' });
      expect(foreign.envelope.code).toBe(Code.ForeignOrigin);
      expect((await rowsOf(alice.id)).every((r) => r.readAt === null)).toBe(true);
    });
  });

  describe('user/message/delete', () => {
    it('deletes one message by id and answers the unread count', async () => {
      const [first] = await rowsOf(alice.id);
      const res = await api.call<ApiMessageChange>('user/message/delete', { id: String(first.id) }, { cookie: alice.cookie });
      expect(res.envelope).toMatchObject({ code: 0, data: { changed: 1, noRead: 11 } });
      expect(await rowsOf(alice.id)).toHaveLength(11);
    });

    it('deletes several by ids[] and by a single ids value', async () => {
      const rows = await rowsOf(alice.id);
      const res = await api.call<ApiMessageChange>(
        'user/message/delete', { ids: rows.slice(0, 3).map((r) => String(r.id)) }, { cookie: alice.cookie },
      );
      expect(res.envelope.data.changed).toBe(3);
      expect((await api.call('user/message/delete', `ids=${rows[3].id}`, { cookie: alice.cookie })).envelope.code).toBe(0);
      expect(await rowsOf(alice.id)).toHaveLength(8);
    });

    it('deletes nothing when any id is someone else\'s, answering like a missing id', async () => {
      const mine = await rowsOf(alice.id);
      const [bobs] = await rowsOf(bob.id);
      const mixed = await api.call('user/message/delete', { ids: [String(mine[0].id), String(bobs.id)] }, { cookie: alice.cookie });
      const missing = await api.call('user/message/delete', { ids: [String(mine[0].id), '999999'] }, { cookie: alice.cookie });
      expect(mixed.envelope).toEqual(missing.envelope);
      expect(mixed.envelope.code).toBe(Code.NotFound);
      expect(await rowsOf(alice.id)).toHaveLength(12);
      expect(await rowsOf(bob.id)).toHaveLength(1);
    });

    it('refuses more than 20 ids, no ids and odd ids, deleting nothing', async () => {
      const ids21 = Array.from({ length: 21 }, (_, i) => `ids[]=${i + 1}`).join('&');
      for (const form of [ids21, '', 'id=abc', 'id=0', 'ids[]=1.5', 'ids[a]=1', 'id=-3', 'ids[]=']) {
        const res = await api.call('user/message/delete', form, { cookie: alice.cookie });
        // Over the form parser's arrayLimit (docs/product.md §9: 20) the parser itself refuses (InputTooLarge).
        expect([Code.BadInput, Code.InputTooLarge], form).toContain(res.envelope.code);
      }
      expect(await rowsOf(alice.id)).toHaveLength(12);
    });

    it('accepts exactly 20 ids', async () => {
      await createMessages(t.db, Array.from({ length: 8 }, (_, i) => ({ userId: alice.id, title: `补充${i}`, body: 'x' })));
      const twenty = (await rowsOf(alice.id)).map((r) => String(r.id));
      expect(twenty).toHaveLength(20);
      const res = await api.call<ApiMessageChange>('user/message/delete', { ids: twenty }, { cookie: alice.cookie });
      expect(res.envelope.data).toEqual({ changed: 20, noRead: 0 });
    });

    it('asks a guest to log in', async () => {
      const [first] = await rowsOf(alice.id);
      expect((await api.call('user/message/delete', { id: String(first.id) })).envelope.code).toBe(Code.NotLoggedIn);
      expect(await rowsOf(alice.id)).toHaveLength(12);
    });
  });
});
