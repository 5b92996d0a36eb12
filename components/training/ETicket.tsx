// The e-ticket: a QR code (drawn on the server) holding a link with the unguessable ticket token, which
// staff scan at the venue; the token is printed too, for typing it in when no camera is at hand.
import styles from './training.module.css';

type Props = { qrDataUrl: string; ticket: string; holder: string };

export function ETicket({ qrDataUrl, ticket, holder }: Props) {
  return (
    <div className={styles.ticket}>
      <img className={styles.qr} src={qrDataUrl} alt={`${holder}的电子票二维码`} width={220} height={220} />
      <div>
        <p>
          持票人：<strong>{holder}</strong>
        </p>
        <p className={styles.stateNote}>报到和每场课程签到时，请向工作人员出示此二维码；也可在“培训签到”页输入现场公布的签到码自助签到。</p>
        <p className={styles.stateNote}>
          电子票号：<span className={styles.token}>{ticket}</span>
        </p>
        <p className={styles.stateNote}>电子票仅限本人使用，请勿截图转发他人。</p>
      </div>
    </div>
  );
}
