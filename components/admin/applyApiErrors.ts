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

/** "sessions.0.title" -> ['sessions', 0, 'title'] (antd's name path); a plain name stays a string. */
function toNamePath(field: string): string | (string | number)[] {
  const parts = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return parts.length === 1 ? field : parts;
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
    // Every wrong field when the answer names them (its fields, by top-level name), else the one its message
    // names. The message's own path is the more precise (chapters.0.lessons.1.src): it replaces its field's entry.
    const one = splitFieldMessage(error.codeMsg);
    const named = Object.entries(error.fields).map(([field, text]): [string, string] =>
      one.field && one.field.split('.')[0] === field ? [one.field, one.text] : [field, text],
    );
    const list = named.length ? named : one.field ? [[one.field, one.text] as [string, string]] : [];
    const onForm = list
      .map(([field, text]) => ({ name: toNamePath(field), errors: [text] }))
      .filter((f) => form.getFieldInstance(f.name) !== undefined);
    if (onForm.length) {
      form.setFields(onForm);
      form.scrollToField(onForm[0].name);
      // A message the form cannot show (a field it does not have) still reaches the person.
      if (onForm.length < list.length) void message.error(error.codeMsg);
      return true;
    }
  }
  void message.error(error.codeMsg);
  return true;
}
