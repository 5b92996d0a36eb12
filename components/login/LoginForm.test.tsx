// @vitest-environment jsdom
// The login form as a person uses it (issue 7 item 17): digits only in the phone field, a visible note
// once the code is sent, and the consent line with its two documents.
import { fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, setupMswServer } from '@/tests/msw/server';
import { guestUserInfo } from '@/stores/common-store';
import { CommonStoreProvider } from '@/stores/common-store-context';
import { LoginForm, toPhoneDigits } from './LoginForm';

vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn() }) }));

setupMswServer();

function renderForm() {
  render(
    <CommonStoreProvider initial={{ categories: [], userInfo: guestUserInfo }}>
      <LoginForm returnUrl="/" />
    </CommonStoreProvider>,
  );
  return screen.getByLabelText('手机号') as HTMLInputElement;
}

describe('LoginForm', () => {
  it('keeps digits only in the phone field, at most 11', () => {
    const phone = renderForm();
    fireEvent.change(phone, { target: { value: 'abc138-0000 0000x' } });
    expect(phone.value).toBe('13800000000');
    fireEvent.change(phone, { target: { value: '+86 138 0000 0001' } });
    expect(phone.value).toBe('13800000001');
    fireEvent.change(phone, { target: { value: '1380000000012345' } });
    expect(phone.value).toBe('13800000000');
  });

  it('says the code was sent, and to which (masked) number', async () => {
    server.use(http.post(/\/api\/med\/passport\/code$/, () => HttpResponse.json({ code: 0, data: { resendAfter: 60 }, codeMsg: '' })));
    const phone = renderForm();
    fireEvent.change(phone, { target: { value: '13800000005' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect((await screen.findByText(/验证码已发送/)).textContent).toBe('验证码已发送至 138****0005，请查收短信');
    expect(screen.getByRole('status').textContent).toContain('验证码已发送');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('asks for consent with links to the user agreement and the privacy policy', () => {
    renderForm();
    expect(screen.getByText(/登录即表示您已阅读并同意/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe('/agreement');
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe('/privacy');
  });
});

describe('toPhoneDigits', () => {
  it('leaves a "86" being typed alone and drops a pasted country code', () => {
    expect(toPhoneDigits('86')).toBe('86');
    expect(toPhoneDigits('8613800000000')).toBe('13800000000');
  });
});
