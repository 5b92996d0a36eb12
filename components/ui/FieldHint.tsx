// The line under a form field: its error (announced), else its hint, else an empty target so that the
// field's aria-describedby always points at something. Styled as Field's (docs/conventions.md §16) unless
// the form passes its own classes.
import fieldStyles from './Field.module.css';

type Props = {
  /** Element id; the field's aria-describedby names it. */
  id: string;
  error?: string;
  text?: string;
  errorClassName?: string;
  hintClassName?: string;
};

export function FieldHint({ id, error, text, errorClassName = fieldStyles.error, hintClassName = fieldStyles.hint }: Props) {
  if (error) {
    return (
      <p id={id} className={errorClassName} role="alert">
        {error}
      </p>
    );
  }
  if (text) {
    return (
      <p id={id} className={hintClassName}>
        {text}
      </p>
    );
  }
  return <span id={id} hidden />;
}
