// The one error type of the API (docs/conventions.md §4): `throw new ApiError(Code.GiftNotFound)`. The dispatcher
// turns it into the envelope; codeMsg defaults to the code table's Chinese message (contract/codes.ts, or
// contract/admin-codes.ts for the console's own refusals).
import type { FieldMessages } from '@/contract/api-types';
import { adminCodeMsg, type AdminCodeValue } from '@/contract/admin-codes';
import { codeMsg, type CodeValue } from '@/contract/codes';

export class ApiError extends Error {
  readonly code: CodeValue | AdminCodeValue;
  /** HTTP status of the answer; 200 for coded errors unless the protocol needs another (see dispatch). */
  readonly status: number;
  /** For a bad input, the message of every wrong field (the envelope's `fields`, docs/product.md §8). */
  readonly fields: FieldMessages | null;

  constructor(code: CodeValue | AdminCodeValue, message?: string, status = 200, fields: FieldMessages | null = null) {
    super(message ?? (codeMsg as Record<number, string>)[code] ?? adminCodeMsg[code as AdminCodeValue]);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}
