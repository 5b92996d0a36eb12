// search/query: the search box (/search). q is 1..50 characters after trimming (longer: BadInput; empty:
// no hits, only suggestions); type picks a tab; page beyond the last one is BadInput.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import { SEARCH_MAX_LENGTH, SEARCH_TYPES, type ApiSearchResult } from '@/contract/wire/search';
import { ApiError } from '@/server/http/api-error';
import { zPaging, zText } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { runSearch } from './search';

export const ZSearchQueryInput = z.object({
  q: zText(SEARCH_MAX_LENGTH, '搜索词').optional().transform((q) => q ?? ''),
  // An empty type (the "all" tab of a form) is the same as none.
  type: z.union([z.enum(SEARCH_TYPES), z.literal('')]).optional().transform((t) => t || null),
  ...zPaging(10),
});

export const searchQuery = defineRoute({
  input: ZSearchQueryInput,
  handler: async (input, { db }): Promise<ApiSearchResult> => {
    const { outOfRange, ...result } = await runSearch(db, input);
    if (outOfRange) throw new ApiError(Code.BadInput, '页码超出范围');
    return result;
  },
});
