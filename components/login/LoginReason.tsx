// Why the visitor is on the login page: a guest who opened a page that needs login (病例大赛, the
// personal centre) is sent here (docs/product.md §6) and must be told so, rather than find a login form with no
// word about the page they asked for.
import { matchRoute } from '@/lib/routes';
import styles from './LoginReason.module.css';

/** The title of the login-only page a return address leads to, or null. */
export function loginReasonTitle(returnUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(returnUrl, 'http://x').pathname;
  } catch {
    return null;
  }
  const match = matchRoute(pathname);
  return match && match.route.needsLogin && !match.route.alwaysNotFound ? match.route.title : null;
}

export function LoginReason({ returnUrl }: { returnUrl: string }) {
  const title = loginReasonTitle(returnUrl);
  if (!title) return null;
  return (
    <p role="status" className={styles.reason}>
      「{title}」需要登录后才能查看，请先登录；登录后将自动返回该页面。
    </p>
  );
}
