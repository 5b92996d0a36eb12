// @vitest-environment jsdom
// The form hook as a person meets it through a small form: the browser's check with the API's own schema,
// every field the API refused marked, the network text, busy while sending, and a toast when asked for.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@/contract/codes';
import { server, setupMswServer } from '@/tests/msw/server';
import { installAntdReact19Render } from './antd-react19';
import { NETWORK_ERROR_MESSAGE } from './http';
import { useApiForm } from './use-api-form';

const SCHEMA = () => import('@/contract/forms/signup').then((m) => m.signupForm);

setupMswServer();
beforeAll(async () => {
  installAntdReact19Render();
  // The form loads its schema on mount; have the modules ready so that mounting finishes at once.
  await Promise.all([SCHEMA(), import('@/contract/forms/field-errors')]);
});

const FIELDS = ['name', 'phone', 'workUnit', 'department', 'jobTitle', 'region'] as const;
const GOOD = { name: '张晓明', phone: '13800000000', workUnit: '中牟县人民医院', department: '全科', jobTitle: '医生', region: '410100' };
const SIGNUP = /\/api\/med\/training\/signup\/7$/;

function SignupLike({ initial, report }: { initial: Record<(typeof FIELDS)[number], string>; report?: 'inline' | 'toast' }) {
  const form = useApiForm({ schema: SCHEMA, fields: FIELDS, report });
  const [done, setDone] = useState('');
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const sent = await form.submit<{ status: string }>('training/signup/7', initial);
        if (sent.ok) setDone(sent.data.status);
      }}
    >
      {FIELDS.map((f) => (
        <p key={f} data-testid={`error-${f}`}>
          {form.errors[f] ?? ''}
        </p>
      ))}
      <p role="alert">{form.formError}</p>
      <p role="status">{done}</p>
      <button type="submit" disabled={form.busy}>
        提交
      </button>
    </form>
  );
}

/** Renders and lets the schema's load on mount finish. */
async function renderForm(ui: React.ReactElement) {
  render(ui);
  await act(async () => {});
}

const errorOf = (field: string) => screen.getByTestId(`error-${field}`).textContent;

describe('useApiForm', () => {
  it('marks every wrong field with the API schema\'s message and sends nothing', async () => {
    // msw fails the test on any request: none may leave.
    await renderForm(<SignupLike initial={{ ...GOOD, name: ' ', phone: '12345', region: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(errorOf('name')).toBe('请填写姓名'));
    expect(errorOf('phone')).toBe('请填写正确的11位手机号');
    expect(errorOf('region')).toBe('请选择所在地区');
    expect(errorOf('workUnit')).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('puts each field the API refused on its field, and its first sentence on the form', async () => {
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json({
          code: Code.BadInput,
          codeMsg: 'workUnit：工作单位不能超过100个字',
          data: null,
          fields: { workUnit: '工作单位不能超过100个字', department: '科室不能超过50个字' },
        }),
      ),
    );
    await renderForm(<SignupLike initial={GOOD} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(errorOf('workUnit')).toBe('工作单位不能超过100个字'));
    expect(errorOf('department')).toBe('科室不能超过50个字');
    expect(screen.getByRole('alert').textContent).toBe('workUnit：工作单位不能超过100个字');
  });

  it('says the network failed in the house words, and is busy only while sending (once for a double click)', async () => {
    let calls = 0;
    server.use(
      http.post(SIGNUP, async () => {
        calls += 1;
        await delay(50);
        return HttpResponse.error();
      }),
    );
    await renderForm(<SignupLike initial={GOOD} />);
    const button = screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(button.disabled).toBe(true));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NETWORK_ERROR_MESSAGE));
    expect(button.disabled).toBe(false);
    expect(calls).toBe(1);
  });

  it('answers the data on success', async () => {
    server.use(http.post(SIGNUP, () => HttpResponse.json({ code: 0, codeMsg: '', data: { status: 'confirmed' } })));
    await renderForm(<SignupLike initial={GOOD} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('status')).textContent).toBe('');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('confirmed'));
  });

  it('leaves other failures to the client\'s toast when the form asks for it', async () => {
    server.use(http.post(SIGNUP, () => HttpResponse.json({ code: Code.TrainingSignupClosed, codeMsg: '报名已截止', data: null })));
    await renderForm(<SignupLike initial={GOOD} report="toast" />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('报名已截止', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
