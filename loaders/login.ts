import { getEnv } from '@/contract/env';
import { toSafeRedirect } from '@/contract/safe-redirect';
import { withPage } from './page';

export type LoginProps = { returnUrl: string };

/** docs/product.md §7: /login?url=... brings the visitor back; only same-site addresses are followed (docs/security.md). */
export const getServerSideProps = withPage<LoginProps>(async ({ ctx, userInfo }) => {
  const returnUrl = toSafeRedirect(ctx.query.url, getEnv().allowHosts);
  if (userInfo.login) return { redirect: { destination: returnUrl, permanent: false } };
  return { props: { returnUrl } };
});
