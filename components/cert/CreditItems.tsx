// My Ⅰ类 and Ⅱ类 credits and hours as items of a totals list: the certificates page and the study centre
// show the same three figures, each in its own list and look.
import { formatAmount } from '@/contract/cert-format';

type Totals = { credits: Partial<Record<string, number>>; hours: number };

export function CreditItems({ totals }: { totals: Totals }) {
  return (
    <>
      <li>
        <strong>{formatAmount(totals.credits['Ⅰ类'] ?? 0)}</strong>
        <span>Ⅰ类学分</span>
      </li>
      <li>
        <strong>{formatAmount(totals.credits['Ⅱ类'] ?? 0)}</strong>
        <span>Ⅱ类学分</span>
      </li>
      <li>
        <strong>{formatAmount(totals.hours)}</strong>
        <span>学时</span>
      </li>
    </>
  );
}
