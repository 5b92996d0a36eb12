// The programmes (培训项目), each with its classes counted and a link to them.
import Link from '@/components/ui/Link';
import { pageHref } from '@/components/ui/Pager';
import type { ApiTrainingProject } from '@/contract/wire/training';
import styles from './list.module.css';
import { cardClass } from '@/components/ui/Card';

export function ProjectGrid({ projects }: { projects: ApiTrainingProject[] }) {
  return (
    <ul className={styles.projects}>
      {projects.map((p) => (
        <li key={p.value}>
          <Link href={pageHref('/training', 1, { project: p.value })} className={cardClass({ className: styles.project })}>
            <h2>{p.name}</h2>
            {p.audience ? <p className={styles.projectAudience}>培训对象：{p.audience}</p> : null}
            <p className={styles.projectStats}>
              报名中 <strong>{p.open}</strong> 期 · 累计开班 {p.total} 期
            </p>
            <span className={styles.projectLink} aria-hidden="true">
              查看培训班 ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
