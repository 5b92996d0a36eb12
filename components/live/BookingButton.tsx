// Booking a reminder for an upcoming broadcast: a logged-in visitor books or cancels in place; a guest
// gets a link to log in and come back. The reminder arrives in 我的消息 shortly before the start.
import { useState } from 'react';
import Link from '@/components/ui/Link';
import { getBrowserApiClient } from '@/lib/http';
import { buildLoginAddress } from '@/lib/login-redirect';
import { showToast } from '@/lib/toast';
import { useInvite } from '@/stores/common-store-context';
import type { ApiLiveBooking } from '@/contract/wire/live';
import styles from './live.module.css';
import { buttonClass } from '@/components/ui/Button';

type Props = { liveId: number; isLoggedIn: boolean; booked: boolean; bookings: number };

export function BookingButton({ liveId, isLoggedIn, booked: initialBooked, bookings: initialCount }: Props) {
  const [booked, setBooked] = useState(initialBooked);
  const [count, setCount] = useState(initialCount);
  const [busy, setBusy] = useState(false);
  const invite = useInvite();

  async function toggle() {
    setBusy(true);
    try {
      const res = await getBrowserApiClient().call<ApiLiveBooking>(`live/${booked ? 'unbook' : 'book'}/${liveId}`);
      setBooked(res.booked);
      setCount(res.bookings);
      showToast(res.booked ? '预约成功，开播前将在“我的消息”中提醒您' : '已取消预约');
    } catch {
      // The shared client has already shown the server's message (docs/product.md §8); the state stays as it was.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.booking}>
      {!isLoggedIn ? (
        <Link href={buildLoginAddress(`/live/${liveId}`, invite)} className={buttonClass({ variant: 'primary' })}>
          登录后预约提醒
        </Link>
      ) : booked ? (
        <>
          <p className={styles.booked} role="status">
            已预约开播提醒
          </p>
          <button type="button" className={buttonClass({ variant: 'quiet' })} onClick={toggle} disabled={busy} aria-busy={busy}>
            {busy ? '正在取消…' : '取消预约'}
          </button>
        </>
      ) : (
        <button type="button" className={buttonClass({ variant: 'primary' })} onClick={toggle} disabled={busy} aria-busy={busy}>
          {busy ? '正在预约…' : '预约提醒'}
        </button>
      )}
      {count > 0 ? <p className={styles.bookingCount}>{count}人已预约</p> : null}
    </div>
  );
}
