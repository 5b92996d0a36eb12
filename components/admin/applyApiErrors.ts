// Puts a console endpoint's refusal where the person looks (docs/product.md §10). A 4000 answer's message names
// the field the way the dispatcher writes zod's first issue, "title：请填写标题" (server/http/dispatch.ts); a
// handler refusing one field does the same (`new ApiError(Code.BadInput, 'path：路径已被占用')`). When the
// field is on the form the message goes under it; anything else is shown as a message at the top.
import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { Code } from '@/contract/codes';
import { ApiCodeError, NETWORK_ERROR_MESSAGE, NetworkError } from '@/lib/http';

const FIELD_MESSAGE = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*)：(.+)$/s;

/** The field a 4000 message names and the message without it; field null when it names none. */
export function splitFieldMessage(codeMsg: string): { field: string | null; text: string } {
  const m = FIELD_MESSAGE.exec(codeMsg);
  return m ? { field: m[1], text: m[2] } : { field: null, text: codeMsg };
}

/**
 * Shows a failed save: on the form field it names (antd Form), else through `message`. Returns true when it
 * was an answer of the API (shown), false for anything else (a bug: rethrow it).
 */
export function applyApiErrors(error: unknown, form: FormInstance | null, message: MessageInstance): boolean {
  if (error instanceof NetworkError) {
    void message.error(NETWORK_ERROR_MESSAGE);
    return true;
  }
  if (!(error instanceof ApiCodeError)) return false;
  // 1001 has already sent the browser to the login page (lib/http-rules.ts), 500 to the error page.
  if (error.code === Code.NotLoggedIn || error.code === Code.ServerError) return true;
  if (error.code === Code.BadInput && form) {
    const { field, text } = splitFieldMessage(error.codeMsg);
    const name = field?.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    if (name && form.getFieldInstance(name.length === 1 ? name[0] : name) !== undefined) {
      form.setFields([{ name: name.length === 1 ? name[0] : name, errors: [text] }]);
      form.scrollToField(name.length === 1 ? name[0] : name);
      return true;
    }
  }
  void message.error(error.codeMsg);
  return true;
}
