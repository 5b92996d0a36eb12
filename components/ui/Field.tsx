import type { ReactNode } from 'react';
import styles from './Field.module.css';
import { cx } from './cx';

/** The aria attributes a field's control carries: invalid while it has an error, described by its hint line. */
export function fieldControlProps(id: string, error?: string) {
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': hintId(id) } as const;
}

export function hintId(id: string): string {
  return `${id}-hint`;
}

type Props = {
  /** The control's id: the label points at it, and its hint line is `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** The message of a failed check (the form's own, or the server's for this field); replaces the hint. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** A group of checkboxes or radios: a fieldset named by a legend instead of a label. */
  group?: boolean;
  className?: string;
  /** The control; a function gets the id and aria attributes to spread on it. */
  children: ReactNode | ((control: ReturnType<typeof fieldControlProps>) => ReactNode);
};

/** One form field with its label and the line under it: the error (announced) or else the hint. */
export function Field({ id, label, error, hint, required, group, className, children }: Props) {
  const control = typeof children === 'function' ? children(fieldControlProps(id, error)) : children;
  const labelClass = cx(styles.label, required && styles.required);
  const message = error ? (
    <p id={hintId(id)} className={styles.error} role="alert">
      {error}
    </p>
  ) : hint ? (
    <p id={hintId(id)} className={styles.hint}>
      {hint}
    </p>
  ) : (
    <span id={hintId(id)} hidden />
  );
  if (group) {
    return (
      <fieldset className={cx(styles.field, className)} aria-describedby={hintId(id)}>
        <legend className={labelClass}>{label}</legend>
        {control}
        {message}
      </fieldset>
    );
  }
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {control}
      {message}
    </div>
  );
}
