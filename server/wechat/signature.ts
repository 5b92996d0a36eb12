// The JS-SDK signature as WeChat documents it (JS-SDK 说明文档, 附录1): sha1 of the four fields in
// this order, joined as a query string without any escaping, the page address without its #fragment.
import { createHash } from 'node:crypto';

export type SignInput = { ticket: string; nonceStr: string; timestamp: number; url: string };

export function jsSdkSignature({ ticket, nonceStr, timestamp, url }: SignInput): string {
  const hash = url.indexOf('#');
  const page = hash === -1 ? url : url.slice(0, hash);
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`).digest('hex');
}
