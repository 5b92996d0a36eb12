import Link from '@/components/ui/Link';
import type { ApiHomeCommon } from '@/contract/api-types';
import styles from './SiteFooter.module.css';

export function SiteFooter({ site }: { site: ApiHomeCommon['site'] | undefined }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="页脚导航" className={styles.links}>
          <Link href="/about">学院介绍</Link>
          <Link href="/training">培训班</Link>
          <Link href="/course">精品课程</Link>
          <Link href="/base">培训中心/基地</Link>
          <Link href="/journal">期刊</Link>
        </nav>
        {site ? (
          <p className={styles.meta}>
            {site.name} · 地址：{site.address} · 电话：{site.phone}
            <br />
            {site.icp}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
