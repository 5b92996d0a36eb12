// The study centre's rows: a class I signed up for (sessions attended) and a course I enrolled in
// (lessons finished, where to continue). Finished ones say so and lead to their certificate; a class whose
// post-test is open (or taken) leads to it with its state.
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { formatClock } from '@/components/course/format';
import { CERT_STATUS_LABEL } from '@/contract/cert-format';
import { examStateText } from '@/contract/exam-format';
import { formatDate, formatDateTime } from '@/contract/time';
import type { ApiStudyCert, ApiStudyCourse, ApiStudyTraining } from '@/contract/wire/study';
import styles from './study.module.css';
import { buttonClass } from '@/components/ui/Button';
import { groupedNumber } from '@/lib/grouped-number';

const TRAINING_STATUS = { signup: '未开班', ongoing: '进行中', finished: '已结束' } as const;

function Progress({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const percent = max ? Math.round((value / max) * 100) : 0;
  return (
    <div className={styles.progress}>
      <progress max={max || 1} value={value} aria-label={label} />
      <span className={styles.meta}>
        {text}（{percent}%）
      </span>
    </div>
  );
}

function CertLink({ cert }: { cert: ApiStudyCert }) {
  return (
    <Link href="/user/cert" className={styles.certLink}>
      查看证书{cert.status === 'valid' ? '' : `（${CERT_STATUS_LABEL[cert.status]}）`}
    </Link>
  );
}

/** One row: the cover, the title to the item's page with its state, what the kind of row tells, its actions. */
function Row(props: { item: { cover: string; title: string }; href: string; tone: string; state: string; side: ReactNode; children: ReactNode }) {
  const { item, href, tone, state, side, children } = props;
  return (
    <li className={styles.item}>
      <img src={item.cover} alt="" width={160} height={90} className={styles.cover} loading="lazy" />
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <Link href={href} className={styles.title}>
            {item.title}
          </Link>
          <span className={`${styles.tag} ${styles[`tag_${tone}`]}`}>{state}</span>
        </div>
        {children}
      </div>
      <div className={styles.side}>{side}</div>
    </li>
  );
}

export function TrainingItem({ item }: { item: ApiStudyTraining }) {
  const complete = item.sessions > 0 && item.attended >= item.sessions;
  const side = item.cert ? (
    <CertLink cert={item.cert} />
  ) : item.exam && item.exam.state !== 'closed' ? (
    <Link href={`/training/exam/${item.id}`} className={buttonClass({ variant: item.exam.state === 'open' ? 'primary' : 'secondary', size: 'sm' })}>
      结业考试 · {examStateText(item.exam)}
    </Link>
  ) : item.status === 'ongoing' ? (
    <Link href="/training/attend" className={buttonClass({ variant: 'primary', size: 'sm' })}>
      去签到
    </Link>
  ) : (
    <Link href={`/training/success/${item.id}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      电子票
    </Link>
  );
  return (
    <Row item={item} href={`/training/${item.id}`} tone={complete ? 'done' : item.status} state={complete ? '已全勤' : TRAINING_STATUS[item.status]} side={side}>
      <p className={styles.meta}>
        {formatDate(item.startAt)} 至 {formatDate(item.endAt)}
        {item.credit ? ` · ${item.credit}` : ''}
        {item.stage === 'review' ? ' · 待审核，教务审核通过后报名生效' : ''}
        {item.stage === 'unpaid' ? ' · 审核已通过，待缴费，缴费确认后报名生效' : ''}
      </p>
      <Progress label={`${item.title} 签到进度`} value={item.attended} max={item.sessions} text={`已签到 ${item.attended}/${item.sessions} 场`} />
      {item.nextSession && item.status !== 'finished' ? (
        <p className={styles.meta}>
          下一场：{item.nextSession.title}（{formatDateTime(item.nextSession.startAt)}）
        </p>
      ) : null}
      {item.status === 'finished' && !complete ? <p className={styles.meta}>未全勤签到，本期不发放证书。</p> : null}
    </Row>
  );
}

export function CourseItem({ item }: { item: ApiStudyCourse }) {
  const complete = item.lessons > 0 && item.finished >= item.lessons;
  const started = item.lastStudiedAt !== null;
  const side = (
    <>
      {item.cert ? <CertLink cert={item.cert} /> : null}
      {item.resume ? (
        <Link href={`/video/${item.resume.videoId}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
          {started ? '继续学习' : '开始学习'}
        </Link>
      ) : complete ? (
        <Link href={`/course/${item.id}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          复习课程
        </Link>
      ) : null}
    </>
  );
  return (
    <Row
      item={item}
      href={`/course/${item.id}`}
      tone={complete ? 'done' : started ? 'ongoing' : 'signup'}
      state={complete ? '已学完' : started ? '学习中' : '未开始'}
      side={side}
    >
      <p className={styles.meta}>
        {item.lecturer} 主讲 · 报名于 {formatDate(item.enrolledAt)}
        {item.lastStudiedAt ? ` · 最近学习 ${formatDate(item.lastStudiedAt)}` : ''}
        {item.credit ? ` · ${item.credit}` : ''}
        {item.paid ? '' : ` · 待缴费 ¥${groupedNumber(item.fee)}`}
      </p>
      <Progress label={`${item.title} 学习进度`} value={item.finished} max={item.lessons} text={`已学完 ${item.finished}/${item.lessons} 讲`} />
      {item.resume && item.resume.position > 0 ? (
        <p className={styles.meta}>
          上次看到：{item.resume.title} {formatClock(item.resume.position)}
        </p>
      ) : null}
    </Row>
  );
}
