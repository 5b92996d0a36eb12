import { ApplyPanel } from '@/components/scope/ApplyPanel';
import { ScopeFrame } from '@/components/scope/ScopeFrame';
import { PageTitle } from '@/components/ui/PageTitle';
import type { BaseProps } from '@/loaders/page';
import type { UserApplyProps } from '@/loaders/user-apply';

export { getServerSideProps } from '@/loaders/user-apply';

const DESCRIPTION = '申请在您的单位举办培训班：填写培训计划、日期与人数，查看审核进度与结果。';

export default function UserApplyPage({ applications, regions, today, site, siteUrl }: UserApplyProps & BaseProps) {
  const page = applications.page;
  const path = page > 1 ? `/user/apply?page=${page}` : '/user/apply';
  return (
    <ScopeFrame
      site={site}
      siteUrl={siteUrl}
      title={page > 1 ? `培训班申请（第${page}页）` : '培训班申请'}
      description={DESCRIPTION}
      path={path}
      crumbs={[{ name: '培训班申请', path: '/user/apply' }]}
    >
      <PageTitle title="培训班申请" />
      <ApplyPanel applications={applications} regions={regions} today={today} />
    </ScopeFrame>
  );
}
