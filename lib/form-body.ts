// The form encoding of an API call's body (docs/product.md §7), as `qs.stringify` writes it with its defaults:
// nested keys in brackets, arrays by index (ids[0]=3), RFC 3986 escapes, undefined left out, null as an empty
// value. Written here because qs's stringify brought about 12 KB of script (its object-inspection helpers) to every
// page (issue 13); the API still parses with qs, and lib/form-body.test.ts checks both agree.

/** qs's RFC 3986 escape: encodeURIComponent, plus the four characters it leaves alone. */
function escape(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function add(pairs: string[], key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(`${escape(key)}=`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => add(pairs, `${key}[${i}]`, item));
  } else if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) add(pairs, `${key}[${k}]`, v);
  } else {
    pairs.push(`${escape(key)}=${escape(scalar(value))}`);
  }
}

/** The body (or query) of a call, form-encoded. */
export function toFormBody(body: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(body)) add(pairs, key, value);
  return pairs.join('&');
}
