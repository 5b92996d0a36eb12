// The figures on the right of an organiser's course or class card, and the button to its learners.
import { ButtonLink } from '@/components/ui/Button';
import styles from './scope.module.css';

type Props = {
  stats: { label: string; value: number }[];
  action: { href: string; text: string; label: string };
};

export function ItemStats({ stats, action }: Props) {
  return (
    <dl className={styles.stats}>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
      <div>
        <dd>
          <ButtonLink variant="secondary" size="sm" href={action.href} aria-label={action.label}>
            {action.text}
          </ButtonLink>
        </dd>
      </div>
    </dl>
  );
}
