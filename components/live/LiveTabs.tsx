// The list's tabs as links (crawlable, no JavaScript): all, live now, upcoming, replays, with counts.
import Link from '@/components/ui/Link';
import type { ApiLiveStatus } from '@/contract/wire/live';
import styles from './live.module.css';

export const LIVE_TAB_LABELS: Record<ApiLiveStatus, string> = { live: '正在直播', upcoming: '即将开始', ended: '精彩回放' };

type Props = { current: ApiLiveStatus | null; counts: Record<ApiLiveStatus, number> };

export function LiveTabs({ current, counts }: Props) {
  const tabs: { status: ApiLiveStatus | null; label: string; count?: number }[] = [
    { status: null, label: '全部' },
    ...(['live', 'upcoming', 'ended'] as const).map((s) => ({ status: s, label: LIVE_TAB_LABELS[s], count: counts[s] })),
  ];
  return (
    <nav aria-label="直播分类">
      <ul className={styles.tabs}>
        {tabs.map((t) => {
          const active = t.status === current;
          return (
            <li key={t.status ?? 'all'}>
              <Link
                href={t.status ? `/live?status=${t.status}` : '/live'}
                className={active ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                aria-current={active ? 'page' : undefined}
              >
                {t.label}
                {t.count !== undefined ? <span className={styles.tabCount}>{t.count}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
