// The profile as others see it in the academy's records, with its picture; editing happens in ProfileForm.
import type { ReactNode } from 'react';
import type { ApiProfile } from '@/contract/api-types';
import { formatDate } from '@/contract/time';
import { AvatarPicture } from './AvatarPicture';
import styles from './profile.module.css';

const genderText = { '': '', male: '男', female: '女' } as const;

/** "郑州市 中牟县", or just the city. */
export function regionText(p: Pick<ApiProfile, 'regionName' | 'countyName'>): string {
  return [p.regionName, p.countyName].filter(Boolean).join(' ');
}

type Props = {
  profile: ApiProfile;
  avatarAction?: ReactNode;
  editButton?: ReactNode;
  /** Only the name and picture (while the form below shows the fields). */
  compact?: boolean;
};

export function ProfileCard({ profile, avatarAction, editButton, compact = false }: Props) {
  const rows: [string, string][] = [
    ['手机号', profile.phoneMasked],
    ['性别', genderText[profile.gender]],
    ['工作单位', profile.workUnit],
    ['科室', profile.department],
    ['职务', profile.jobTitle],
    ['职称', profile.professionalTitleName],
    ['所在地区', regionText(profile)],
    ['注册时间', formatDate(profile.createdAt)],
  ];
  return (
    <section className={styles.card} aria-labelledby="profile-name">
      <div className={`${styles.identity} ${compact ? styles.identityOnly : ''}`}>
        <AvatarPicture src={profile.avatar} name={profile.name} />
        <div className={styles.who}>
          <h1 id="profile-name" className={styles.name}>
            {profile.name || '未填写姓名'}
          </h1>
          <p className={styles.points}>积分 {profile.points}</p>
        </div>
        {avatarAction}
      </div>
      {compact ? null : (
        <dl className={styles.fields}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd className={value ? undefined : styles.blank}>{value || '未填写'}</dd>
            </div>
          ))}
        </dl>
      )}
      {editButton ? <div className={styles.actions}>{editButton}</div> : null}
    </section>
  );
}
