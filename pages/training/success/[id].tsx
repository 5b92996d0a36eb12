import Link from '@/components/ui/Link';
import { Seo } from '@/components/seo/Seo';
import { CancelSignup } from '@/components/training/CancelSignup';
import { ETicket } from '@/components/training/ETicket';
import { PaymentNotice } from '@/components/training/PaymentNotice';
import { Schedule } from '@/components/training/Schedule';
import styles from '@/components/training/training.module.css';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDate } from '@/contract/time';
import type { BaseProps } from '@/loaders/page';
import type { TrainingSuccessProps } from '@/loaders/training-success';
import { ButtonLink } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';

export { getServerSideProps } from '@/loaders/training-success';

export default function TrainingSuccessPage({ info, qrDataUrl, site, siteUrl }: TrainingSuccessProps & BaseProps) {
  const { training: t, signup, payment } = info;
  const pending = signup.status === 'pending';
  const heading = signup.stage === 'review' ? '报名已提交，等待教务审核' : signup.stage === 'unpaid' ? '审核已通过，培训费待缴纳' : '报名成功';
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '培训班', path: '/training' },
    { name: t.title, path: `/training/${t.id}` },
    { name: '报名成功', path: `/training/success/${t.id}` },
  ];
  return (
    <div className={styles.stack}>
      <Seo title={`报名成功 - ${t.title}`} site={site} siteUrl={siteUrl} path={`/training/success/${t.id}`} noindex />
      <Breadcrumbs items={crumbs} />
      <section className={pending ? `${styles.result} ${styles.resultWarn}` : styles.result} aria-labelledby="result-title">
        <span className={styles.resultIcon} aria-hidden="true">
          {pending ? '!' : '✓'}
        </span>
        <div>
          <h1 id="result-title">{heading}</h1>
          <p>
            您已报名 <Link href={`/training/${t.id}`}>{t.title}</Link>，培训时间 {formatDate(t.startAt)} 至 {formatDate(t.endAt)}。
          </p>
        </div>
      </section>

      {payment ? (
        <section className={cardClass({ className: styles.panel })} aria-labelledby="pay-title">
          <h2 id="pay-title">缴费方式</h2>
          <PaymentNotice payment={payment} />
        </section>
      ) : null}

      <section className={cardClass({ className: styles.panel })} aria-labelledby="ticket-title">
        <h2 id="ticket-title">电子票</h2>
        <ETicket qrDataUrl={qrDataUrl} ticket={info.ticket} holder={signup.name} />
      </section>

      <section className={cardClass({ className: styles.panel })} aria-labelledby="form-title">
        <h2 id="form-title">报名信息</h2>
        <dl className={styles.facts}>
          <dt>姓名</dt>
          <dd>{signup.name}</dd>
          <dt>手机号</dt>
          <dd>{signup.phoneMasked}</dd>
          <dt>工作单位</dt>
          <dd>{signup.workUnit}</dd>
          <dt>科室</dt>
          <dd>{signup.department}</dd>
          <dt>职务/岗位</dt>
          <dd>{signup.jobTitle}</dd>
          <dt>所在地区</dt>
          <dd>{signup.region}</dd>
          <dt>报名时间</dt>
          <dd>{formatDate(signup.createdAt, 'YYYY-MM-DD HH:mm')}</dd>
          <dt>培训地点</dt>
          <dd>
            {t.location}
            {t.base ? (
              <>
                {' '}
                （<Link href={`/base/${t.base.id}`}>{t.base.name}</Link>）
              </>
            ) : null}
          </dd>
          <dt>咨询电话</dt>
          <dd>
            <a href={`tel:${t.contactPhone}`}>{t.contactPhone}</a>
          </dd>
        </dl>
        <div className={styles.actions}>
          <ButtonLink external variant="secondary" href={`/api/med/calendar/training/${t.id}`} download={`training-${t.id}.ics`}>
            添加到日历
          </ButtonLink>
          <ButtonLink variant="secondary" href="/training/attend">
            去签到
          </ButtonLink>
          {signup.canCancel ? <CancelSignup trainingId={t.id} title={t.title} signupEndAt={t.signupEndAt} /> : null}
        </div>
        <p className={styles.stateNote}>
          {signup.canCancel
            ? `报名截止（${formatDate(t.signupEndAt, 'YYYY-MM-DD HH:mm')}）前可取消报名，名额将释放给其他学员。`
            : '报名已截止、培训已开始或培训费已缴纳，不能在线取消报名；如需取消请致电咨询电话。'}
        </p>
      </section>

      <section className={cardClass({ className: styles.panel })} aria-labelledby="attendance-title">
        <h2 id="attendance-title">课程与签到</h2>
        <Schedule sessions={info.attendance} />
      </section>
    </div>
  );
}
