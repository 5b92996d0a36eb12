// docs/security.md "Headers": the two headers every answer carries. next.config.js sets them on what Next answers
// (it is read before any TypeScript, hence its own list); the API's direct answers (direct-api.ts) set them from
// here. common-headers.test.ts holds the two lists equal.
export const COMMON_HEADERS: ReadonlyArray<readonly [name: string, value: string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];
