// The end of a form: its submit button, saying what the form is doing while busy, and 取消 where the form can be
// left (both disabled while busy, so that nothing is sent twice or left half-sent). docs/conventions.md §16: the
// submit is the primary action; the area's class places the row.
import { buttonClass, type ButtonSize } from './Button';

type Props = {
  className?: string;
  busy: boolean;
  /** The submit button's words, busy or not. */
  label: string;
  onCancel?: () => void;
  size?: ButtonSize;
  /** 取消's look: a second action (secondary), or a lesser one (quiet). */
  cancelVariant?: 'secondary' | 'quiet';
};

export function FormActions({ className, busy, label, onCancel, size, cancelVariant = 'secondary' }: Props) {
  return (
    <div className={className}>
      <button type="submit" className={buttonClass({ variant: 'primary', size })} disabled={busy}>
        {label}
      </button>
      {onCancel ? (
        <button type="button" className={buttonClass({ variant: cancelVariant, size })} onClick={onCancel} disabled={busy}>
          取消
        </button>
      ) : null}
    </div>
  );
}
