import type { ApiActivityStatus } from '@/contract/wire/activity';
import styles from './activity.module.css';
import { ACTIVITY_STATUS_TEXT } from './format';

export function StatusBadge({ status }: { status: ApiActivityStatus }) {
  return <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{ACTIVITY_STATUS_TEXT[status]}</span>;
}
