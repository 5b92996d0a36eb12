// Popular-science articles (/science): each one is a health topic of data/health.ts told through one of
// several headline angles, reviewed by a named doctor.
import type { Rng } from './random';
import type { ArticleDraft } from './types';
import { TOPICS, type Topic } from './data/health';
import { COUNTIES } from './data/regions';
import { CITY_HOSPITALS, DOCTOR_TITLES } from './data/people';
import { CAT } from './data/categories';
import { COVERS } from './data/site';
import { DAY_MS, HOUR_MS, fill, h3, ol, p, personName, ul } from './text';

const HEADLINES: ((t: Topic) => string | null)[] = [
  (t) => `${t.name}：${t.audience}需要知道的5件事`,
  (t) => `“${t.myth}”？关于${t.name}的常见误区`,
  (t) => (t.season === '全年' ? null : `${t.season}${t.name}高发，医生提醒做好这几点`),
  (t) => `得了${t.name}，日常生活要注意什么？`,
  (t) => `${t.name}早发现：这些信号别忽视`,
  (t) => `家有${t.audience}，请收好这份${t.name}防护指南`,
];

const INTROS = [
  '在基层门诊，{name}是医生几乎每天都会遇到的问题。很多{audience}对它既熟悉又陌生：知道这个病名，却不清楚该如何预防和管理。',
  '不少{audience}来到社区卫生服务中心，咨询的都是和{name}有关的问题。其实，只要掌握几个关键点，就能把风险降到最低。',
  '“医生，我这个情况要紧吗？”在{county}的一次健康义诊中，这是居民问得最多的一句话。今天我们就来聊聊{name}。',
  '{name}并不可怕，可怕的是忽视它。对{audience}来说，早一点了解、早一点行动，往往能少走很多弯路。',
];

export function buildScienceArticles(rng: Rng, now: number, count: number): ArticleDraft[] {
  const combos = TOPICS.flatMap((t) =>
    HEADLINES.map((h) => ({ t, title: h(t) })).filter((c): c is { t: Topic; title: string } => c.title !== null),
  );
  return rng.sample(combos, count).map(({ t, title }, i) => {
    const { city, county } = rng.pick(COUNTIES);
    const doctor = personName(rng);
    const hospital = fill(rng.pick(CITY_HOSPITALS), { city: city.name });
    const doctorTitle = rng.pick(DOCTOR_TITLES);
    const tips = rng.sample(t.tips, title.includes('5件事') ? 5 : 4);
    return {
      categoryId: CAT.science,
      title,
      summary: `${t.name}是基层常见的健康问题。${hospital}${t.dept}${doctor}医生介绍${t.name}的常见表现、` +
        '日常防护要点和就医时机，帮您少走弯路。',
      body: [
        p(fill(rng.pick(INTROS), { name: t.name, audience: t.audience, county: county.name })),
        h3('哪些表现需要警惕'), ul(t.symptoms),
        h3('日常这样做'), ol(tips),
        h3('常见误区'), p(`误区：“${t.myth}”。`), p(`真相：${t.truth}`),
        h3('什么时候去医院'), p(t.seeDoctor),
        p(`（审核专家：${doctor}，${hospital}${t.dept}${doctorTitle}）`),
      ].join(''),
      cover: i % 3 === 0 ? COVERS.science[0] : null,
      source: hospital,
      author: doctor,
      isPinned: false,
      views: rng.int(300, 20000),
      publishedAt: new Date(now - (i * 5 + rng.int(1, 4)) * DAY_MS - rng.int(0, 10) * HOUR_MS),
      tags: [t.tag],
    };
  });
}
