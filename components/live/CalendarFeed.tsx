// The calendar feed (docs/product.md: live and training schedule): a webcal: link that opens the phone's or the
// computer's calendar app with a subscription, and a copy button for apps that take an address instead
// (Google Calendar "From URL", Outlook on the web). A plain https link only downloaded a one-off file.
import { useState } from 'react';
import styles from './live.module.css';

export const CALENDAR_FEED_PATH = '/api/med/calendar/feed';

/** The feed's addresses on the public origin: https (or http) to copy, webcal: to subscribe. */
export function calendarFeedUrls(siteUrl: string): { http: string; webcal: string } {
  const http = `${siteUrl.replace(/\/$/, '')}${CALENDAR_FEED_PATH}`;
  return { http, webcal: http.replace(/^https?:/, 'webcal:') };
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (an http page, an old WebView): select the text for the visitor instead.
    return false;
  }
}

export function CalendarFeed({ siteUrl }: { siteUrl: string }) {
  const { http, webcal } = calendarFeedUrls(siteUrl);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <div className={styles.feed}>
      <a href={webcal} className={styles.subscribe}>
        订阅日历
      </a>
      <button
        type="button"
        className={styles.subscribe}
        onClick={async () => setCopied((await copyText(http)) ? 'yes' : 'no')}
      >
        复制订阅地址
      </button>
      <p className={styles.feedStatus} role="status">
        {copied === 'yes' ? '订阅地址已复制，可粘贴到日历应用的“通过网址添加”中' : null}
        {copied === 'no' ? (
          <>
            无法自动复制，请手动复制：<input readOnly value={http} aria-label="日历订阅地址" onFocus={(e) => e.currentTarget.select()} />
          </>
        ) : null}
      </p>
    </div>
  );
}
