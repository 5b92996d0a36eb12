// The one error type of the API (docs/conventions.md §4): `throw new ApiError(Code.GiftNotFound)`. The dispatcher
// turns it into the envelope; codeMsg defaults to the code table's Chinese message.
import type { BadInputData } from '@/contract/api-types';
import { codeMsg, type CodeValue } from '@/contract/codes';

export class ApiError extends Error {
  readonly code: CodeValue;
  /** HTTP status of the answer; 200 for coded errors unless the protocol needs another (see dispatch). */
  readonly status: number;
  /** The envelope's data: null, or for a bad input the message of every wrong field (docs/product.md §8). */
  readonly data: BadInputData | null;

  constructor(code: CodeValue, message?: string, status = 200, data: BadInputData | null = null) {
    super(message ?? codeMsg[code]);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}
