// Staff check-in by e-ticket: type or paste the ticket (or the link its QR code holds), or scan it
// with the phone's camera where the browser can read QR codes (BarcodeDetector); no library is loaded.
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { failureText, useApiForm } from '@/lib/use-api-form';
import type { ApiCheckinResult } from '@/contract/wire/training';
import { CheckinResult, type CheckinOutcome } from './CheckinResult';
import styles from './training.module.css';
import { useBrowserValue } from './use-browser-value';
import { buttonClass } from '@/components/ui/Button';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

function barcodeDetector(): DetectorClass | null {
  const w = window as unknown as { BarcodeDetector?: DetectorClass };
  return w.BarcodeDetector ?? null;
}

function cameraScanAvailable(): boolean {
  return Boolean(barcodeDetector()) && Boolean(navigator.mediaDevices?.getUserMedia);
}

export function StaffScan({ initialTicket }: { initialTicket: string }) {
  const router = useRouter();
  const id = useId();
  const [ticket, setTicket] = useState(initialTicket);
  const { busy, submit: send } = useApiForm();
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  const canScan = useBrowserValue(cameraScanAvailable, false);
  const [scanning, setScanning] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);


  const checkIn = async (value: string) => {
    if (!value.trim()) {
      setOutcome({ ok: false, message: '请输入或扫描学员的电子票' });
      return;
    }
    const sent = await send<ApiCheckinResult>('training/scan', { ticket: value.trim() });
    if (!sent.ok) {
      if (sent.error) setOutcome({ ok: false, message: failureText(sent.error) });
      return;
    }
    setOutcome({ ok: true, result: sent.data });
    setTicket('');
    await router.replace('/training/attend', undefined, { scroll: false });
  };

  useEffect(() => {
    if (!scanning) return;
    const Detector = barcodeDetector();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        const video = videoRef.current;
        if (!video || stopped) return;
        video.srcObject = stream;
        await video.play();
        while (!stopped) {
          const [code] = await detector.detect(video).catch(() => []);
          if (code?.rawValue) {
            setScanning(false);
            setTicket(code.rawValue);
            void checkIn(code.rawValue);
            return;
          }
          await new Promise((r) => setTimeout(r, 300));
        }
      } catch {
        setScanning(false);
        setOutcome({ ok: false, message: '无法打开摄像头，请手动输入电子票号' });
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
    // checkIn only reads state setters and the router: scanning is the trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkIn(ticket);
  };

  return (
    <div className={styles.stack}>
      <form onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-ticket`}>学员电子票</label>
          <div className={styles.inline}>
            <input
              id={`${id}-ticket`}
              autoComplete="off"
              maxLength={300}
              placeholder="扫码或输入电子票号"
              value={ticket}
              onChange={(e) => setTicket(e.target.value)}
            />
            <button type="submit" className={buttonClass({ variant: 'primary', size: 'lg', className: styles.primaryButton })} disabled={busy}>
              {busy ? '签到中…' : '确认签到'}
            </button>
          </div>
        </div>
      </form>
      {canScan ? (
        <div>
          <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => setScanning((s) => !s)}>
            {scanning ? '关闭摄像头' : '用摄像头扫码'}
          </button>
          {scanning ? <video ref={videoRef} className={styles.qr} muted playsInline width={220} height={220} /> : null}
        </div>
      ) : null}
      {outcome ? <CheckinResult outcome={outcome} staff /> : null}
    </div>
  );
}
