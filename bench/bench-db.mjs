// The databases the bench's own site runs use: a PGlite data directory, or a new database on the
// PostgreSQL server of DATABASE_URL (created here, dropped afterwards), each with the environment that
// makes `next start` use it and one small client for the bench's own set-up and checks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

/** The URL with a user name (as server/db/client.ts defaults it) and, given one, another database name. */
function withDatabase(url, name) {
  const u = new URL(url);
  if (!u.username) u.username = encodeURIComponent(os.userInfo().username);
  if (name) u.pathname = `/${name}`;
  return u.toString();
}

async function onServer(url, sql) {
  const admin = new pg.Client({ connectionString: withDatabase(url) });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * kind 'pglite' or 'postgres' (needs DATABASE_URL). Answers { kind, env, open(), drop() }: env for
 * startSite, open() a client with query(text, params) and close(), drop() removes everything.
 */
export async function benchDatabase(kind, label) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `med-bench-${label}-`));
  if (kind === 'pglite') {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: async () => new PGlite(path.join(dataDir, 'pglite')),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `med_bench_${label.replace(/\W/g, '_')}_${process.pid}`;
  await onServer(serverUrl, `drop database if exists ${name}`);
  await onServer(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return { query: (text, params) => client.query(text, params), close: () => client.end() };
    },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    },
  };
}
