// Builds the live broadcasts with times relative to the seeding moment: some live now, some upcoming,
// the rest ended with a replay and chapter marks.
import type { Rng } from './random';
import type { LiveChapterRow, LiveRow } from './types';
import { LIVE_SEEDS, LIVE_STATES } from './data/lives';
import { CITIES } from './data/regions';
import { CITY_HOSPITALS, DOCTOR_TITLES } from './data/people';
import { COVERS } from './data/site';
import { atBeijing, cnDate, cnTime, fill, h3, p, personName, ul } from './text';
import { demoMediaSrc } from '@/server/modules/media/playlist';

const MIN_MS = 60_000;

function timesFor(i: number, now: number): [Date, Date] {
  if (i < LIVE_STATES.live) {
    const start = new Date(now - (40 - i * 30) * MIN_MS);
    return [start, new Date(start.getTime() + 120 * MIN_MS)];
  }
  const k = i - LIVE_STATES.live;
  const days = k < LIVE_STATES.upcoming ? [1, 2, 4, 6, 9, 13][k] : -(2 + (k - LIVE_STATES.upcoming) * 6);
  const start = atBeijing(now, days, 19, 30);
  return [start, new Date(start.getTime() + 90 * MIN_MS)];
}

export function buildLives(rng: Rng, now: number): { lives: LiveRow[]; chapters: LiveChapterRow[] } {
  const lives: LiveRow[] = [];
  const chapters: LiveChapterRow[] = [];
  LIVE_SEEDS.forEach(([title, focus, tag], i) => {
    const id = i + 1;
    const [startAt, endAt] = timesFor(i, now);
    const ended = endAt.getTime() <= now;
    const city = i % 3 === 0 ? CITIES[0] : rng.pick(CITIES);
    const unit = fill(rng.pick(CITY_HOSPITALS), { city: city.name });
    const speaker = personName(rng);
    const speakerTitle = `${unit} ${rng.pick(DOCTOR_TITLES)}`;
    const outline = ['开场与专家介绍', `${focus}要点讲解`, '典型病例分享', '互动答疑'];
    lives.push({
      id,
      title,
      cover: COVERS.live[i % COVERS.live.length],
      speaker,
      speakerTitle,
      summary: `${speaker}（${speakerTitle}）在线讲解${focus}，结合基层病例答疑解惑。`,
      intro: [
        h3('直播时间'), p(`${cnDate(startAt)} ${cnTime(startAt)}—${cnTime(endAt)}`),
        h3('主讲专家'), p(`${speaker}，${speakerTitle}，省级基层卫生人才培训师资。`),
        h3('直播内容'), ul(outline),
        ...(ended ? [h3('内容回顾'), p(`本次直播围绕${focus}展开，专家结合基层常见情形讲解了规范流程和注意事项，` +
          `并现场回答了学员提出的${rng.int(8, 30)}个问题。错过直播的学员可观看回放。`)] : []),
      ].join(''),
      startAt,
      endAt,
      streamSrc: `/media/live-${(i % 2) + 1}.m3u8`,
      // The replay lasts as long as the broadcast did, so its chapter marks fall inside it (issue 7 item 10).
      replaySrc: ended ? demoMediaSrc((endAt.getTime() - startAt.getTime()) / 1000) : null,
      viewers: ended ? rng.int(800, 12000) : i < LIVE_STATES.live ? rng.int(200, 1500) : 0,
      tag,
    });
    if (ended) {
      [0, 300, rng.int(38, 45) * 60, rng.int(70, 78) * 60].forEach((offsetSeconds, k) => {
        chapters.push({ liveId: id, title: outline[k], offsetSeconds });
      });
    }
  });
  return { lives, chapters };
}
