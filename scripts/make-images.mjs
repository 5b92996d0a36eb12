// Writes the demo banner, cover and avatar SVGs under public/images/ (run: node scripts/make-images.mjs).
// Plain SVG with Chinese titles as text, a soft medical palette and no external fonts: each file is a
// few KB and the browser renders the text with the visitor's system CJK font.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { esc, FONT, imagesDir, PALETTES, svgOpen } from './svg-kit.mjs';

const ROOT = imagesDir();

function cross(x, y, size, colour, opacity) {
  const a = size / 3;
  return `<path d="M${x + a} ${y}h${a}v${a}h${a}v${a}h-${a}v${a}h-${a}v-${a}h-${a}v-${a}h${a}z" fill="${colour}" opacity="${opacity}"/>`;
}

function banner({ title, subtitle, tag, palette }) {
  const [light, main, deep] = PALETTES[palette];
  return `${svgOpen(1200, 400, title, light)}
<circle cx="1010" cy="200" r="170" fill="${main}" opacity="0.12"/>
<circle cx="1090" cy="90" r="70" fill="${main}" opacity="0.10"/>
${cross(930, 120, 150, main, 0.85)}
<rect x="80" y="92" width="${tag.length * 26 + 36}" height="40" rx="20" fill="${main}"/>
<text x="98" y="120" font-family="${FONT}" font-size="22" fill="#ffffff">${esc(tag)}</text>
<text x="80" y="210" font-family="${FONT}" font-size="54" font-weight="700" fill="${deep}">${esc(title)}</text>
<text x="80" y="270" font-family="${FONT}" font-size="28" fill="${deep}" opacity="0.8">${esc(subtitle)}</text>
<rect x="80" y="306" width="120" height="6" rx="3" fill="${main}"/>
</svg>
`;
}

function cover({ title, subtitle, palette, width = 640, height = 360 }) {
  const [light, main, deep] = PALETTES[palette];
  const big = Math.round(Math.min(width / (title.length + 2), height / 6));
  const cx = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">
<rect width="${width}" height="${height}" fill="${light}"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="${main}" opacity="0.12"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="${main}" opacity="0.10"/>
${cross(cx - big * 0.6, height * 0.18, big * 1.2, main, 0.9)}
<text x="${cx}" y="${height * 0.18 + big * 2.3}" text-anchor="middle" font-family="${FONT}" font-size="${big}" font-weight="700" fill="${deep}">${esc(title)}</text>
<text x="${cx}" y="${height * 0.18 + big * 3.4}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(big * 0.5)}" fill="${deep}" opacity="0.75">${esc(subtitle)}</text>
</svg>
`;
}

function avatar({ palette, initial }) {
  const [light, main] = PALETTES[palette];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="讲师头像">
<rect width="200" height="200" rx="100" fill="${light}"/>
<circle cx="100" cy="78" r="38" fill="${main}" opacity="0.85"/>
<path d="M36 176c8-38 36-58 64-58s56 20 64 58z" fill="${main}" opacity="0.85"/>
<text x="100" y="92" text-anchor="middle" font-family="${FONT}" font-size="34" fill="#ffffff">${esc(initial)}</text>
</svg>
`;
}

