// Home banners: a CSS scroll-snap strip (swipeable, and readable with no script) with dots, arrows and
// autoplay. On wide screens the controls sit on the picture; on phones they form a row below it, since
// 44 px targets on a 3:1 picture would hide the words printed on it. Autoplay stops for visitors who
// ask for reduced motion, while the pointer or focus is on the banners, while the tab is hidden, and
// for good once the pause button is pressed (WCAG 2.2.2).
import Link from '@/components/ui/Link';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiPic } from '@/contract/api-types';
import styles from './home.module.css';

/** How long each banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function Banners({ banners }: { banners: ApiPic[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // The server cannot know the preference; it renders as if motion is fine and the browser corrects it.
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const count = banners.length;

  const show = useCallback(
    (index: number) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const next = (index + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      setCurrent(next);
    },
    [count],
  );

  // A swipe or a keyboard scroll moves the strip itself: the dots follow it.
  const onScroll = () => {
    const el = strip.current;
    if (!el || !el.clientWidth) return;
    setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  const autoplay = count > 1 && !paused && !hovered && !reduced;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') show(current + 1);
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, current, show]);

  if (!count) return null;
  return (
    <section
      className={styles.banners}
      aria-roledescription="轮播"
      aria-label="焦点图"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHovered(false);
      }}
      onTouchStart={() => setHovered(true)}
      onTouchEnd={() => setHovered(false)}
    >
      <ul ref={strip} className={styles.bannerStrip} tabIndex={0} onScroll={onScroll} aria-live={autoplay ? 'off' : 'polite'}>
        {banners.map((b, i) => {
          const img = (
            <img
              src={b.url}
              alt={b.alt}
              width={b.width}
              height={b.height}
              // The first is the LCP picture: eager (the default) and fetched first.
              loading={i ? 'lazy' : undefined}
              fetchPriority={i ? undefined : 'high'}
            />
          );
          return (
            <li key={b.id} className={styles.banner} aria-roledescription="幻灯片" aria-label={`第${i + 1}张，共${count}张`}>
              {b.link ? <Link href={b.link}>{img}</Link> : img}
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        <div className={styles.bannerNav}>
          <button type="button" className={`${styles.bannerArrow} ${styles.bannerPrev}`} onClick={() => show(current - 1)} aria-label="上一张">
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.bannerControls}>
            <ol className={styles.bannerDots}>
              {banners.map((b, i) => (
                <li key={b.id}>
                  <button
                    type="button"
                    className={styles.bannerDot}
                    onClick={() => show(i)}
                    aria-label={`第${i + 1}张`}
                    aria-current={i === current ? 'true' : undefined}
                  />
                </li>
              ))}
            </ol>
            {reduced ? null : (
              <button type="button" className={styles.bannerPause} onClick={() => setPaused((p) => !p)}>
                {paused ? '播放' : '暂停'}
              </button>
            )}
          </div>
          <button type="button" className={`${styles.bannerArrow} ${styles.bannerNext}`} onClick={() => show(current + 1)} aria-label="下一张">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
