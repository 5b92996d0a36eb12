// The key facts of a class: when, where, programme, organiser, audience, credit, fee and seats.
import Link from '@/components/ui/Link';
import { formatDate } from '@/contract/time';
import type { ApiTrainingDetail } from '@/contract/wire/training';
import { feeText } from './format';
import styles from './training.module.css';

export function TrainingFacts({ t }: { t: ApiTrainingDetail }) {
  return (
    <dl className={styles.facts}>
      <dt>培训时间</dt>
      <dd>
        {formatDate(t.startAt)} 至 {formatDate(t.endAt)}
      </dd>
      <dt>报名截止</dt>
      <dd>{formatDate(t.signupEndAt, 'YYYY-MM-DD HH:mm')}</dd>
      <dt>培训地点</dt>
      <dd>
        {t.location || t.region.name}
        {t.base ? (
          <>
            {' '}
            （<Link href={`/base/${t.base.id}`}>{t.base.name}</Link>）
          </>
        ) : null}
      </dd>
      <dt>培训项目</dt>
      <dd>
        <Link href={`/training?project=${encodeURIComponent(t.project.value)}`}>{t.project.name}</Link>
      </dd>
      <dt>主办单位</dt>
      <dd>{t.organiser}</dd>
      <dt>培训对象</dt>
      <dd>{t.audience}</dd>
      {t.credit ? (
        <>
          <dt>继续教育</dt>
          <dd>{t.credit}</dd>
        </>
      ) : null}
      <dt>培训费用</dt>
      <dd>
        <span className={t.fee > 0 ? styles.fee : styles.free}>{feeText(t.fee)}</span>
        {t.fee > 0 ? <span>（{t.payMethod === 'transfer' ? '银行转账缴纳' : '报到时现场缴纳'}）</span> : null}
      </dd>
      <dt>名额</dt>
      <dd>
        共 {t.seatsTotal} 人{t.status !== 'finished' ? `，剩余 ${t.seatsLeft} 个` : ''}
      </dd>
      <dt>咨询电话</dt>
      <dd>
        <a href={`tel:${t.contactPhone}`}>{t.contactPhone}</a>
      </dd>
    </dl>
  );
}
