import Link from '@/components/ui/Link';
import cards from '@/components/cards/cards.module.css';
import { TrainingCard } from '@/components/cards/TrainingCard';
import { baseJsonLd } from '@/components/base/base-json-ld';
import styles from '@/components/base/base.module.css';
import { baseLevelText } from '@/components/base/format';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { RichText } from '@/components/training/RichText';
import t from '@/components/training/training.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import type { BaseDetailProps } from '@/loaders/base-detail';
import type { BaseProps } from '@/loaders/page';
import { hasRichContent } from '@/lib/rich-text';
import { coverClass } from '@/components/ui/Card';

export { getServerSideProps } from '@/loaders/base-detail';

export default function BaseDetailPage({ base: b, site, siteUrl }: BaseDetailProps & BaseProps) {
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训中心/基地', path: '/base' },
    { name: b.name, path: `/base/${b.id}` },
  ];
  const open = b.trainings.filter((x) => x.status === 'signup').length;
  const description = `${b.name}（${b.region.name}·${baseLevelText[b.level]}）：${b.summary}地址：${b.address}，电话 ${b.contactPhone}。`.slice(0, 160);
  const mapLink = `https://uri.amap.com/marker?position=${b.lng},${b.lat}&name=${encodeURIComponent(b.name)}`;
  return (
    <article>
      <Seo
        title={b.name}
        site={site}
        siteUrl={siteUrl}
        path={`/base/${b.id}`}
        description={description}
        image={b.cover}
        jsonLd={[breadcrumbJsonLd(siteUrl, crumbs), baseJsonLd(b, siteUrl)]}
      />
      <Breadcrumbs items={crumbs} />
      <header className={t.hero}>
        <div className={coverClass({ rounded: true, className: styles.heroCover })}>
          <img src={b.cover} alt={`${b.name}外景`} width={640} height={360} />
        </div>
        <div className={t.heroBody}>
          <ul className={t.badges} aria-label="类别">
            <li className={`${t.badge} ${t.badgeStrong}`}>{baseLevelText[b.level]}</li>
            <li className={t.badge}>
              <Link href={`/base?region=${encodeURIComponent(b.region.value)}`}>{b.region.name}</Link>
            </li>
          </ul>
          <h1>{b.name}</h1>
          <p className={t.summary}>{b.summary}</p>
          <dl className={t.facts}>
            <dt>地址</dt>
            <dd>
              {b.address}（
              <a href={mapLink} target="_blank" rel="noopener noreferrer nofollow">
                查看地图
              </a>
              ）
            </dd>
            <dt>联系人</dt>
            <dd>{b.contactName}</dd>
            <dt>联系电话</dt>
            <dd>
              <a href={`tel:${b.contactPhone}`}>{b.contactPhone}</a>
            </dd>
            <dt>培训特色</dt>
            <dd>{b.specialties.join('、')}</dd>
            <dt>培训班</dt>
            <dd>
              已承办 {b.trainings.length} 期{open ? `，${open} 期正在报名` : ''}
            </dd>
          </dl>
        </div>
      </header>

      <div className={t.layout}>
        <div>
          {/* The introduction is optional (admin/base/save): none, or an editor's empty paragraphs, would be an empty card. */}
          {hasRichContent(b.intro) ? (
            <section className={t.panel} aria-labelledby="intro-title">
              <h2 id="intro-title">基地介绍</h2>
              <RichText html={b.intro} />
            </section>
          ) : null}
          {b.photos.length ? (
            <section className={t.panel} aria-labelledby="photos-title">
              <h2 id="photos-title">基地照片</h2>
              <ul className={styles.photos}>
                {b.photos.map((p, i) => (
                  <li key={p}>
                    <figure>
                      <img src={p} alt={`${b.name}照片${i + 1}`} width={640} height={360} loading="lazy" />
                      <figcaption>
                        {b.name}（{i + 1}/{b.photos.length}）
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className={t.panel} aria-labelledby="classes-title">
            <h2 id="classes-title">在此举办的培训班</h2>
            {b.trainings.length ? (
              <ul className={`${cards.grid} ${cards.grid3}`}>
                {b.trainings.map((x) => (
                  <li key={x.id}>
                    <TrainingCard training={x} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="该基地暂无培训班">
                <p>
                  <Link href="/training?status=signup">查看正在报名的培训班</Link>
                </p>
              </EmptyState>
            )}
          </section>
        </div>
        <aside className={t.aside}>
          <section className={t.panel} aria-labelledby="contact-title">
            <h2 id="contact-title">联系基地</h2>
            <ul className={t.asideList}>
              <li>{b.contactName}</li>
              <li>
                电话：<a href={`tel:${b.contactPhone}`}>{b.contactPhone}</a>
              </li>
              <li>{b.address}</li>
            </ul>
          </section>
          <section className={t.panel} aria-labelledby="more-title">
            <h2 id="more-title">更多基地</h2>
            <ul className={t.asideList}>
              <li>
                <Link href={`/base?region=${encodeURIComponent(b.region.value)}`}>{b.region.name}的培训基地</Link>
              </li>
              <li>
                <Link href="/base">全部培训中心/基地</Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </article>
  );
}
