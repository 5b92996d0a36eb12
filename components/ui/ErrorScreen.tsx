// The error screens of docs/product.md §2: 404, 500 and any other error.
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import styles from './ErrorScreen.module.css';
import { buttonClass } from '@/components/ui/Button';

type Props = { status: number; title: string; message?: string; showReload?: boolean; children?: ReactNode };

export function ErrorScreen({ status, title, message, showReload, children }: Props) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {children}
      <p className={styles.actions}>
        <Link href="/" className={buttonClass({ variant: 'primary' })}>
          返回首页
        </Link>
        {showReload ? (
          // A plain link to the same address reloads without needing JavaScript.
          <a href="" className={buttonClass({ variant: 'secondary' })} onClick={() => window.location.reload()}>
            刷新页面
          </a>
        ) : null}
      </p>
    </section>
  );
}
