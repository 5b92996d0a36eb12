// Time left before a broadcast starts. The server renders the text (crawlers and no-JavaScript visitors
// see it); the browser then updates it every second, measured against the server's clock, not the
// visitor's (which may be off by minutes on a phone).
import { useEffect, useRef, useState } from 'react';
import { describeRemaining, formatRemaining } from './countdown';
import styles from './live.module.css';

type Props = {
  /** Start, in seconds. */
  startAt: number;
  /** The server's time when it rendered the page, in seconds. */
  now: number;
  /** Called once when the count reaches zero. */
  onDone?: () => void;
};

export function Countdown({ startAt, now, onDone }: Props) {
  const [left, setLeft] = useState(startAt - now);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    // Server clock minus browser clock, taken once: every tick then counts on the server's time.
    const skew = now - Date.now() / 1000;
    let fired = false;
    const timer = window.setInterval(() => {
      const remaining = startAt - (Date.now() / 1000 + skew);
      setLeft(remaining);
      if (remaining <= 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        onDoneRef.current?.();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startAt, now]);

  return (
    <p className={styles.countdown} role="timer" aria-label={`距直播开始还有${describeRemaining(left)}`}>
      <span className={styles.countdownLabel}>距直播开始</span>
      <span className={styles.countdownValue}>{left > 0 ? formatRemaining(left) : '即将开始'}</span>
    </p>
  );
}
