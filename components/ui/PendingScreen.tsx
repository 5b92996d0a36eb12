// The screen of a route whose content arrives with a later issue: the route, its guards and its
// navigation already work; the page says plainly that the section is being prepared.
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { Seo } from '@/components/seo/Seo';
import type { BaseProps } from '@/loaders/page';
import { getRoute } from '@/lib/routes';
import styles from './ErrorScreen.module.css';
import { buttonClass } from '@/components/ui/Button';

export function PendingScreen({ site, siteUrl }: BaseProps) {
  const router = useRouter();
  const route = getRoute(router.pathname);
  const title = route?.title ?? '栏目';
  return (
    <>
      <Seo title={title} site={site} siteUrl={siteUrl} path={router.asPath.split('?')[0]} noindex />
      <section className={styles.screen} aria-labelledby="pending-title">
        <h1 id="pending-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>该栏目正在建设中，敬请期待。</p>
        <p className={styles.actions}>
          <Link href="/" className={buttonClass({ variant: 'primary' })}>
            返回首页
          </Link>
        </p>
      </section>
    </>
  );
}
