// Deleting a course or a broadcast from its list: Modal.confirm first; a refusal (learners depend on it:
// 4630, 4631) is shown with its reason in a dialog, not a passing message.
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from '../applyApiErrors';

type Deps = { modal: Omit<ModalStaticFunctions, 'warn'>; message: MessageInstance; onDone: () => void };

export function confirmDelete({ modal, message, onDone }: Deps, what: string, path: string): void {
  modal.confirm({
    title: `删除“${what}”？`,
    content: '删除后无法恢复。已有学员报名、学习或预约的不能删除，可改为下线。',
    okText: '删除',
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: async () => {
      try {
        await getBrowserApiClient().call(path, {}, { suppressToast: true });
        void message.success('已删除');
        onDone();
      } catch (error) {
        if (error instanceof ApiCodeError) {
          modal.error({ title: '不能删除', content: error.codeMsg, okText: '知道了' });
          return;
        }
        if (!applyApiErrors(error, null, message)) throw error;
      }
    },
  });
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
