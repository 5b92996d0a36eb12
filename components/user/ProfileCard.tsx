import type { ApiProfile } from '@/lib/api-types';
import { formatDate } from '@/lib/date';
import styles from './user.module.css';

const genderText = { '': '未填写', male: '男', female: '女' } as const;

export function ProfileCard({ profile }: { profile: ApiProfile }) {
  const rows: [string, string][] = [
    ['手机号', profile.phoneMasked],
    ['性别', genderText[profile.gender]],
    ['工作单位', profile.workUnit],
    ['科室', profile.department],
    ['职务', profile.jobTitle],
    ['职称', profile.professionalTitle],
    ['所在地区', profile.region],
    ['注册时间', formatDate(profile.createdAt)],
  ];
  const initial = (profile.name || '医').slice(0, 1);
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={styles.identity}>
        {profile.avatar ? (
          <img className={styles.avatar} src={profile.avatar} alt="" width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <div>
          <h1 id="profile-name" className={styles.name}>
            {profile.name || '未填写姓名'}
          </h1>
          <p className={styles.points}>积分 {profile.points}</p>
        </div>
      </div>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value || '未填写'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
