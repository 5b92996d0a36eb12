// /cache/cleanup: the operator's form to clear the site's in-memory option and home caches. Not for
// visitors: not indexed, disabled unless the API has an OPERATOR_TOKEN.
import { Seo } from '@/components/seo/Seo';
import styles from '@/components/ops/ops.module.css';
import { formatDateTime } from '@/contract/time';
import type { CacheCleanupProps } from '@/loaders/cache-cleanup';
import type { BaseProps } from '@/loaders/page';

export { getServerSideProps } from '@/loaders/cache-cleanup';

export default function CacheCleanupPage({ isEnabled, outcome, site, siteUrl }: CacheCleanupProps & BaseProps) {
  return (
    <div className={styles.panel}>
      <Seo title="缓存清理" site={site} siteUrl={siteUrl} path="/cache/cleanup" noindex />
      <h1>缓存清理</h1>
      <p className={styles.intro}>
        清除网站服务器内存中的首页数据与字典选项缓存，下次访问时从数据库重新读取。仅供运维人员使用，每次操作（无论成功与否）都会记录日志。
      </p>

      {outcome?.isDone ? (
        <div className={styles.success} role="status">
          <p>缓存已清理（{formatDateTime(outcome.at)}）：</p>
          <ul>
            {outcome.cleared.map((c) => (
              <li key={c.label}>
                {c.label}：清除 {c.entries} 条
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome && !outcome.isDone ? (
        <p className={styles.error} role="alert">
          {outcome.message}
        </p>
      ) : null}

      {isEnabled ? (
        <form method="post" action="/cache/cleanup" className={styles.form}>
          <label htmlFor="ops-token">运维令牌</label>
          <input id="ops-token" name="token" type="password" autoComplete="off" required maxLength={512} className={styles.input} />
          <button type="submit" className={styles.button}>
            清理缓存
          </button>
        </form>
      ) : (
        <p className={styles.disabled} role="status">
          缓存清理未启用：服务器没有配置运维令牌（OPERATOR_TOKEN）。
        </p>
      )}
    </div>
  );
}
