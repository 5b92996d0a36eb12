// The image a share card shows for a page (og:image). Pages pass their cover, which is an SVG for all
// demo content; WeChat, QQ, Weibo and most crawlers render no SVG, so a share card showed no picture.
// Our SVG covers and gift pictures have 1200 x 630 JPEG twins (scripts/make-share-images.mjs); any other
// SVG, or a format share cards do not all read, falls back to the site's share image.

export type ShareImage = { url: string; width?: number; height?: number; type?: string };

/** 1200 x 630: the size Open Graph consumers (WeChat included) crop least. */
const CARD = { width: 1200, height: 630 } as const;

export const DEFAULT_SHARE_IMAGE: ShareImage = { url: '/images/share.jpg', ...CARD, type: 'image/jpeg' };

/** Square, at least 300 x 300: WeChat shows share cards with a square thumbnail. */
export const SQUARE_SHARE_IMAGE: ShareImage = { url: '/logo.png', width: 512, height: 512, type: 'image/png' };

/** Folders of public/images whose SVGs have a JPEG twin under public/images/share/. */
export const SHARE_IMAGE_DIRS = ['covers', 'gifts'] as const;

const OWN_SVG = new RegExp(`^/images/(${SHARE_IMAGE_DIRS.join('|')})/([a-z0-9-]+)\\.svg$`);
const RASTER: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

/** The raster image to announce for a page whose own picture is `image` (site path or URL), if any. */
export function shareImage(image?: string | null): ShareImage {
  if (!image) return DEFAULT_SHARE_IMAGE;
  const own = OWN_SVG.exec(image);
  if (own) return { url: `/images/share/${own[1]}/${own[2]}.jpg`, ...CARD, type: 'image/jpeg' };
  const ext = /\.([a-z0-9]+)$/i.exec(image.split(/[?#]/)[0])?.[1]?.toLowerCase() ?? '';
  const type = RASTER[ext];
  return type ? { url: image, type } : DEFAULT_SHARE_IMAGE;
}

/** A site path made absolute against the site's origin; URLs stay as they are. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}
