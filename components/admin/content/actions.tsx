// What the journal, competition and survey pages share: a delete behind Modal.confirm whose refusal (learners
// depend on it, 4009) is shown with its reason in a dialog, a save that puts a 4000 answer's message under its
// field, and the publish status tag.
import { Tag } from 'antd';
import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import { Code } from '@/contract/codes';
import { ADMIN_PUBLISH_LABELS, type AdminPublishStatus } from '@/contract/wire/admin-content';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from '../applyApiErrors';

export type Modal = Omit<ModalStaticFunctions, 'warn'>;

export function StatusTag({ status }: { status: AdminPublishStatus }) {
  return <Tag color={status === 'published' ? 'success' : undefined}>{ADMIN_PUBLISH_LABELS[status]}</Tag>;
}

export function confirmDelete(
  deps: { modal: Modal; message: MessageInstance; onDone: () => void },
  opts: { title: string; content: string; path: string },
): void {
  const { modal, message, onDone } = deps;
  modal.confirm({
    title: opts.title,
    content: opts.content,
    okText: '删除',
    okButtonProps: { danger: true },
    cancelText: '取消',
    onOk: async () => {
      try {
        await getBrowserApiClient().call(opts.path, {}, { suppressToast: true });
        void message.success('已删除');
        onDone();
      } catch (error) {
        if (error instanceof ApiCodeError && error.code !== Code.NotLoggedIn && error.code !== Code.ServerError) {
          modal.error({ title: '不能删除', content: error.codeMsg, okText: '知道了' });
          return;
        }
        if (!applyApiErrors(error, null, message)) throw error;
      }
    },
  });
}

/** Posts a form; answers the result, or null when the API refused (shown on the form or as a message). */
export async function submit<T>(path: string, body: Record<string, unknown>, form: FormInstance | null, message: MessageInstance): Promise<T | null> {
  try {
    return await getBrowserApiClient().call<T>(path, body, { suppressToast: true });
  } catch (error) {
    if (!applyApiErrors(error, form, message)) throw error;
    return null;
  }
}
