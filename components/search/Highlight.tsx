// A title or snippet with its matching words in <mark>. The server sends plain-text segments, and they
// are rendered as React text: nothing a visitor typed can become HTML (docs/security.md "Every request").
import { Fragment } from 'react';
import type { ApiTextSegment } from '@/contract/wire/search';

export function Highlight({ segments }: { segments: ApiTextSegment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.hit ? <mark key={i}>{s.text}</mark> : <Fragment key={i}>{s.text}</Fragment>))}
    </>
  );
}
