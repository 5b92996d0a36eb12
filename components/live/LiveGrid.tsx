import cards from '@/components/cards/cards.module.css';
import { LiveCard } from '@/components/cards/LiveCard';
import type { ApiLiveCard } from '@/contract/api-types';

/** Broadcast cards in the site's grid: three columns (four when `wide`), two on phones. */
export function LiveGrid({ lives, wide = false, level }: { lives: ApiLiveCard[]; wide?: boolean; level?: 2 | 3 }) {
  return (
    <ul className={wide ? cards.grid : `${cards.grid} ${cards.grid3}`}>
      {lives.map((l) => (
        <li key={l.id}>
          <LiveCard live={l} level={level} />
        </li>
      ))}
    </ul>
  );
}
