// Input pieces of the console's course and live forms: paging, yes/no fields, ordered lists from qs
// arrays, and the addresses a video or a picture may have. A bad address (javascript:, http:, another
// scheme, a path outside the site's media) is refused before anything is stored.
import { z } from 'zod';
import { UPLOADED_VIDEO_PATH } from '@/contract/wire/admin-course';
import { zId } from '@/server/http/inputs';

/** A yes/no field: "1"/"true" or "0"/"false"; absent is no. */
export const zFlag = z
  .enum(['1', '0', 'true', 'false'], '取值不正确')
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** A list sent as qs array fields (a[0]=..&a[1]=..); past qs's arrayLimit it arrives as an object keyed by index. */
export function zList<T extends z.ZodType>(item: T, max: number, label: string) {
  return z
    .union([z.array(item), z.record(z.string().regex(/^\d{1,4}$/, `${label}格式不正确`), item)])
    .optional()
    .transform((v) => {
      if (v === undefined) return [] as z.output<T>[];
      if (Array.isArray(v)) return v as z.output<T>[];
      return Object.entries(v)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, x]) => x as z.output<T>);
    })
    .refine((list) => list.length <= max, `${label}最多${max}项`);
}

/** Tags by id, each once. */
export const zTagIds = zList(zId, 10, '标签').transform((ids) => [...new Set(ids)]);

const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[\x21-\x7e]*)?$/i;

/** Whether a video address is one the site can play: an uploaded video, a demo medium, or an https (HLS or MP4) URL. */
export function isVideoAddress(s: string): boolean {
  if (UPLOADED_VIDEO_PATH.test(s)) return true;
  // The seed's demo media (server/modules/media) and files under public/media.
  if (/^\/media\/[\w./-]+$/.test(s) && !s.includes('..')) return true;
  if (!HTTPS_URL.test(s)) return false;
  try {
    const url = new URL(s);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const VIDEO_ADDRESS_MESSAGE = '视频地址须为本站上传的视频或 https 地址（MP4 或 HLS .m3u8）';

export const zVideoAddress = (label: string) =>
  z
    .string()
    .max(300, `${label}过长`)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, `请填写${label}`)
    .refine(isVideoAddress, VIDEO_ADDRESS_MESSAGE);

/** A picture: a path on this site or an https address. */
export const zPicture = (label: string) =>
  z
    .string()
    .max(300, `${label}地址过长`)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, `请填写${label}`)
    .refine((s) => (/^\/(?!\/)[\x21-\x7e]*$/.test(s) && !s.includes('..')) || HTTPS_URL.test(s), `${label}须为本站图片路径或 https 地址`);

/** A time as a second-based Unix timestamp (the console's date pickers send these). */
export const zSeconds = (label: string) =>
  z
    .string()
    .regex(/^\d{9,10}$/, `${label}不正确`)
    .transform((s) => new Date(Number(s) * 1000));
