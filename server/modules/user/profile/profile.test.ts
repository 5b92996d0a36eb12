// user/profile/info, user/profile/save, user/profile/avatar and user/avatar/:file: a user reads and
// changes only their own profile; dictionary fields hold option values; pictures are checked by content.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiOptions, ApiProfile } from '@/contract/api-types';
import { Code } from '@/contract/codes';
import { AVATAR_MAX_BYTES, type ApiAvatar } from '@/contract/wire/profile';
import { users } from '@/server/db/schema';
import { freshLoggedInApi } from '@/tests/api/logged-in';
import { tempDataDir } from '@/tests/api/data-dir';
import { downloadedBytes, uploadRaw } from '@/tests/api/upload';
import { jpgBytes, pdfBytes, pngBytes } from '@/tests/api/upload-files';

// Avatars go under DATA_DIR: a directory of this file's own (the env is read on first use, after this).
const dataDir = tempDataDir('profile');
/** Where the local storage driver keeps them: the layout uploads have always had. */
const avatarRoot = () => path.join(dataDir, 'uploads', 'avatar');

const webpBytes = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);

const FORM = {
  name: '王小明', gender: 'male', workUnit: '中牟县人民医院', department: '全科医学科', jobTitle: '全科医生',
  professionalTitle: 'attending', region: '410100', county: '410122',
};

