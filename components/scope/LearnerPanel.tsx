// The learners of a course or a class as their organiser sees them: a card with the count, an empty state, and
// a table that stacks into one card per learner on phones. The two lists differ in their columns after 工作单位.
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { cardClass } from '@/components/ui/Card';
import styles from './scope.module.css';

type Props = {
  id: string;
  title: string;
  count: number;
  isEmpty: boolean;
  empty: { title: string; text: string };
  /** The headings after 序号, 姓名, 手机号 and 工作单位. */
  columns: string[];
  /** The rows, each beginning with LearnerCells. */
  children: ReactNode;
  /** Below the table (a pager). */
  footer?: ReactNode;
};

const FIRST_COLUMNS = ['序号', '姓名', '手机号', '工作单位'];

export function LearnerPanel({ id, title, count, isEmpty, empty, columns, children, footer }: Props) {
  return (
    <section className={cardClass({ className: styles.panel })} aria-labelledby={id}>
      <h2 id={id}>
        {title}（{count}人）
      </h2>
      {isEmpty ? (
        <EmptyState title={empty.title}>
          <p>{empty.text}</p>
        </EmptyState>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                {[...FIRST_COLUMNS, ...columns].map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      {footer}
    </section>
  );
}

/** The first four cells of a learner's row; the number is hidden on phones, where each row is a card. */
export function LearnerCells({ number, name, phone, workUnit }: { number: number; name: string; phone: string; workUnit: string }) {
  return (
    <>
      <td data-label="序号" className={styles.mobileHide}>{number}</td>
      <td data-label="姓名" className={styles.nowrap}>
        {name}
      </td>
      <td data-label="手机号" className={styles.nowrap}>
        {phone}
      </td>
      <td data-label="工作单位" className={styles.span2}>{workUnit}</td>
    </>
  );
}
