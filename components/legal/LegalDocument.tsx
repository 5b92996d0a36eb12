// The frame of the user agreement and the privacy policy: title, dates, and the organisation that
// answers for them (the site's own name, address and phone from home/common).
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { Seo } from '@/components/seo/Seo';
import type { ApiHomeCommon } from '@/contract/api-types';
import styles from './legal.module.css';

/** When the current text took effect; change it with the text. */
export const LEGAL_EFFECTIVE_DATE = '2025年1月1日';

type Props = {
  title: string;
  path: string;
  description: string;
  site: ApiHomeCommon['site'];
  siteUrl: string;
  children: ReactNode;
};

export function LegalDocument({ title, path, description, site, siteUrl, children }: Props) {
  return (
    <article className={styles.doc}>
      <Seo title={title} site={site} siteUrl={siteUrl} path={path} description={description} noindex />
      <h1>{title}</h1>
      <p className={styles.meta}>
        生效日期：{LEGAL_EFFECTIVE_DATE} · 发布方：{site.name}
      </p>
      {children}
      <h2>联系我们</h2>
      <p>
        如对本文件有任何疑问、意见或投诉，请联系{site.name}：电话 {site.phone}，地址 {site.address}。
        我们将在收到后十五个工作日内答复。另请参阅
        {path === '/privacy' ? <Link href="/agreement">《用户协议》</Link> : <Link href="/privacy">《隐私政策》</Link>}。
      </p>
    </article>
  );
}

export { styles as legalStyles };
