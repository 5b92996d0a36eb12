import { TeacherPanel } from '@/components/scope/TeacherPanel';
import { UserCentrePage } from '@/components/user/UserCentrePage';
import type { BaseProps } from '@/loaders/page';
import type { UserTeacherProps } from '@/loaders/user-teacher';

export { getServerSideProps } from '@/loaders/user-teacher';

export default function UserTeacherPage({ state, options, site, siteUrl }: UserTeacherProps & BaseProps) {
  return (
    <UserCentrePage
      title="讲师认证"
      description="申请成为学院认证讲师：填写职称、从业年限、医院等级和擅长领域，上传资质证明，查看审核进度。"
      path="/user/teacher"
      site={site}
      siteUrl={siteUrl}
    >
      <TeacherPanel state={state} options={options} />
    </UserCentrePage>
  );
}
