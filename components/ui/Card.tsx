import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';
import sectionStyles from './Section.module.css';
import { cx } from './cx';

type Tag = 'div' | 'section' | 'article' | 'aside' | 'li' | 'form';
export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

type Look = { padding?: CardPadding; tile?: boolean; className?: string };

/** The card's classes, for an element that must stay what it is (a Link, a table wrapper). */
export function cardClass({ padding = 'md', tile, className }: Look = {}): string {
  return cx(styles.card, padding !== 'md' && styles[padding], tile && styles.tile, className);
}

/** A cover picture's box (16:9, or the ratio the area's --cover-ratio says); rounded inside a card's body. */
export function coverClass({ rounded, className }: { rounded?: boolean; className?: string } = {}): string {
  return cx(styles.cover, rounded && styles.rounded, className);
}

type CardProps = Look & HTMLAttributes<HTMLElement> & { as?: Tag; children?: ReactNode };

/** A white rounded card: a bordered box and nothing more. */
export function Card({ as: As = 'div', padding, tile, className, children, ...rest }: CardProps) {
  return (
    <As {...rest} className={cardClass({ padding, tile, className })}>
      {children}
    </As>
  );
}

type PanelProps = CardProps & {
  title: ReactNode;
  /** The heading's level where the page's outline puts the panel. */
  level?: 2 | 3 | 4;
  /** Links or buttons on the heading's line. */
  actions?: ReactNode;
  titleClassName?: string;
};

/** A card with a heading (and actions beside it); a <section> named by its heading by default. */
export function Panel({ title, level = 2, actions, titleClassName, as = 'section', children, ...rest }: PanelProps) {
  const Heading = `h${level}` as const;
  return (
    <Card as={as} {...rest}>
      <div className={cx(sectionStyles.head, styles.panelHead)}>
        <Heading className={cx(styles.title, titleClassName)}>{title}</Heading>
        {actions}
      </div>
      {children}
    </Card>
  );
}
