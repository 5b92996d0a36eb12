// The line under a form field: its error (announced), else its hint, else an empty target so that the
// field's aria-describedby always points at something. Styled as Field's (docs/conventions.md §16) unless
// the form passes its own classes. fieldWiring ties a form's own controls to their lines by field name.
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

/**
 * The wiring of a form's own fields to their lines, by field name: `described` for the control (wrong while its
 * field has an error, described by its line), `hint` for the line. Ids are `${id}-${name}` for the control (the
 * focus goes there) and `${id}-${name}-hint` for the line.
 */
export function fieldWiring<F extends string>(id: string, errors: Partial<Record<F, string>>, classes: { error: string; hint: string }) {
  const lineId = (name: F) => `${id}-${name}-hint`;
  return {
    described: (name: F) => ({
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': lineId(name),
    }),
    hint: (name: F, text?: string) => (
      <FieldHint id={lineId(name)} error={errors[name]} text={text} errorClassName={classes.error} hintClassName={classes.hint} />
    ),
  };
}
