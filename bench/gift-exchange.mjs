// The gift-exchange step of `npm run bench` (issue 4): user/gift/store under concurrent load on the
// built site, then the invariants checked in the database. On its own data directory: the site starts
// once to migrate and seed it, stops; a small script adds the bench's members (points granted through
// ledger rows, sessions) and two gifts (one with little stock, one with plenty); the site starts again
// and `connections` workers exchange as random members for a second of warm-up (not measured) and then
// `seconds`, one in ten repeating that member's previous form key (a double submit). Then: stock >= 0,
// balances >= 0, every balance equals its ledger sum, and orders equal the stock sold and the successful answers.
// On PGlite, and on PostgreSQL as well when DATABASE_URL is set (a database of its own on that server,
// bench/bench-db.mjs): issue 13 sets its goal, 500 exchanges per second, on PostgreSQL.
// BENCH_GIFT_SECONDS (default 8), BENCH_GIFT_CONNECTIONS (16), BENCH_GIFT=0 skips the step.
// Run alone: node bench/gift-exchange.mjs (NEXT_DIST_DIR picks the build, as for next start).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startSite } from '../tests/e2e/site-process.mjs';
import { benchDatabase } from './bench-db.mjs';

const SECONDS = Number(process.env.BENCH_GIFT_SECONDS || 8);
const WARMUP_SECONDS = 1;
const CONNECTIONS = Number(process.env.BENCH_GIFT_CONNECTIONS || 16);
const MEMBERS = 200;
const POINTS_EACH = 2000;
/** [title, points, stock]: the hot one sells out during the run, the other does not. */
const GIFTS = [
  ['压测礼品：限量听诊器', 100, 40],
  ['压测礼品：课程兑换券', 10, 1_000_000],
];
const HOT_SHARE = 0.3;
const REPEAT_SHARE = 0.1;

const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * CPU seconds (user + system) used so far by the process `pid`, by every process named `postgres` (the database
 * server and its backends, when it runs on this machine) and by this one (the load generator); null where /proc
 * cannot tell (not Linux). The three per request show where a 2-core machine's time goes.
 */
function cpuSeconds(pid) {
  const ticks = (stat) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  };
  try {
    let database = 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (stat.includes('(postgres)')) database += ticks(stat);
      } catch {
        // gone meanwhile
      }
    }
    const own = process.cpuUsage();
    return { site: ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), database, generator: (own.user + own.system) / 1e6 };
  } catch {
    return null;
  }
}

async function startAndStop(env) {
  const site = await startSite({ env });
  await site.stop();
}

