// Deleting from a console list: Modal.confirm first; when the API refuses (learners depend on it: 4620, 4621,
// or anything else), the refusal's reason is shown in a dialog rather than a passing message.
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { MessageInstance } from 'antd/es/message/interface';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from './applyApiErrors';

type Deps = { modal: Omit<ModalStaticFunctions, 'warn'>; message: MessageInstance; onDone: () => void };

/** `note` says more than that a delete is final (what cannot be deleted, and what to do instead). */
export function confirmDelete({ modal, message, onDone }: Deps, what: string, path: string, note = ''): void {
  modal.confirm({
    title: `删除“${what}”？`,
    content: `删除后无法恢复。${note}`,
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
