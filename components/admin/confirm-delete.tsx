// Deleting from a console list: Modal.confirm first; when the API refuses (learners depend on it: 4620, 4621,
// or anything else), the refusal's reason is shown in a dialog rather than a passing message (content/actions).
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { MessageInstance } from 'antd/es/message/interface';
import { confirmDelete as confirmDeleteWith } from './content/actions';

type Deps = { modal: Omit<ModalStaticFunctions, 'warn'>; message: MessageInstance; onDone: () => void };

/** `note` says more than that a delete is final (what cannot be deleted, and what to do instead). */
export function confirmDelete(deps: Deps, what: string, path: string, note = ''): void {
  confirmDeleteWith(deps, { title: `删除“${what}”？`, content: `删除后无法恢复。${note}`, path });
}
