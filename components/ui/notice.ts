import { cx } from './cx';
import styles from './Notice.module.css';

export type NoticeTone = 'warn' | 'ok';

/** The tone of a note (colours, border, corners); className adds the area's spacing and layout. */
export function noticeClass(tone: NoticeTone, className?: string): string {
  return cx(styles.notice, styles[tone], className);
}
