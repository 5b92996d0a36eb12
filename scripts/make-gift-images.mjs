// Writes the demo gift covers under public/images/gifts/ (run: node scripts/make-gift-images.mjs).
// 4:3 SVGs with a simple pictogram per category and the gift's short name as text (system CJK font),
// a few KB each, in the palette of scripts/svg-kit.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { esc, FONT, imagesDir, PALETTES as COLOURS, svgOpen } from './svg-kit.mjs';

const ROOT = imagesDir('gifts');
const PALETTES = { book: COLOURS.blue, device: COLOURS.teal, voucher: COLOURS.coral, daily: COLOURS.violet };

const PICTOGRAMS = {
  book: (m, d) => `<rect x="180" y="70" width="120" height="150" rx="8" fill="${m}"/><rect x="196" y="70" width="8" height="150" fill="${d}" opacity="0.5"/><rect x="218" y="100" width="64" height="8" rx="4" fill="#fff"/><rect x="218" y="118" width="48" height="8" rx="4" fill="#fff" opacity="0.8"/>`,
  device: (m, d) => `<circle cx="240" cy="140" r="72" fill="${m}"/><circle cx="240" cy="140" r="50" fill="#fff"/><path d="M228 108h24v20h20v24h-20v20h-24v-20h-20v-24h20z" fill="${d}"/>`,
  voucher: (m, d) => `<path d="M150 90h180a10 10 0 0 1 10 10v22a18 18 0 0 0 0 36v22a10 10 0 0 1-10 10H150a10 10 0 0 1-10-10v-22a18 18 0 0 0 0-36v-22a10 10 0 0 1 10-10z" fill="${m}"/><path d="M270 96v88" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/><text x="205" y="150" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">券</text><circle cx="300" cy="140" r="10" fill="${d}" opacity="0.5"/>`,
  daily: (m, d) => `<rect x="196" y="78" width="88" height="140" rx="16" fill="${m}"/><rect x="190" y="70" width="100" height="22" rx="8" fill="${d}"/><rect x="214" y="130" width="52" height="8" rx="4" fill="#fff" opacity="0.85"/>`,
};

/** [file key, category, short name on the cover]. */
const GIFTS = [
  ['gp-handbook', 'book', '全科医生实用手册'],
  ['internal-medicine', 'book', '内科学 第9版'],
  ['hypertension-book', 'book', '社区高血压管理'],
  ['tcm-techniques', 'book', '中医适宜技术图解'],
  ['stethoscope', 'device', '双面听诊器'],
  ['bp-monitor', 'device', '电子血压计'],
  ['oximeter', 'device', '指夹式血氧仪'],
  ['first-aid-kit', 'device', '家庭急救包'],
  ['course-voucher', 'voucher', '精品课程兑换券'],
  ['live-pass', 'voucher', '直播回放年卡'],
  ['cme-package', 'voucher', '学分课程包'],
  ['thermos', 'daily', '学院定制保温杯'],
  ['nurse-watch', 'daily', '硅胶护士挂表'],
  ['tote-bag', 'daily', '学院帆布包'],
  ['notebook-2023', 'daily', '纪念笔记本'],
];

function cover(category, name) {
  const [light, main, deep] = PALETTES[category];
  return `${svgOpen(480, 360, name, light)}
<circle cx="410" cy="60" r="90" fill="${main}" opacity="0.08"/>
<circle cx="60" cy="320" r="70" fill="${main}" opacity="0.08"/>
${PICTOGRAMS[category](main, deep)}
<text x="240" y="290" font-family="${FONT}" font-size="30" font-weight="700" fill="${deep}" text-anchor="middle">${esc(name)}</text>
</svg>
`;
}

mkdirSync(ROOT, { recursive: true });
for (const [key, category, name] of GIFTS) writeFileSync(path.join(ROOT, `${key}.svg`), cover(category, name));
console.log(`wrote ${GIFTS.length} gift covers to ${ROOT}`);
