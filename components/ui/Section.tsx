import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styles from './Section.module.css';
import { cx } from './cx';

type Props = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  /** The heading's level as the page's outline needs it (a page has one h1, its sections h2...). */
  level?: 2 | 3 | 4;
  /** A line under the heading. */
  intro?: ReactNode;
  /** A link or a note on the heading's line ("更多"). */
  actions?: ReactNode;
  titleClassName?: string;
  /** The heading's id where something else links to it; a generated one otherwise. */
  headingId?: string;
  children?: ReactNode;
};

/** A page section named by its heading (aria-labelledby), so that it is a landmark a screen reader lists. */
export function Section({ title, level = 2, intro, actions, titleClassName, headingId: givenId, className, id, children, ...rest }: Props) {
  const Heading = `h${level}` as const;
  const generatedId = `${useId()}-title`;
  const headingId = givenId ?? generatedId;
  return (
    <section {...rest} id={id} className={cx(styles.section, className)} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading id={headingId} className={cx(styles.title, level > 2 && styles.title3, titleClassName)}>
          {title}
        </Heading>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
