// /cert/verify rendered on the server as a visitor's request would be: the page's own loader, its API
// calls handed to the built-in API in-process (as `npm start` does), against a database of its own.
// What a 500 would be shows here as a thrown error; what a visitor reads is in the props.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setServerApiAdapter } from '@/lib/http';

const dataDir = mkdtempSync(path.join(tmpdir(), 'med-cert-verify-'));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.TRUST_PROXY;

const { inProcessAdapter } = await import('@/server/in-process-adapter');
const { closeDb, getDb } = await import('@/server/startup');
const { certificates } = await import('@/server/db/schema');
const { getServerSideProps } = await import('./cert-verify');
type Props = import('./cert-verify').CertVerifyProps;

/** A GET of /cert/verify?no=<no> from a visitor at `address`, as Next.js hands it to the loader. */
async function render(no: string, address = '198.51.100.7'): Promise<Props> {
  const url = `/cert/verify?no=${encodeURIComponent(no)}`;
  const ctx = {
    req: { method: 'GET', url, headers: { host: 'localhost:3000' }, socket: { remoteAddress: address } },
    res: { setHeader: () => {}, statusCode: 200 },
    query: { no },
    params: {},
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext;
  const result = await getServerSideProps(ctx);
  if (!('props' in result)) throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  return (await result.props) as Props;
}

let number = '';

beforeAll(async () => {
  setServerApiAdapter(inProcessAdapter);
  const db = await getDb();
  const [row] = await db.select({ number: certificates.number }).from(certificates).limit(1);
  number = row.number;
}, 120_000);

afterAll(async () => {
  setServerApiAdapter(null);
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/cert/verify', () => {
  it('finds a certificate however a person types its separators, width and case', async () => {
    const bare = number.replace(/-/g, '');
    const typed = [
      number.replace(/-/g, ' '),
      number.replace(/-/g, '－'),
      number.replace(/-/g, '—'),
      number.replace(/-/g, '–'),
      number.replace(/-/g, '\u3000'),
      ` ${bare.toLowerCase()} `,
      [...bare].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join(''), // full-width
    ];
    for (const no of typed) {
      const props = await render(no);
      expect(props.error, no).toBeNull();
      expect(props.result?.number, no).toBe(number);
      expect(props.query).toBe(no.trim());
    }
  });

  it.each(['高血压', '%', '50%', '/', 'a/b', "'", '<b>x', '..', '.', '%2e%2e', 'K7M2-9QXH-T4PW', '?x=1#y'])(
    'answers %j with "编号格式不正确", never a 500',
    async (no) => {
      const props = await render(no);
      expect(props).toMatchObject({ error: 'badFormat', result: null, query: no });
    },
  );

  it('answers an unknown number in the right format with "未找到该证书"', async () => {
    expect(await render('0000 0000 0000 0000')).toMatchObject({ error: 'notFound', result: null });
  });

  it('counts lookups against each visitor, so one client cannot switch verification off for others', async () => {
    // cert/verify allows 120 lookups per client per 10 minutes (server/modules/cert/verify.ts).
    const greedy = '203.0.113.50';
    for (let i = 0; i < 120; i++) await render('0000-0000-0000-0000', greedy);
    expect((await render(number, greedy)).error).toBe('tooMany');
    const other = await render(number, '203.0.113.51');
    expect(other.error).toBeNull();
    expect(other.result?.number).toBe(number);
  }, 120_000);
});