describe('user profile', () => {
  const { t, api, cookies } = freshLoggedInApi({
    alice: ['13600000911', '10.9.1.1'],
    bob: ['13600000912', '10.9.1.2'],
  });
  let aliceId: number;

  const save = (form: Record<string, unknown> | string, cookie = cookies.alice) =>
    api.call<ApiProfile>('user/profile/save', form, { cookie, ip: '10.9.1.9' });
  const info = (cookie = cookies.alice) => api.call<ApiProfile>('user/profile/info', {}, { cookie });
  const up = (bytes: Buffer, cookie = cookies.alice) => uploadRaw<ApiAvatar>(api, 'user/profile/avatar', {}, bytes, { cookie, ip: '10.9.1.8' });
  const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const files = () => {
    try {
      return readdirSync(avatarRoot());
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    aliceId = (await t.db.select().from(users).where(eq(users.phone, '13600000911')))[0].id;
  });

  describe('user/profile/info', () => {
    it('shows a demo account with codes and their names', async () => {
      const { cookie } = await api.login('13800000000', { ip: '10.9.1.3' });
      const p = (await info(cookie)).envelope.data;
      expect(p).toMatchObject({
        name: '张晓明', phoneMasked: '138****0000', gender: 'male', professionalTitle: 'attending', professionalTitleName: '主治医师',
        region: '410100', regionName: '郑州市', county: '410122', countyName: '中牟县', department: '全科医学科', avatar: null,
      });
    });

    it('shows a stored value that is not a code as it is', async () => {
      await t.db.update(users).set({ professionalTitle: '主治医师', region: '', county: '' }).where(eq(users.id, aliceId));
      expect((await info()).envelope.data).toMatchObject({ professionalTitleName: '主治医师', regionName: '', countyName: '' });
    });

    it('asks a guest to log in', async () => {
      expect((await api.call('user/profile/info')).envelope.code).toBe(Code.NotLoggedIn);
    });
  });

  describe('common/optionsBatch for the form', () => {
    it('gives counties with their city as parent', async () => {
      const d = (await api.call<ApiOptions>('common/optionsBatch/region,county')).envelope.data;
      expect(d.region).toContainEqual({ value: '410100', name: '郑州市' });
      expect(d.county).toContainEqual({ value: '410122', name: '中牟县', parent: '410100' });
    });
  });

  describe('user/profile/save', () => {
    it('saves every field and answers the profile with names; info shows it after', async () => {
      const res = await save(FORM);
      expect(res.envelope.code).toBe(0);
      expect(res.envelope.data).toMatchObject({ ...FORM, professionalTitleName: '主治医师', regionName: '郑州市', countyName: '中牟县' });
      expect((await info()).envelope.data).toMatchObject(FORM);
      expect(await rowOf(aliceId)).toMatchObject(FORM);
    });

    it('trims text, removes control characters and clears optional fields', async () => {
      const res = await save({ name: ' 李\u0007四 ', gender: '', workUnit: '', department: '', jobTitle: '', professionalTitle: '', region: '', county: '' });
      expect(res.envelope.data).toMatchObject({ name: '李四', gender: '', workUnit: '', region: '', county: '', professionalTitle: '' });
    });

    it.each([
      ['no name', { ...FORM, name: '   ' }],
      ['a name too long', { ...FORM, name: '长'.repeat(33) }],
      ['a work unit too long', { ...FORM, workUnit: '单'.repeat(101) }],
      ['a department too long', { ...FORM, department: '科'.repeat(51) }],
      ['a job title too long', { ...FORM, jobTitle: '职'.repeat(51) }],
      ['an unknown gender', { ...FORM, gender: 'other' }],
      ['an unknown professional title', { ...FORM, professionalTitle: 'emperor' }],
      ['an unknown city', { ...FORM, region: '999999', county: '' }],
      ['a county of another city', { ...FORM, region: '410200' }],
      ['a county without a city', { ...FORM, region: '', county: '410122' }],
      ['a city name instead of a code', { ...FORM, region: '郑州市', county: '' }],
      ['a nested value', 'name=a&region[x]=1'],
      ['a huge value', { ...FORM, workUnit: 'x'.repeat(5000) }],
    ])('refuses %s with BadInput and changes nothing', async (_label, form) => {
      await save(FORM);
      const before = await rowOf(aliceId);
      const res = await save(form);
      expect(res.envelope.code).toBe(Code.BadInput);
      expect(res.envelope.codeMsg).not.toBe('');
      expect(await rowOf(aliceId)).toEqual(before);
    });

    it('changes only the caller\'s row', async () => {
      const bobBefore = (await info(cookies.bob)).envelope.data;
      await save({ ...FORM, name: '只改自己', id: String(bobBefore.id) });
      expect((await info(cookies.bob)).envelope.data).toEqual(bobBefore);
    });

    it('asks a guest to log in and refuses a foreign origin', async () => {
      expect((await api.call('user/profile/save', FORM)).envelope.code).toBe(Code.NotLoggedIn);
      const foreign = await api.call('user/profile/save', { ...FORM, name: '跨站' }, { cookie: cookies.alice, origin: 'https://evil.example' });
      expect(foreign.envelope.code).toBe(Code.ForeignOrigin);
      expect((await rowOf(aliceId)).name).not.toBe('跨站');
    });
  });

  describe('user/profile/avatar and user/avatar/:file', () => {
    it('stores a PNG, points the profile and home/auth at it, and serves it to its owner only', async () => {
      const bytes = pngBytes();
      const res = await up(bytes);
      expect(res.envelope.code).toBe(0);
      const url = res.envelope.data.avatar;
      expect(url).toMatch(/^\/api\/med\/user\/avatar\/[0-9a-f]{32}\.png$/);
      expect((await info()).envelope.data.avatar).toBe(url);
      const auth = await api.call<{ user: { avatar: string } }>('home/auth', {}, { cookie: cookies.alice });
      expect(auth.envelope.data.user.avatar).toBe(url);
      const file = url.slice(url.lastIndexOf('/') + 1);
      expect(readFileSync(path.join(avatarRoot(), file))).toEqual(bytes);

      const get = await api.call(`user/avatar/${file}`, {}, { cookie: cookies.alice, method: 'GET' });
      expect(get.status).toBe(200);
      expect(get.headers['Content-Type']).toBe('image/png');
      expect(get.headers['Content-Disposition']).toBe('inline');
      expect(get.headers['Cache-Control']).toMatch(/^private, max-age=\d+, immutable$/);
      expect(get.headers['X-Content-Type-Options'] ?? 'nosniff').toBe('nosniff');
      expect(get.file?.key).toBe(`avatar/${file}`);
      expect(await downloadedBytes(get)).toEqual(bytes);

      const other = await api.call(`user/avatar/${file}`, {}, { cookie: cookies.bob, method: 'GET' });
      const missing = await api.call(`user/avatar/${'0'.repeat(32)}.png`, {}, { cookie: cookies.bob, method: 'GET' });
      expect(other.envelope).toEqual(missing.envelope);
      expect(other.envelope.code).toBe(Code.NotFound);
      expect((await api.call(`user/avatar/${file}`, {}, { method: 'GET' })).envelope.code).toBe(Code.NotLoggedIn);
    });

    it('accepts JPEG and WebP, and removes the picture it replaces', async () => {
      const first = (await up(jpgBytes())).envelope.data.avatar;
      expect(first).toMatch(/\.jpg$/);
      const second = (await up(webpBytes())).envelope.data.avatar;
      expect(second).toMatch(/\.webp$/);
      expect(files()).toContain(second.slice(second.lastIndexOf('/') + 1));
      expect(files()).not.toContain(first.slice(first.lastIndexOf('/') + 1));
      const old = await api.call(`user/avatar/${first.slice(first.lastIndexOf('/') + 1)}`, {}, { cookie: cookies.alice, method: 'GET' });
      expect(old.envelope.code).toBe(Code.NotFound);
    });

    it.each([
      ['a PDF', pdfBytes()],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
      ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ])('refuses %s by its content, keeping nothing', async (_label, bytes) => {
      const before = files();
      const avatar = (await rowOf(aliceId)).avatar;
      const res = await up(bytes);
      expect(res.envelope.code).toBe(Code.FileTypeRejected);
      expect(res.envelope.codeMsg).toContain('JPG');
      expect(files()).toEqual(before);
      expect((await rowOf(aliceId)).avatar).toBe(avatar);
    });

    it('refuses an empty file and one over 2 MB, keeping nothing', async () => {
      const before = files();
      expect((await up(Buffer.alloc(0))).envelope.code).toBe(Code.BadInput);
      const big = Buffer.concat([pngBytes(), Buffer.alloc(AVATAR_MAX_BYTES)]);
      const res = await up(big);
      expect(res.envelope.code).toBe(Code.InputTooLarge);
      expect(res.envelope.codeMsg).toContain('2MB');
      // Without a Content-Length the limit still holds while the bytes arrive.
      const streamed = await uploadRaw(api, 'user/profile/avatar', {}, big, { cookie: cookies.alice, ip: '10.9.1.8', headers: { 'content-length': '' } });
      expect(streamed.envelope.code).toBe(Code.InputTooLarge);
      expect(files()).toEqual(before);
    });

    it('asks a guest to log in, and refuses a form body or a GET', async () => {
      expect((await up(pngBytes(), '')).envelope.code).toBe(Code.NotLoggedIn);
      expect((await api.call('user/profile/avatar', { x: '1' }, { cookie: cookies.alice })).envelope.code).toBe(Code.BadInput);
      expect((await api.call('user/profile/avatar', {}, { cookie: cookies.alice, method: 'GET' })).envelope.code).toBe(Code.MethodNotAllowed);
    });

    it.each([['../../etc/passwd'], ['x.png'], [`${'a'.repeat(32)}.gif`], ['%2e%2e%2fpasswd']])('answers file %s as not found', async (file) => {
      const res = await api.call(`user/avatar/${file}`, {}, { cookie: cookies.alice, method: 'GET' });
      expect([Code.NotFound, Code.BadInput]).toContain(res.envelope.code);
      expect(res.file).toBeUndefined();
    });
  });
});
