// Home banners as a CSS scroll-snap strip: swipeable on phones, scrollable with the keyboard, no script.
import Link from 'next/link';
import type { ApiPic } from '@/lib/api-types';
import styles from './home.module.css';

export function Banners({ banners }: { banners: ApiPic[] }) {
  if (!banners.length) return null;
  return (
    <section className={styles.banners} aria-label="焦点图">
      <ul className={styles.bannerStrip} tabIndex={0}>
        {banners.map((b, i) => {
          const img = (
            <img
              src={b.url}
              alt={b.alt}
              width={b.width}
              height={b.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
          );
          return (
            <li key={b.id} className={styles.banner}>
              {b.link ? <Link href={b.link}>{img}</Link> : img}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
