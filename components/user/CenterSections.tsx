// The personal centre's sections: unread messages, classes and courses in progress, certificates.
// Each is plain server-rendered HTML with an empty state that says how to fill it.
import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { CERT_STATUS_LABEL, creditLabel, formatAmount } from '@/contract/cert-format';
import { formatDate } from '@/contract/time';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import styles from './center.module.css';
import { buttonClass } from '@/components/ui/Button';

function Section({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** The section's rows, or what to do while it has none. */
function Rows<T>({ items, empty, children }: { items: T[]; empty: ReactNode; children: (item: T) => ReactNode }) {
  return items.length ? <ul className={styles.rows}>{items.map(children)}</ul> : <Empty>{empty}</Empty>;
}

/** A row that names an item (its link and a line about it) with its state or next step at the end. */
function Row({ href, title, about, end }: { href: string; title: string; about: ReactNode; end: ReactNode }) {
  return (
    <li className={styles.rowItem}>
      <div className={styles.rowMain}>
        <Link href={href} className={styles.rowTitle}>
          {title}
        </Link>
        {about}
      </div>
      {end}
    </li>
  );
}

/** What an empty in-progress section says: all done, or none taken yet; and where to find some. */
type Nothing = { someDone: string; none: string; href: string; link: string };

const TRAININGS_EMPTY: Nothing = { someDone: '报名的培训班都已结束，可在学习中心查看。', none: '还没有报名培训班。', href: '/training', link: '浏览培训班' };
const COURSES_EMPTY: Nothing = { someDone: '报名的课程都已学完。', none: '还没有报名课程。', href: '/course', link: '浏览精品课程' };

/**
 * Classes or courses in progress: the study centre lists them all; with none in progress, whether all are done
 * or none taken yet, and where to find some.
 */
function InProgress<T>(props: {
  id: string;
  title: string;
  /** How many I have in all, and those in progress. */
  list: { total: number; current: T[] };
  empty: Nothing;
  children: (item: T) => ReactNode;
}) {
  const { id, title, list, empty, children } = props;
  const { total } = list;
  const nothing = (
    <>
      {total ? empty.someDone : empty.none}
      <Link href={empty.href}>{empty.link}</Link>
    </>
  );
  return (
    <Section id={id} title={title} more={<Link href="/user/study">学习中心（{total}）</Link>}>
      <Rows items={list.current} empty={nothing}>
        {children}
      </Rows>
    </Section>
  );
}

const TRAINING_STATUS = { signup: '未开班', ongoing: '进行中', finished: '已结束' } as const;

export function UnreadSection({ summary }: { summary: ApiUserCenter }) {
  return (
    <Section id="center-messages" title={`未读消息（${summary.noRead}）`} more={<Link href="/user/message">全部消息</Link>}>
      <Rows items={summary.unread} empty="没有未读消息。">
        {(m) => (
          <li key={m.id} className={styles.rowItem}>
            <Link href="/user/message" className={styles.rowTitle}>
              <span className={styles.dot} aria-hidden="true" />
              {m.title}
            </Link>
            <span className={styles.meta}>{formatDate(m.createdAt)}</span>
          </li>
        )}
      </Rows>
    </Section>
  );
}

export function TrainingSection({ summary }: { summary: ApiUserCenter }) {
  return (
    <InProgress id="center-trainings" title="我的培训班" list={summary.trainings} empty={TRAININGS_EMPTY}>
      {(t) => (
        <Row
          key={t.id}
          href={`/training/${t.id}`}
          title={t.title}
          about={
            <span className={styles.meta}>
              {formatDate(t.startAt)} 至 {formatDate(t.endAt)} · 已签到 {t.attended}/{t.sessions} 次
            </span>
          }
          end={
            <span className={`${styles.tag} ${t.status === 'ongoing' ? styles.tagLive : ''}`}>
              {TRAINING_STATUS[t.status]}
              {t.signup === 'pending' ? ' · 待确认' : ''}
            </span>
          }
        />
      )}
    </InProgress>
  );
}

export function CourseSection({ summary }: { summary: ApiUserCenter }) {
  return (
    <InProgress id="center-courses" title="学习中的课程" list={summary.courses} empty={COURSES_EMPTY}>
      {(c) => {
        const percent = c.lessons ? Math.round((c.finished / c.lessons) * 100) : 0;
        const progress = (
          <span className={styles.progress}>
            <progress max={c.lessons || 1} value={c.finished} aria-label={`${c.title} 学习进度`} />
            <span className={styles.meta}>
              已学 {c.finished}/{c.lessons} 节（{percent}%）
            </span>
          </span>
        );
        const next = (
          <Link href={c.continueVideoId ? `/video/${c.continueVideoId}` : `/course/${c.id}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            {c.continueVideoId ? '继续学习' : '开始学习'}
          </Link>
        );
        return <Row key={c.id} href={`/course/${c.id}`} title={c.title} about={progress} end={next} />;
      }}
    </InProgress>
  );
}

export function CertSection({ summary }: { summary: ApiUserCenter }) {
  const { total, latest } = summary.certs;
  return (
    <Section id="center-certs" title={`我的证书（${total}）`} more={<Link href="/user/cert">全部证书</Link>}>
      <Rows items={latest} empty="完成课程的全部课时或全勤参加培训班（设有结业考试的还需考试合格）后，证书会自动发放到这里。">
        {(c) => (
          <Row
            key={c.id}
            href="/user/cert"
            title={c.title}
            about={
              <span className={styles.meta}>
                {formatDate(c.issuedAt)} · {creditLabel(c) || `${formatAmount(c.hours)} 学时`}
              </span>
            }
            end={<span className={`${styles.tag} ${c.status === 'valid' ? '' : styles.tagOff}`}>{CERT_STATUS_LABEL[c.status]}</span>}
          />
        )}
      </Rows>
    </Section>
  );
}
