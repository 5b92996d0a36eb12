// zod's issues as the per-field messages a form shows (docs/product.md §8): the first message of each
// top-level field, in the order zod found them. The API puts the same map in a 4000 answer's data, so
// the site marks every wrong field whichever side refused it.
import type { z } from 'zod';
// Only the Chinese locale: `z.locales` would bring every language into the browser's form chunk.
import zhCNLocale from 'zod/v4/locales/zh-CN.js';

export type FieldErrors = Record<string, string>;

let zhCNError: z.core.$ZodErrorMap | undefined;
/** zod's own messages in Chinese, for the issues a schema gives no words of its own (the API uses them too). */
function zhCN(): z.core.$ZodErrorMap {
  zhCNError ??= zhCNLocale().localeError;
  return zhCNError;
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Every wrong field of `values` by the schema, with the API's Chinese messages; {} when all is well. */
export function checkForm(schema: z.ZodType, values: unknown): FieldErrors {
  const parsed = schema.safeParse(values, { error: zhCN() });
  return parsed.success ? {} : fieldErrors(parsed.error);
}
