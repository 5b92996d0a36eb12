// A card's facts as a definition list: one term and its value a row. Rows that do not apply are left out by
// passing false (or null) in their place, so that a card lists its facts in reading order without a condition
// around each row's markup. The area's class lays the rows out (a grid, two columns on a wide screen).
import type { ReactNode } from 'react';

export type Fact = {
  term: string;
  value: ReactNode;
  /** On the row (a row spanning the grid). */
  className?: string;
  /** On the value (numbers in a monospace face, an address that may break anywhere). */
  valueClassName?: string;
};

type Props = { facts: (Fact | false | null | undefined)[]; className?: string };

export function FactList({ facts, className }: Props) {
  return (
    <dl className={className}>
      {facts.map((f) =>
        f ? (
          <div key={f.term} className={f.className}>
            <dt>{f.term}</dt>
            <dd className={f.valueClassName}>{f.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
