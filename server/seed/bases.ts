// Builds the training centres and bases from data/bases.ts.
import type { Rng } from './random';
import type { BaseRow } from './types';
import { BASES } from './data/bases';
import { AREA_CODES, PROVINCE, cityByCode } from './data/regions';
import { COVERS } from './data/site';
import { h3, p, personName, ul } from './text';

export function buildBases(rng: Rng): BaseRow[] {
  return BASES.map((b, i) => {
    const city = cityByCode(b.city);
    const place = `${city.name}${b.district}`;
    const address = `${PROVINCE}${place}${b.street}`;
    const rooms = rng.int(4, 12);
    const seats = rng.int(8, 30) * 10;
    const intro = [
      p(b.summary),
      h3('基地概况'),
      p(`基地位于${place}，建有多媒体教室${rooms}间、技能训练室${rng.int(3, 8)}间，可同时容纳${seats}名学员培训，` +
        `配备${rng.int(20, 60)}名经过省级师资培训的带教老师。`),
      h3('培训特色'),
      ul(b.specialties.map((s) => `${s}：理论授课与实操训练相结合，小班教学，全程考核。`)),
      h3('交通指引'),
      p(`地址：${address}。乘坐公交至“${b.street.replace(/\d+号$/, '')}”站下车，步行约${rng.int(3, 10)}分钟即到。`),
    ].join('');
    return {
      id: i + 1,
      name: b.name,
      level: b.level,
      region: b.city,
      address,
      contactName: `${personName(rng)}老师`,
      contactPhone: `${AREA_CODES[b.city]}-5555${String(1000 + i * 37).padStart(4, '0')}`,
      summary: b.summary,
      intro,
      cover: COVERS.base[i % COVERS.base.length],
      photos: rng.sample(COVERS.base, 3),
      specialties: b.specialties,
      lat: Math.round((city.lat + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
      lng: Math.round((city.lng + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
      sort: i + 1,
    };
  });
}
