// One process per embedded database (docs/architecture.md §4). PGlite is a single-user PostgreSQL: two processes that
// open one data directory each write their own WAL over the other's, and within seconds the database
// is corrupt. So the process that opens DATA_DIR holds a lock file in it, written atomically with its
// pid, and removed on close and on exit. A lock left by a process that is gone (kill -9, a crash, a
// power cut) is taken over, the way PostgreSQL treats a stale postmaster.pid.
import { closeSync, linkSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). The embedded database allows one ` +
        `process at a time: stop the other one, or set DATABASE_URL to a PostgreSQL server to run several. If no ` +
        `such process exists, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { release: () => void };

type Holder = { pid: number; host: string };

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof parsed.pid === 'number' && typeof parsed.host === 'string' ? { pid: parsed.pid, host: parsed.host } : null;
  } catch {
    return null; // gone meanwhile, or half-written by a process that died while writing it
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, which is still a live holder.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder can be taken over: it is gone, or its pid is ours or our parent's (a container
 * restarted after a crash hands out the same small pids again).
 */
function isStale(holder: Holder | null): boolean {
  if (!holder) return true;
  if (holder.host !== hostname()) return false; // another machine on a shared disk: we cannot tell
  if (holder.pid === process.pid || holder.pid === process.ppid) return true;
  return !isAlive(holder.pid);
}

/**
 * Takes the lock on dir (which must exist) or throws DataDirLockedError naming it. The lock file is
 * written in full under a temporary name and then linked into place, which fails if one exists: no
 * other process ever reads a half-written lock of a live holder.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname() };
  const temp = path.join(dir, `${LOCK_FILE}.${process.pid}.tmp`);
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temp, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const holder = readHolder(file);
        if (!isStale(holder) || attempt >= 5) throw new DataDirLockedError(dir, holder?.pid ?? 0);
        // Left by a process that is gone: take it over.
        try {
          unlinkSync(file);
        } catch (unlinkErr) {
          if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkErr;
        }
      }
    }
  } finally {
    unlinkSync(temp);
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    // Only our own lock: never one another process has taken over since.
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // Any way out of the process that still runs JavaScript (process.exit, the end of the event loop).
  process.on('exit', release);
  return { release };
}
