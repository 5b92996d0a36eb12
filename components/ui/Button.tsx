import Link from '@/components/ui/Link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'accent' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

/** The button's classes, for markup that must stay another element (a label, an antd-mobile part). */
export function buttonClass({ variant = 'primary', size = 'md', block, className }: Look = {}): string {
  return cx(styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, className);
}

type ButtonProps = Look &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** While true the button is disabled, says so to screen readers and shows a spinner. */
    loading?: boolean;
    children: ReactNode;
  };

/** A real <button>; type="button" unless told otherwise, so that it never submits a form by accident. */
export function Button({ variant, size, block, className, loading, disabled, type, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

type LinkProps = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    href: string;
    /** A file or another site: a plain <a>, not the router's. */
    external?: boolean;
    prefetch?: boolean;
    children: ReactNode;
  };

/** A link that looks like a button: it goes somewhere, so it is an <a> (the router's Link for our pages). */
export function ButtonLink({ variant, size, block, className, href, external, prefetch, children, ...rest }: LinkProps) {
  const classes = buttonClass({ variant, size, block, className });
  if (external) {
    return (
      <a {...rest} href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link {...rest} href={href} prefetch={prefetch} className={classes}>
      {children}
    </Link>
  );
}
