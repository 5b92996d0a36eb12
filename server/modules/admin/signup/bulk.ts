// A bulk action runs the single action once per id, each in its own transaction, so one refusal (decided
// meanwhile by someone else) never undoes the others; the answer says which were done and why others were not.
import type { ApiBulkResult } from '@/contract/wire/admin-signup';
import { ApiError } from '@/server/http/api-error';

export async function runBulk(ids: number[], act: (id: number) => Promise<unknown>): Promise<ApiBulkResult> {
  const result: ApiBulkResult = { done: [], refused: [] };
  for (const id of ids) {
    try {
      await act(id);
      result.done.push(id);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      result.refused.push({ id, message: e.message });
    }
  }
  return result;
}
