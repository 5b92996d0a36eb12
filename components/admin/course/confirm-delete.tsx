// Deleting and publishing a course or a broadcast from its list (the confirmation is the console's shared one).
import type { MessageInstance } from 'antd/es/message/interface';
import { getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from '../applyApiErrors';
import { confirmDelete as confirmShared } from '../confirm-delete';

type Deps = Parameters<typeof confirmShared>[0];

/** Deleting a course or a broadcast: a refusal (4630, 4631) comes back with its reason. */
export function confirmDelete(deps: Deps, what: string, path: string): void {
  confirmShared(deps, what, path, '已有学员报名、学习或预约的不能删除，可改为下线。');
}

/** Publishes or unpublishes from a list. */
export async function setPublished(message: MessageInstance, path: string, published: boolean, onDone: () => void): Promise<void> {
  try {
    await getBrowserApiClient().call(path, { published: published ? '1' : '0' }, { suppressToast: true });
    void message.success(published ? '已发布，公众页面即刻可见' : '已下线，公众页面不再显示');
    onDone();
  } catch (error) {
    if (!applyApiErrors(error, null, message)) throw error;
  }
}
