// An invitation to the open training-needs survey (demand/current), on the pages a learner looks at:
// home, the user centre and the study centre. Without it /demand/{id} was reachable from the sitemap
// only. Renders nothing when no survey is open.
import Link from '@/components/ui/Link';
import { formatDate } from '@/contract/time';
import type { ApiDemandCurrent } from '@/contract/wire/demand';
import styles from './DemandInvite.module.css';
import { buttonClass } from '@/components/ui/Button';

export function DemandInvite({ demand }: { demand: ApiDemandCurrent }) {
  if (!demand) return null;
  const headingId = `demand-invite-${demand.id}`;
  return (
    <section className={styles.invite} aria-labelledby={headingId}>
      <div className={styles.inviteText}>
        <h2 id={headingId}>培训需求调查</h2>
        <p>
          {demand.title}，<span className={styles.nowrap}>{formatDate(demand.endAt)} 截止</span>，欢迎参与。
        </p>
      </div>
      <Link href={`/demand/${demand.id}`} className={buttonClass({ variant: 'primary', size: 'lg' })}>
        参与调查
      </Link>
    </section>
  );
}
