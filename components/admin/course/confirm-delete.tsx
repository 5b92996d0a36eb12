// Deleting a course or a broadcast from its list (the confirmation is the console's shared one).
import { confirmDelete as confirmShared } from '../confirm-delete';

type Deps = Parameters<typeof confirmShared>[0];

/** Deleting a course or a broadcast: a refusal (4630, 4631) comes back with its reason. */
export function confirmDelete(deps: Deps, what: string, path: string): void {
  confirmShared(deps, what, path, '已有学员报名、学习或预约的不能删除，可改为下线。');
}
