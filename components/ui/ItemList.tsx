import type { Key, ReactNode } from 'react';

/**
 * A <ul> with one <li> an item, keyed by its id, in the list's own class (a card grid, a row of tags).
 *   <ItemList className={cards.grid} items={home.courses} render={(c) => <CourseCard course={c} />} />
 */
export function ItemList<T extends { id: Key }>({ items, className, render }: { items: readonly T[]; className?: string; render: (item: T) => ReactNode }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
