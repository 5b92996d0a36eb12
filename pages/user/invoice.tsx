import { InvoiceScreen } from '@/components/invoice/InvoiceScreen';
import { Seo, breadcrumbJsonLd } from '@/components/seo/Seo';
import { PageTitle } from '@/components/ui/PageTitle';
import styles from '@/components/user/user.module.css';
import { UserMenuPanel } from '@/components/user/UserMenuPanel';
import type { BaseProps } from '@/loaders/page';
import type { UserInvoiceProps } from '@/loaders/user-invoice';

export { getServerSideProps } from '@/loaders/user-invoice';

export default function UserInvoicePage({ data, options, site, siteUrl }: UserInvoiceProps & BaseProps) {
  return (
    <>
      <Seo
        title="发票管理"
        description="培训费、课程费缴费后申请电子发票，查看开票进度并下载发票。"
        site={site}
        siteUrl={siteUrl}
        path="/user/invoice"
        noindex
        jsonLd={[breadcrumbJsonLd(siteUrl, [{ name: '首页', path: '/' }, { name: '个人中心', path: '/user/info' }, { name: '发票管理', path: '/user/invoice' }])]}
      />
      <div className={styles.layout}>
        <UserMenuPanel />
        <div>
          <PageTitle title="发票管理">培训费、课程费缴费后可申请电子发票，每笔费用开具一张；开具后可在此下载 PDF。</PageTitle>
          <InvoiceScreen initial={data} initialOptions={options} />
        </div>
      </div>
    </>
  );
}
