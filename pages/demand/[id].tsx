// /demand/{id}: a training-needs survey. Anyone sees the questions (crawlable); a logged-in visitor
// answers once and may change the answers until the survey closes; a guest is asked to log in.
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { DemandForm } from '@/components/demand/DemandForm';
import styles from '@/components/demand/demand.module.css';
import { breadcrumbJsonLd, Seo } from '@/components/seo/Seo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDate, formatDateTime } from '@/contract/time';
import type { DemandProps } from '@/loaders/demand';
import { buildLoginAddress } from '@/lib/login-redirect';
import { useInvite } from '@/stores/common-store-context';
import type { BaseProps } from '@/loaders/page';
import type { ApiDemandSaved, ApiDemandStatus } from '@/contract/wire/demand';
import { buttonClass } from '@/components/ui/Button';
import { noticeClass } from '@/components/ui/notice';

export { getDemandProps as getServerSideProps } from '@/loaders/demand';

const STATUS_TEXT: Record<ApiDemandStatus, string> = { upcoming: '未开始', open: '进行中', closed: '已结束' };

export default function DemandPage({ demand: d, isLoggedIn, site, siteUrl }: DemandProps & BaseProps) {
  const invite = useInvite();
  const [saved, setSaved] = useState<ApiDemandSaved | null>(d.answers && d.answeredAt ? { answers: d.answers, answeredAt: d.answeredAt } : null);
  const path = `/demand/${d.id}`;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训需求调查', path },
  ];
  const isOpen = d.status === 'open';
  const description = `${d.title}：共${d.questions.length}个问题，${formatDate(d.startAt)}至${formatDate(d.endAt)}开放填写，您的意见将用于制定学院下一年度培训计划。`;

  return (
    <>
      <Seo title={d.title} site={site} siteUrl={siteUrl} path={path} description={description} jsonLd={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1>{d.title}</h1>
        <ul className={styles.facts}>
          <li>
            <span className={isOpen ? styles.badge : `${styles.badge} ${styles.badgeMuted}`}>{STATUS_TEXT[d.status]}</span>
          </li>
          <li>
            调查时间：{formatDateTime(d.startAt)} 至 {formatDateTime(d.endAt)}
          </li>
          <li>共{d.questions.length}题</li>
          <li>已有{d.respondents + (saved && !d.answers ? 1 : 0)}人参与</li>
        </ul>
        {/* Sanitized on the server (server/http/sanitize-html.ts). */}
        <div className={styles.intro} dangerouslySetInnerHTML={{ __html: d.intro }} />
      </header>

      {d.status === 'closed' ? (
        <div className={noticeClass('warn', styles.notice)} role="note">
          <p>本次调查已于 {formatDateTime(d.endAt)} 结束，感谢您的关注。{saved ? `您已于 ${formatDateTime(saved.answeredAt)} 提交问卷。` : ''}</p>
        </div>
      ) : d.status === 'upcoming' ? (
        <div className={noticeClass('warn', styles.notice)} role="note">
          <p>调查将于 {formatDateTime(d.startAt)} 开始，届时欢迎参与。</p>
        </div>
      ) : !isLoggedIn ? (
        <div className={noticeClass('warn', styles.notice)} role="note">
          <p>登录后即可填写问卷，每人填写一份，截止前可以修改。</p>
          <Link href={buildLoginAddress(path, invite)} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            登录后填写
          </Link>
        </div>
      ) : saved ? (
        <div className={noticeClass('ok', styles.notice)} role="status">
          <p>
            您已于 {formatDateTime(saved.answeredAt)} 提交问卷，{formatDateTime(d.endAt)} 前可修改后重新提交。
          </p>
        </div>
      ) : null}

      <DemandForm demandId={d.id} questions={d.questions} initial={saved?.answers ?? null} isEnabled={isOpen && isLoggedIn} onSaved={setSaved} />
    </>
  );
}
