import Link from '@/components/ui/Link';
import { RosterView } from '@/components/scope/RosterView';
import { ScopeFrame } from '@/components/scope/ScopeFrame';
import { StaffClassList } from '@/components/scope/StaffClassList';
import { TRAINING_STATUS_TEXT } from '@/components/scope/format';
import { PageTitle } from '@/components/ui/PageTitle';
import type { BaseProps } from '@/loaders/page';
import type { UserTrainingProps } from '@/loaders/user-training';

export { getServerSideProps } from '@/loaders/user-training';

const DESCRIPTION = '您组织或授课的培训班：学员名单、各场课程签到码、出勤情况与名单导出。';

export default function UserTrainingPage(props: UserTrainingProps & BaseProps) {
  const { site, siteUrl } = props;
  const crumbs = [{ name: '培训中心', path: '/user/training' }];
  let title = '培训中心';
  let path = '/user/training';
  if (props.view === 'roster') {
    title = `${props.roster.training.title} - 学员名单`;
    path = `/user/training?id=${props.roster.training.id}`;
    crumbs.push({ name: '学员名单', path });
  } else {
    const { status, classes } = props;
    const query = new URLSearchParams({ ...(status ? { status } : {}), ...(classes.page > 1 ? { page: String(classes.page) } : {}) }).toString();
    path = query ? `/user/training?${query}` : '/user/training';
    if (status) title = `培训中心（${TRAINING_STATUS_TEXT[status]}）`;
    if (classes.page > 1) title += `（第${classes.page}页）`;
  }
  return (
    <ScopeFrame site={site} siteUrl={siteUrl} title={title} description={DESCRIPTION} path={path} crumbs={crumbs}>
      {props.view === 'roster' ? (
        <>
          <PageTitle title="学员名单与签到">
            <Link href="/user/training">← 返回我负责的培训班</Link>
          </PageTitle>
          <RosterView roster={props.roster} />
        </>
      ) : (
        <>
          <PageTitle title="培训中心">您组织或授课的培训班，可查看学员名单、签到码与出勤，并导出名单。</PageTitle>
          <StaffClassList classes={props.classes} status={props.status} />
        </>
      )}
    </ScopeFrame>
  );
}
