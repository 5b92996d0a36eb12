import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rasterInfo } from '@/tests/raster-info';
import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_DIRS, shareImage, SQUARE_SHARE_IMAGE } from './share-image';

const PUBLIC = path.join(process.cwd(), 'public');
const read = (sitePath: string) => readFileSync(path.join(PUBLIC, sitePath));

describe('shareImage', () => {
  it('gives our SVG covers and gift pictures their 1200 x 630 JPEG twins', () => {
    expect(shareImage('/images/covers/course-3.svg')).toEqual({ url: '/images/share/covers/course-3.jpg', width: 1200, height: 630, type: 'image/jpeg' });
    expect(shareImage('/images/gifts/oximeter.svg').url).toBe('/images/share/gifts/oximeter.jpg');
  });

  it('keeps raster pictures and replaces anything a share card cannot show with the site image', () => {
    expect(shareImage('https://cdn.example.com/a/b.PNG?x=1')).toEqual({ url: 'https://cdn.example.com/a/b.PNG?x=1', type: 'image/png' });
    expect(shareImage('/uploads/cover.jpeg').type).toBe('image/jpeg');
    for (const other of [undefined, null, '', '/images/banners/banner-1.svg', 'https://cdn.example.com/x.svg', '/images/covers/../x.svg', '/a.webp', '/a']) {
      expect(shareImage(other), String(other)).toEqual(DEFAULT_SHARE_IMAGE);
    }
  });
});

describe('share images and icons on disk', () => {
  it('has a 1200 x 630 JPEG twin of every SVG a page may pass as its image', () => {
    for (const dir of SHARE_IMAGE_DIRS) {
      const svgs = readdirSync(path.join(PUBLIC, 'images', dir)).filter((f) => f.endsWith('.svg'));
      expect(svgs.length, dir).toBeGreaterThan(0);
      for (const svg of svgs) {
        const card = shareImage(`/images/${dir}/${svg}`);
        expect(rasterInfo(read(card.url)), card.url).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
      }
    }
  });

  it('ships the default share image and a square PNG of at least 300 x 300 as announced', () => {
    for (const image of [DEFAULT_SHARE_IMAGE, SQUARE_SHARE_IMAGE]) {
      expect(rasterInfo(read(image.url)), image.url).toEqual({ type: image.type, width: image.width, height: image.height });
    }
    expect(SQUARE_SHARE_IMAGE.width).toBe(SQUARE_SHARE_IMAGE.height);
    expect(SQUARE_SHARE_IMAGE.width).toBeGreaterThanOrEqual(300);
  });

  it('ships a 180 x 180 PNG touch icon and a favicon.ico of PNG images', () => {
    expect(rasterInfo(read('/apple-touch-icon.png'))).toEqual({ type: 'image/png', width: 180, height: 180 });
    const ico = read('/favicon.ico');
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const info = rasterInfo(png);
      expect(info?.type).toBe('image/png');
      expect(info?.width).toBe(ico[entry] || 256);
      sizes.push(info!.width);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48]));
  });
});
