// The console's frame (docs/product.md §10): antd Layout with the side menu of lib/admin-nav.ts (only the entries
// the person's roles allow), their name and roles, a way back to the site and logout. Every console page
// wraps itself in it: `<AdminLayout staff={staff} title="人员与权限">...</AdminLayout>`. antd is imported here and
// in console pages only, never by _app or a public page (their first-load JavaScript must not grow).
import { StyleProvider } from '@ant-design/cssinjs';
import { HomeOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { App as AntApp, Button, ConfigProvider, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { MenuProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import Head from 'next/head';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useState, type ReactElement, type ReactNode } from 'react';
import { STAFF_ROLE_LABELS } from '@/contract/staff';
import type { AdminStaff } from '@/loaders/admin';
import { ADMIN_NAV_GROUPS, activeAdminNav, adminNavFor, type AdminNavGroup } from '@/lib/admin-nav';
import { logout } from '@/lib/logout';
import styles from './AdminLayout.module.css';

dayjs.locale('zh-cn');

/** The site's green (styles/globals.css --primary), so the console reads as the same academy. */
const THEME = {
  token: { colorPrimary: '#0a6e5c', colorLink: '#0a6e5c', borderRadius: 6 },
  components: { Menu: { itemSelectedBg: '#e8f4f1', itemSelectedColor: '#0a6e5c' } },
};

type Props = {
  staff: AdminStaff;
  /** The page's heading (and the browser tab's title). */
  title: string;
  /** Buttons on the heading's right (e.g. 新建). */
  extra?: ReactNode;
  children: ReactNode;
};

function menuItems(staff: AdminStaff): MenuProps['items'] {
  const entries = adminNavFor(staff.roles);
  const groups = new Map<AdminNavGroup, typeof entries>();
  for (const e of entries) groups.set(e.group, [...(groups.get(e.group) ?? []), e]);
  return [...groups].map(([group, list]) => ({
    type: 'group' as const,
    key: `group-${group}`,
    label: ADMIN_NAV_GROUPS[group],
    children: list.map((e) => ({ key: e.path, label: <Link href={e.path}>{e.label}</Link> })),
  }));
}

type StyleCache = Parameters<typeof StyleProvider>[0]['cache'];
const ANTD_STYLE_CACHE = Symbol.for('med.antdStyleCache');

/** During SSR, the cache pages/_document.tsx collects this request's antd styles in; none in the browser. */
function ssrStyleCache(): StyleCache | undefined {
  if (typeof window !== 'undefined') return undefined;
  const store = (globalThis as { [ANTD_STYLE_CACHE]?: { getStore(): StyleCache | undefined } })[ANTD_STYLE_CACHE];
  return store?.getStore();
}

/**
 * Every console page's outermost layer (`Page.getLayout = adminPageLayout`, applied by pages/_app.tsx): the
 * page component itself may then call App.useApp() for message and modal, which work only inside <App>.
 */
export function adminPageLayout(page: ReactElement): ReactNode {
  return <AdminProviders>{page}</AdminProviders>;
}

/** The antd providers alone (locale, theme, App for message/modal hooks), for a console screen without the frame. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const tree = (
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
  const cache = ssrStyleCache();
  return cache ? <StyleProvider cache={cache}>{tree}</StyleProvider> : tree;
}

export function AdminLayout({ staff, title, extra, children }: Props) {
  const router = useRouter();
  const [collapsed, setCollapsed] = useState(false);
  const active = activeAdminNav(router.asPath.split(/[?#]/)[0]);

  return (
    <AdminProviders>
      <Head>
        <title>{`${title} - 学院控制台`}</title>
        {/* The console is never indexed (robots.txt keeps crawlers out of /admin as well). */}
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <Layout className={styles.root}>
        <Layout.Sider
          theme="light"
          width={208}
          breakpoint="lg"
          collapsedWidth={0}
          collapsed={collapsed}
          onBreakpoint={(broken) => setCollapsed(broken)}
          trigger={null}
          className={styles.sider}
        >
          <Link href="/admin" className={styles.brand}>
            学院控制台
          </Link>
          <Menu
            mode="inline"
            selectedKeys={active ? [active.path] : []}
            items={menuItems(staff)}
            aria-label="控制台菜单"
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className={styles.header}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setCollapsed(!collapsed)}
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
            />
            <Space size="middle" className={styles.who}>
              <span className={styles.name}>{staff.name}</span>
              <span className={styles.roles}>
                {staff.roles.map((r) => (
                  <Tag key={r} color="green">
                    {STAFF_ROLE_LABELS[r]}
                  </Tag>
                ))}
              </span>
              <Link href="/" className={styles.site}>
                <HomeOutlined /> 返回网站
              </Link>
              <Button icon={<LogoutOutlined />} onClick={() => void logout({ needsLogin: true })}>
                退出
              </Button>
            </Space>
          </Layout.Header>
          <Layout.Content id="main" className={styles.content}>
            <div className={styles.heading}>
              <Typography.Title level={1} className={styles.title}>
                {title}
              </Typography.Title>
              {extra ? <div>{extra}</div> : null}
            </div>
            {children}
          </Layout.Content>
        </Layout>
      </Layout>
    </AdminProviders>
  );
}
