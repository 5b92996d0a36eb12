// /about: "about the academy" as one page: a lead paragraph and the contact details, then every about
// page as a card (they are few, so there is no paging to speak of).
import Link from '@/components/ui/Link';
import type { ApiHomeCommon } from '@/contract/api-types';
import type { ApiArticleListItem } from '@/contract/wire/article';
import styles from './article.module.css';

type Props = { site: ApiHomeCommon['site']; items: ApiArticleListItem[] };

export function AboutView({ site, items }: Props) {
  return (
    <>
      <div className={styles.aboutIntro}>
        <p className={styles.aboutLead}>{site.description}</p>
        <dl className={styles.contact}>
          <dt>联系电话</dt>
          <dd>
            <a href={`tel:${site.phone}`}>{site.phone}</a>
          </dd>
          <dt>地址</dt>
          <dd>{site.address}</dd>
        </dl>
      </div>
      <ul className={styles.aboutGrid}>
        {items.map((a) => (
          <li key={a.id}>
            <Link href={`/detail/${a.id}`} className={styles.aboutCard}>
              <h2>{a.title}</h2>
              <p>{a.summary}</p>
              <span className={styles.readMore}>阅读全文 ›</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
