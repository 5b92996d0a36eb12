import { ScopeFrame } from '@/components/scope/ScopeFrame';
import { TeacherPanel } from '@/components/scope/TeacherPanel';
import { PageTitle } from '@/components/ui/PageTitle';
import type { BaseProps } from '@/loaders/page';
import type { UserTeacherProps } from '@/loaders/user-teacher';

export { getServerSideProps } from '@/loaders/user-teacher';

const DESCRIPTION = '申请成为学院认证讲师：填写职称、从业年限、医院等级和擅长领域，上传资质证明，查看审核进度。';

export default function UserTeacherPage({ state, options, site, siteUrl }: UserTeacherProps & BaseProps) {
  return (
    <ScopeFrame
      site={site}
      siteUrl={siteUrl}
      title="讲师认证"
      description={DESCRIPTION}
      path="/user/teacher"
      crumbs={[{ name: '讲师认证', path: '/user/teacher' }]}
    >
      <PageTitle title="讲师认证" />
      <TeacherPanel state={state} options={options} />
    </ScopeFrame>
  );
}
