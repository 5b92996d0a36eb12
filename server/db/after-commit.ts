// Work that must follow a transaction's commit and never happen without it, such as queueing the SMS of
// a decision (server/modules/message/sms.ts): registered inside the transaction, run by withTransaction
// once the transaction has committed, dropped when it rolls back. Imports only types from client.ts.
import type { Db, Tx } from './client';
import { log } from '@/server/log';

type Task = (db: Db) => Promise<void>;

const pending = new WeakMap<Db | Tx, Task[]>();

/**
 * Runs task with the database once the transaction tx (made by withTransaction) has committed; never
 * if it rolls back. False, and nothing registered, when tx is not such a transaction.
 */
export function afterCommit(tx: Db | Tx, task: Task): boolean {
  const list = pending.get(tx);
  list?.push(task);
  return Boolean(list);
}

/** withTransaction's body (client.ts): db.transaction, then the tasks registered in it, in order. */
export async function transactionWithAfterCommit<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  // Inside another withTransaction (a savepoint), the tasks wait for the outermost commit.
  const outer = pending.get(db);
  const tasks: Task[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, outer ?? tasks);
    return fn(tx);
  });
  for (const task of tasks) {
    // The work is committed: what follows may fail (and is logged), never undo or fail it.
    try {
      await task(db);
    } catch (err) {
      log.error({ err }, '[db] a task after the commit failed');
    }
  }
  return result;
}
