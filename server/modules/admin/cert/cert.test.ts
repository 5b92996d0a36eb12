// admin/cert/* (registrar): certificates listed and filtered, revoked with a reason once (the credit totals drop
// it, the public verification says revoked with the date, the holder is told), reissued under a new number once
// (the old number answers as replaced), each with its audit row; the wrong people and bad input refused.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminCode } from '@/contract/admin-codes';
import { Code } from '@/contract/codes';
import type { ApiAdminPage } from '@/contract/wire/admin';
import type { ApiAdminCertRow } from '@/contract/wire/admin-review';
import type { ApiCertList, ApiCertVerify } from '@/contract/wire/cert';
import { newCertNumber } from '@/server/modules/cert/number';
import { certificates } from '@/server/modules/cert/schema';
import { messages } from '@/server/modules/message/schema';
import { auditRows, freshConsoleDb, type Who } from '../content-test-helpers';

describe('admin/cert/*', () => {
  const { t, c } = freshConsoleDb('10.35.0');

  async function newCert(title: string) {
    const [row] = await t.db.insert(certificates).values({
      number: newCertNumber(), userId: c.ids.learner!, kind: 'record', refId: Math.floor(Math.random() * 1e6), title, holderName: '张晓明',
      creditLevel: '省级', creditType: 'Ⅰ类', creditTenths: 40, hoursTenths: 240, issuer: '学院', issuedAt: new Date(),
      validUntil: new Date(Date.now() + 365 * 86_400_000),
    }).returning();
    return row;
  }
  const verify = (number: string) => c.publicGet<ApiCertVerify>(`cert/verify/${number}`);
  const credits = async () => (await c.call<ApiCertList>('user/cert/list', {}, 'learner')).envelope.data.totals.credits['Ⅰ类'] ?? 0;

  it('lists certificates newest first for the registrar, filtered by state and by holder or number', async () => {
    const cert = await newCert('查找用证书');
    const res = await c.call<ApiAdminPage<ApiAdminCertRow>>('admin/cert/list', { q: cert.number, status: 'valid' }, 'registrar');
    expect(res.envelope.data.list).toMatchObject([{ id: cert.id, credit: '省级Ⅰ类学分 4 分', status: 'valid', holder: { id: c.ids.learner } }]);
    const all = await c.call<ApiAdminPage<ApiAdminCertRow>>('admin/cert/list', { size: '100' }, 'admin');
    const issued = all.envelope.data.list.map((r) => r.issuedAt);
    expect(issued).toEqual([...issued].sort((a, b) => b - a));
    const revoked = await c.call<ApiAdminPage<ApiAdminCertRow>>('admin/cert/list', { status: 'revoked', size: '100' }, 'registrar');
    expect(revoked.envelope.data.list.every((r) => r.status === 'revoked')).toBe(true);
    for (const who of ['learner', 'editor', 'finance'] as Who[]) {
      expect((await c.call('admin/cert/list', {}, who)).envelope.code, who).toBe(Code.Forbidden);
    }
    expect((await c.call('admin/cert/list', { status: 'lost' }, 'registrar')).envelope.code).toBe(Code.BadInput);
  });

  it('revokes once: it stops counting, the verifier sees the date, the holder the reason', async () => {
    const cert = await newCert('将被撤销的证书');
    const before = await credits();
    expect((await c.call(`admin/cert/revoke/${cert.id}`, {}, 'registrar')).envelope.code).toBe(Code.BadInput);
    const both = await Promise.all([
      c.call(`admin/cert/revoke/${cert.id}`, { reason: '考核成绩复核不合格' }, 'registrar'),
      c.call(`admin/cert/revoke/${cert.id}`, { reason: '另一个原因' }, 'admin'),
    ]);
    expect(both.map((r) => r.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
    expect(await credits()).toBe(before - 4);
    const shown = (await verify(cert.number)).envelope.data;
    expect(shown.status).toBe('revoked');
    expect(shown.revokedAt).toBeGreaterThan(0);
    expect(JSON.stringify(shown)).not.toContain('复核');
    const told = (await t.db.select().from(messages).where(eq(messages.userId, c.ids.learner!))).filter((m) => m.title === '您的证书已被撤销');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: '/user/cert' });
    expect((await auditRows(t.db, 'certificate')).filter((r) => r.itemId === String(cert.id)).map((r) => r.action)).toEqual(['revoke-cert']);
  });

  it('reissues once under a new number; the old one answers as replaced and the certificate counts again', async () => {
    const cert = await newCert('将被换发的证书');
    await c.call(`admin/cert/revoke/${cert.id}`, { reason: '误撤销前的状态' }, 'registrar');
    const before = await credits();
    const form = { number: cert.number, reason: '撤销有误，恢复并换发' };
    const both = await Promise.all([c.call<{ number: string }>(`admin/cert/reissue/${cert.id}`, form, 'registrar'), c.call(`admin/cert/reissue/${cert.id}`, form, 'admin')]);
    expect(both.map((r) => r.envelope.code).sort()).toEqual([0, AdminCode.AlreadyDecided].sort());
    const [row] = await t.db.select().from(certificates).where(eq(certificates.id, cert.id));
    expect(row).toMatchObject({ status: 'valid', revokeReason: '' });
    expect(row.number).not.toBe(cert.number);
    expect(await credits()).toBe(before + 4);
    expect((await verify(row.number)).envelope.data).toMatchObject({ status: 'valid', replacedAt: null });
    const old = (await verify(cert.number)).envelope.data;
    expect(old).toMatchObject({ number: cert.number, status: 'revoked' });
    expect(old.replacedAt).toBeGreaterThan(0);
    for (const who of ['learner', 'store'] as Who[]) {
      expect((await c.call(`admin/cert/reissue/${cert.id}`, { number: row.number, reason: 'x' }, who)).envelope.code).toBe(Code.Forbidden);
    }
    expect((await c.call('admin/cert/reissue/999999', { number: row.number, reason: 'x' }, 'registrar')).envelope.code).toBe(Code.NotFound);
    expect((await c.call(`admin/cert/revoke/${cert.id}`, { reason: 'x' }, 'guest')).envelope.code).toBe(Code.NotLoggedIn);
  });
});
