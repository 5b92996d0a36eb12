import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageTitle } from '@/components/ui/PageTitle';
import { MessageCenter } from '@/components/user/MessageCenter';
import messageStyles from '@/components/user/message.module.css';
import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import { UserSeo } from '@/components/user/UserSeo';
import { loginAddress } from '@/lib/guard';
import { useInvite } from '@/stores/common-store-context';
import type { BaseProps } from '@/loaders/page';
import type { MessagePageProps } from '@/loaders/user-message';
import { buttonClass } from '@/components/ui/Button';

export { getServerSideProps } from '@/loaders/user-message';

export default function UserMessagePage({ data, site, siteUrl }: MessagePageProps & BaseProps) {
  const router = useRouter();
  const invite = useInvite();
  const page = data?.page ?? 1;
  const path = page > 1 ? `/user/message?page=${page}` : '/user/message';
  return (
    <>
      <UserSeo
        site={site}
        siteUrl={siteUrl}
        title={page > 1 ? `我的消息（第${page}页）` : '我的消息'}
        description="报名确认、直播提醒、证书发放、兑换发货等与您有关的通知。"
        path={path}
      />
      {data ? (
        <div className={styles.layout}>
          <UserMenuPanel hideOnPhone />
          <div>
            <PageTitle title="我的消息" />
            <MessageCenter data={data} />
          </div>
        </div>
      ) : (
        <>
          <PageTitle title="我的消息" />
          <EmptyState title="登录后查看您的消息">
            <div className={messageStyles.guest}>
              <p>报名确认、直播提醒、证书发放等通知都会发送到这里。</p>
              <Link href={loginAddress(router.asPath, invite)} className={buttonClass({ variant: 'primary' })}>
                登录 / 注册
              </Link>
            </div>
          </EmptyState>
        </>
      )}
    </>
  );
}