const files = {
  'banners/banner-1.svg': banner({ tag: '培训班', title: '基层卫生人才能力提升培训', subtitle: '全省各培训基地同步开班，火热报名中', palette: 'teal' }),
  'banners/banner-2.svg': banner({ tag: '精品课程', title: '权威专家 精品课程', subtitle: '全科医学 · 慢病管理 · 中医药 · 急诊急救', palette: 'blue' }),
  'banners/banner-3.svg': banner({ tag: '专家直播', title: '基层常见病诊疗新进展', subtitle: '每周专家在线直播，错过可看回放', palette: 'violet' }),
  'banners/banner-4.svg': banner({ tag: '区域健康项目', title: '共建县域慢病防控网', subtitle: '筛查 · 管理 · 随访 · 培训，一体推进', palette: 'green' }),
  'covers/training-1.svg': cover({ title: '培训班', subtitle: '全科医学 · 规范化培训', palette: 'teal' }),
  'covers/training-2.svg': cover({ title: '培训班', subtitle: '慢病管理 · 能力提升', palette: 'blue' }),
  'covers/training-3.svg': cover({ title: '培训班', subtitle: '中医药适宜技术', palette: 'green' }),
  'covers/training-4.svg': cover({ title: '培训班', subtitle: '急诊急救 · 实操演练', palette: 'coral' }),
  'covers/course-1.svg': cover({ title: '精品课程', subtitle: '全科医学', palette: 'blue' }),
  'covers/course-2.svg': cover({ title: '精品课程', subtitle: '慢病管理', palette: 'teal' }),
  'covers/course-3.svg': cover({ title: '精品课程', subtitle: '中医药', palette: 'green' }),
  'covers/course-4.svg': cover({ title: '精品课程', subtitle: '急诊急救', palette: 'violet' }),
  'covers/course-5.svg': cover({ title: '精品课程', subtitle: '儿童健康', palette: 'coral' }),
  'covers/course-6.svg': cover({ title: '精品课程', subtitle: '老年健康', palette: 'blue' }),
  'covers/course-7.svg': cover({ title: '精品课程', subtitle: '合理用药', palette: 'teal' }),
  'covers/course-8.svg': cover({ title: '精品课程', subtitle: '公共卫生', palette: 'green' }),
  'covers/course-9.svg': cover({ title: '精品课程', subtitle: '护理', palette: 'coral' }),
  'covers/course-10.svg': cover({ title: '精品课程', subtitle: '心理健康', palette: 'violet' }),
  'covers/live-1.svg': cover({ title: '专家直播', subtitle: '在线讲座 · 互动答疑', palette: 'violet' }),
  'covers/live-2.svg': cover({ title: '专家直播', subtitle: '病例讨论 · 精彩回放', palette: 'coral' }),
  'covers/live-3.svg': cover({ title: '专家直播', subtitle: '指南解读', palette: 'blue' }),
  'covers/science.svg': cover({ title: '健康科普', subtitle: '医生写给你的健康知识', palette: 'green' }),
  'covers/news.svg': cover({ title: '资讯', subtitle: '政策 · 前沿 · 动态', palette: 'blue' }),
  'covers/project.svg': cover({ title: '区域健康项目', subtitle: '县域慢病综合防控', palette: 'teal' }),
  'covers/base-1.svg': cover({ title: '培训基地', subtitle: '临床实践 · 技能实训', palette: 'teal' }),
  'covers/base-2.svg': cover({ title: '培训中心', subtitle: '模拟教学 · 考核评价', palette: 'blue' }),
  'covers/base-3.svg': cover({ title: '实训基地', subtitle: '中医药适宜技术', palette: 'green' }),
  'covers/journal-1.svg': cover({ title: '中原基层医学', subtitle: '学会会刊', palette: 'blue', width: 300, height: 420 }),
  'covers/journal-2.svg': cover({ title: '中原基层医学', subtitle: '学会会刊', palette: 'teal', width: 300, height: 420 }),
  'covers/activity-1.svg': cover({ title: '病例大赛', subtitle: '以赛促学 · 以赛促练', palette: 'coral' }),
  'covers/activity-2.svg': cover({ title: '病例大赛', subtitle: '优秀病例征集', palette: 'violet' }),
  'avatars/lecturer-1.svg': avatar({ palette: 'blue', initial: '师' }),
  'avatars/lecturer-2.svg': avatar({ palette: 'teal', initial: '师' }),
};

for (const [name, svg] of Object.entries(files)) {
  const file = path.join(ROOT, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(`wrote ${Object.keys(files).length} images under public/images/`);
