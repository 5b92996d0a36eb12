// /training/success/{id}: the visitor's own sign-up for class {id} (anyone else's is a 404), with the
// e-ticket's QR code drawn here on the server as an SVG, so the browser loads no QR library.
import QRCode from 'qrcode';
import type { ApiSignupInfo } from '@/contract/wire/training';
import { getEnv } from '@/contract/env';
import { withPage } from './page';

export type TrainingSuccessProps = {
  info: ApiSignupInfo;
  /** The link the QR code holds: staff scanning it land on /training/attend with the ticket filled in. */
  ticketUrl: string;
  /** data: URL of the QR code (SVG). */
  qrDataUrl: string;
  title: string;
};

export async function ticketQrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f2329', light: '#ffffff' } });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const getServerSideProps = withPage<TrainingSuccessProps>(async ({ api, params }) => {
  const info = await api.call<ApiSignupInfo>(`training/signupInfo/${params.id}`);
  const ticketUrl = `${getEnv().SITE_URL.replace(/\/$/, '')}/training/attend?ticket=${encodeURIComponent(info.ticket)}`;
  return { props: { info, ticketUrl, qrDataUrl: await ticketQrDataUrl(ticketUrl), title: '报名成功' } };
});
