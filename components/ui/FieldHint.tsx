// The line under a form field: its error (announced), else its hint, else an empty target so that the
// field's aria-describedby always points at something. The form's own CSS module styles it.
type Props = {
  /** Element id; the field's aria-describedby names it. */
  id: string;
  error?: string;
  text?: string;
  errorClassName?: string;
  hintClassName?: string;
};

export function FieldHint({ id, error, text, errorClassName, hintClassName }: Props) {
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
