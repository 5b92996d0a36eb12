import { LoginForm } from '@/components/login/LoginForm';
import { LoginReason } from '@/components/login/LoginReason';
import { Seo } from '@/components/seo/Seo';
import type { LoginProps } from '@/loaders/login';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/login';

export default function LoginPage({ returnUrl, site, siteUrl }: LoginProps & BaseProps) {
  return (
    <>
      <Seo title="登录" site={site} siteUrl={siteUrl} path="/login" noindex />
      <LoginReason returnUrl={returnUrl} />
      <LoginForm returnUrl={returnUrl} />
    </>
  );
}
