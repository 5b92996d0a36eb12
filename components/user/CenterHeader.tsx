// Who I am in the personal centre, with my points, unread messages and counts as links to their areas.
import Link from '@/components/ui/Link';
import type { ApiUserCenter } from '@/contract/wire/user-center';
import { AvatarPicture } from './AvatarPicture';
import styles from './center.module.css';

const SCOPE_NAME: Record<number, string> = { 1: '讲师', 2: '培训机构', 3: '培训中心' };

export function CenterHeader({ summary }: { summary: ApiUserCenter }) {
  const { me } = summary;
  const line = [me.professionalTitleName, me.workUnit].filter(Boolean).join(' · ');
  const stats = [
    { label: '积分', value: summary.points, href: '/user/gift/history' },
    { label: '未读消息', value: summary.noRead, href: '/user/message' },
    { label: '培训班', value: summary.trainings.total, href: '/user/study' },
    { label: '课程', value: summary.courses.total, href: '/user/study' },
    { label: '证书', value: summary.certs.total, href: '/user/cert' },
  ];
  return (
    <section className={styles.header} aria-labelledby="center-name">
      <div className={styles.me}>
        <AvatarPicture src={me.avatar} name={me.name} size={72} />
        <div className={styles.meText}>
          <h1 id="center-name" className={styles.meName}>
            {me.name || '未填写姓名'}
            {SCOPE_NAME[me.scope] ? <span className={styles.scope}>{SCOPE_NAME[me.scope]}</span> : null}
          </h1>
          <p className={styles.meLine}>{line || '完善资料后，报名时将自动带入您的信息'}</p>
          <p className={styles.meLine}>{me.phoneMasked}</p>
        </div>
        <Link href="/user/info" className={styles.edit}>
          {me.name ? '编辑资料' : '完善资料'}
        </Link>
      </div>
      <ul className={styles.stats}>
        {stats.map((s) => (
          <li key={s.label}>
            <Link href={s.href} className={styles.stat}>
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
