import { ApplyPanel } from '@/components/scope/ApplyPanel';
import { UserCentrePage } from '@/components/user/UserCentrePage';
import type { BaseProps } from '@/loaders/page';
import type { UserApplyProps } from '@/loaders/user-apply';

export { getServerSideProps } from '@/loaders/user-apply';

export default function UserApplyPage({ applications, regions, today, site, siteUrl }: UserApplyProps & BaseProps) {
  const page = applications.page;
  return (
    <UserCentrePage
      title="培训班申请"
      seoTitle={page > 1 ? `培训班申请（第${page}页）` : undefined}
      description="申请在您的单位举办培训班：填写培训计划、日期与人数，查看审核进度与结果。"
      path="/user/apply"
      pagePath={page > 1 ? `/user/apply?page=${page}` : undefined}
      site={site}
      siteUrl={siteUrl}
    >
      <ApplyPanel applications={applications} regions={regions} today={today} />
    </UserCentrePage>
  );
}