/** Members with points (one grant row each, so the ledger sums to the balance) and a session each. */
async function prepare(db) {
  try {
    const gifts = [];
    for (const [title, points, stock] of GIFTS) {
      const { rows } = await db.query(
        `insert into gifts (title, category, kind, cover, summary, description, points, stock, sort)
         values ($1, 'voucher', 'physical', '/images/gifts/stethoscope.svg', '压测用', '压测用', $2, $3, 9999) returning id`,
        [title, points, stock],
      );
      gifts.push({ id: rows[0].id, title, points, stock });
    }
    const members = [];
    for (let i = 0; i < MEMBERS; i++) {
      const phone = `1990${String(i).padStart(7, '0')}`;
      const { rows } = await db.query(`insert into users (phone, name, points) values ($1, $2, $3) returning id`, [phone, `压测${i}`, POINTS_EACH]);
      const id = rows[0].id;
      await db.query(
        `insert into points_ledger (user_id, delta, balance_after, rule, ref_key, note) values ($1, $2, $2, 'academyGrant', 'grant:bench', '压测')`,
        [id, POINTS_EACH],
      );
      const token = randomBytes(32).toString('base64url');
      await db.query(`insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
        createHash('sha256').update(token).digest('hex'),
        id,
      ]);
      members.push({ id, phone, cookie: `med_sid=${token}`, lastKey: null });
    }
    return { gifts, members };
  } finally {
    await db.close();
  }
}

function post(agent, url, origin, cookie, form) {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (code, repeated = false) => resolve({ code, repeated, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    const req = http.request(url, {
      method: 'POST', agent,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), origin, cookie },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { text += c; });
      res.on('end', () => {
        try {
          const env = JSON.parse(text);
          done(env.code, env.code === 0 && env.data?.repeated === true);
        } catch {
          done(`http ${res.statusCode}`);
        }
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => done('network'));
    req.end(body);
  });
}

/** `connections` workers exchanging for durationMs on the agent's connections; the answers, counted. */
async function load(agent, siteUrl, { gifts, members }, durationMs) {
  const tally = {};
  const latencies = [];
  let placed = 0;
  let repeats = 0;
  const deadline = Date.now() + durationMs;
  const worker = async () => {
    while (Date.now() < deadline) {
      const m = members[Math.floor(Math.random() * members.length)];
      const repeat = m.lastKey && Math.random() < REPEAT_SHARE;
      const gift = repeat ? m.lastGift : gifts[Math.random() < HOT_SHARE ? 0 : 1];
      const key = repeat ? m.lastKey : randomBytes(18).toString('base64url');
      const r = await post(agent, `${siteUrl}/api/med/user/gift/store/${gift.id}`, siteUrl, m.cookie, {
        key, quantity: '1', name: '压测用户', phone: '13912345678', address: '河南省郑州市金水区经三路7号',
      });
      latencies.push(r.ms);
      const label = r.code === 0 ? (r.repeated ? 'repeat' : 'ok') : String(r.code);
      tally[label] = (tally[label] ?? 0) + 1;
      if (r.code === 0 && !r.repeated) placed += 1;
      if (r.code === 0 && r.repeated) repeats += 1;
      if (!repeat && r.code === 0) {
        m.lastKey = key;
        m.lastGift = gift;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsedMs = Date.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length, placed, repeats, elapsedMs, tally,
    rps: (latencies.length * 1000) / elapsedMs, exchangesPerSecond: (placed * 1000) / elapsedMs,
    p50: percentile(latencies, 50), p99: percentile(latencies, 99),
  };
}

async function checkInvariants(db, { gifts }, placed) {
  try {
    const one = async (sql, params = []) => Number(Object.values((await db.query(sql, params)).rows[0])[0]);
    const ids = gifts.map((g) => g.id);
    const checks = [];
    for (const g of gifts) {
      const stock = await one('select stock from gifts where id = $1', [g.id]);
      const exchanged = await one('select exchanged from gifts where id = $1', [g.id]);
      const sold = await one(`select coalesce(sum(quantity), 0) from gift_orders where gift_id = $1 and status <> 'cancelled'`, [g.id]);
      checks.push([`${g.title}: stock >= 0 (${stock} left of ${g.stock})`, stock >= 0]);
      checks.push([`${g.title}: orders = stock sold (${sold} = ${g.stock - stock})`, sold === g.stock - stock && exchanged === sold]);
    }
    const orders = await one('select count(*) from gift_orders where gift_id = any($1)', [ids]);
    checks.push([`orders = successful first submits (${orders} = ${placed})`, orders === placed]);
    const repeatedKeys = await one('select count(*) from (select user_id, idem_key from gift_orders group by 1, 2 having count(*) > 1) d');
    checks.push(['one order per form key', repeatedKeys === 0]);
    checks.push(['no balance below 0', (await one('select count(*) from users where points < 0')) === 0]);
    const mismatched = await one(`select count(*) from users u where u.points <> coalesce((select sum(delta) from points_ledger l where l.user_id = u.id), 0)`);
    checks.push([`every balance = its ledger sum (${mismatched} differ)`, mismatched === 0]);
    return checks.map(([name, ok]) => ({ name, ok }));
  } finally {
    await db.close();
  }
}

const DRIVER = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function render(results) {
  const answers = (r) => Object.entries(r.tally).map(([k, v]) => `${k}×${v}`).join(' ');
  return [
    `## Gift exchange under concurrent load (POST user/gift/store, ${CONNECTIONS} connections, ${SECONDS} s, ${MEMBERS} members)`,
    '',
    '| database | exchanges/s | requests/s | p50 ms | p99 ms | answers |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map((r) => `| ${DRIVER[r.kind]} | ${fixed(r.exchangesPerSecond)} | ${fixed(r.rps)} | ${fixed(r.p50)} | ${fixed(r.p99)} | ${answers(r)} |`),
    '',
    'Answers: ok = a new order, repeat = a repeated form key answered with its first order, 4701 points short, 4702 out of stock.',
    '',
    '| CPU ms per request (user + system) | site process | database server | load generator |',
    '| --- | --- | --- | --- |',
    ...results.map((r) => `| ${DRIVER[r.kind]} | ${fixed(r.cpuMs?.site, 2)} | ${r.kind === 'pglite' ? 'in the site process' : fixed(r.cpuMs?.database, 2)} | ${fixed(r.cpuMs?.generator, 2)} |`),
    '',
    'All three share the machine\'s cores: their sum per request bounds the requests per second the machine can answer.',
    '',
    `| invariant after the run | ${results.map((r) => DRIVER[r.kind]).join(' | ')} |`,
    `| --- |${results.map(() => ' --- |').join('')}`,
    ...results[0].checks.map((c, i) => `| ${c.name.replace(/ \(.*\)$/, '')} | ${results.map((r) => (r.checks[i]?.ok ? 'yes' : '**NO**')).join(' | ')} |`),
    '',
  ].join('\n');
}

/** One run on one database kind: prepare, load, check. */
async function runOn(kind) {
  const target = await benchDatabase(kind, 'gift');
  try {
    console.log(`bench: gift exchange on ${DRIVER[kind]}, preparing its database ...`);
    await startAndStop(target.env);
    const fixture = await prepare(await target.open());
    console.log(`bench: gift exchange on ${DRIVER[kind]}, ${CONNECTIONS} connections for ${SECONDS} s ...`);
    const site = await startSite({ env: target.env });
    let result;
    let warmup;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    try {
      // As the other load steps: the first second (connections opened, statements prepared, code warmed) is not
      // measured; its orders count in the invariants.
      warmup = await load(agent, site.url, fixture, WARMUP_SECONDS * 1000);
      const before = cpuSeconds(site.pid);
      result = await load(agent, site.url, fixture, SECONDS * 1000);
      const after = cpuSeconds(site.pid);
      // CPU milliseconds per request; on PGlite the database runs inside the site's process.
      if (before && after) {
        const perRequest = (k) => ((after[k] - before[k]) * 1000) / result.requests;
        result.cpuMs = { site: perRequest('site'), database: kind === 'postgres' ? perRequest('database') : NaN, generator: perRequest('generator') };
      }
    } finally {
      agent.destroy();
      await site.stop();
    }
    return { kind, ...result, checks: await checkInvariants(await target.open(), fixture, warmup.placed + result.placed) };
  } finally {
    await target.drop();
  }
}

/** Runs the step; answers its results (one per database), the Markdown section and notes for the report. */
export async function benchGiftExchange() {
  if (process.env.BENCH_GIFT === '0') return { result: null, markdown: '', notes: ['BENCH_GIFT=0: gift exchange not measured'] };
  const notes = [];
  const results = [];
  const kinds = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  if (!process.env.DATABASE_URL) notes.push('DATABASE_URL is not set: gift exchange measured on PGlite only');
  for (const kind of kinds) {
    try {
      const result = await runOn(kind);
      const broken = result.checks.filter((c) => !c.ok);
      if (broken.length) notes.push(`gift exchange on ${DRIVER[kind]}: INVARIANT BROKEN: ${broken.map((c) => c.name).join('; ')}`);
      results.push(result);
    } catch (err) {
      notes.push(`gift exchange on ${DRIVER[kind]} not measured: ${err instanceof Error ? err.message.split('\n')[0] : err}`);
    }
  }
  return { result: results.length ? results : null, markdown: results.length ? render(results) : '', notes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { markdown, notes } = await benchGiftExchange();
  console.log(`\n${markdown}${notes.map((n) => `- ${n}`).join('\n')}`);
}
