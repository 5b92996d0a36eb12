// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <Field id="f-name" label="姓名" hint="与证件一致">
        {(control) => <input type="text" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('姓名');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('与证件一致');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error instead of the hint, announced, and marks the control invalid', () => {
    render(
      <Field id="f-phone" label="手机号" hint="11 位" error="请输入正确的手机号">
        {(control) => <input type="tel" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('手机号');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('请输入正确的手机号');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText('11 位')).toBeNull();
  });

  it('names a group of choices with a legend', () => {
    render(
      <Field id="f-days" label="上课日" group>
        <label><input type="checkbox" name="d" value="1" /> 周一</label>
      </Field>,
    );
    expect(screen.getByRole('group', { name: '上课日' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '周一' })).toBeTruthy();
  });

  it('keeps an empty hint target so that aria-describedby always points at something', () => {
    render(<Field id="f-x" label="备注"><textarea id="f-x" aria-describedby="f-x-hint" /></Field>);
    expect(document.getElementById('f-x-hint')).not.toBeNull();
  });
});
