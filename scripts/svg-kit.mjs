// What the demo picture scripts (make-images.mjs, make-gift-images.mjs) share: where public images go, the
// system CJK font stack the SVG text asks for, the palette, and escaping text for SVG.
import path from 'node:path';

/** public/images/<parts>, from this folder. */
export const imagesDir = (...parts) => path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public', 'images', ...parts);

/** No web font: the browser renders the text with the visitor's system CJK font. */
export const FONT = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

/** [light, main, deep] colours; blue, teal, green, coral and violet read as calm and clinical. */
export const PALETTES = {
  blue: ['#e8f2fc', '#2f7fd1', '#1b4f8a'],
  teal: ['#e3f5f2', '#1f9a8a', '#11665c'],
  green: ['#ebf6e9', '#4c9a4a', '#2f6530'],
  coral: ['#fdeee9', '#d9694f', '#9a3f2c'],
  violet: ['#efedf9', '#6a5bc2', '#3f3485'],
};

/** An SVG's opening: its size and label, and a background fading from `light` to white. */
export const svgOpen = (width, height, label, light) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>`;

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
