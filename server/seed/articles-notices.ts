// Training notices (/notice): the announcements that go with the training classes, dated around each
// class (opening notice before sign-up, arrival notes before the start, assessment after it).
import type { Rng } from './random';
import type { ArticleDraft, TrainingRow } from './types';
import { CAT } from './data/categories';
import { ORG } from './data/site';
import { DAY_MS, cnDate, h3, ol, p } from './text';

const DAY = DAY_MS;

export function buildNoticeArticles(rng: Rng, now: number, trainings: TrainingRow[], count: number): ArticleDraft[] {
  const out: ArticleDraft[] = [];
  const fee = (t: TrainingRow) => (t.feeFen ? `培训费${t.feeFen / 100}元/人` : '免收培训费');
  for (const t of trainings) {
    const start = t.startAt as Date;
    const end = t.endAt as Date;
    const opened = new Date(Math.min(start.getTime() - rng.int(20, 40) * DAY, now - DAY));
    const base = { categoryId: CAT.notice, cover: null, source: ORG, author: '培训部', isPinned: false, tags: [t.tag] };
    out.push({
      ...base,
      title: `关于举办${t.title}的通知`,
      summary: `${t.title}定于${cnDate(start)}开班，招收学员${t.seatsTotal}名，${fee(t)}，现将有关事项通知如下。`,
      body: [
        p('各市、县（区）卫生健康委，各有关单位：'),
        p(`为提升基层医务人员服务能力，经研究，定于${cnDate(start)}至${cnDate(end)}举办${t.title}。现将有关事项通知如下：`),
        ol([`培训对象：${t.audience}。`, `培训人数：${t.seatsTotal}人，额满为止。`, `报名方式：登录学院网站在线报名，报名截止时间为${cnDate(t.signupEndAt as Date)}。`,
          `培训费用：${fee(t)}。`, `学分：考核合格者授予${t.credit}。`]),
        p(`联系电话：${t.contactPhone}。`),
        p(`${ORG}培训学院`), p(cnDate(opened)),
      ].join(''),
      views: rng.int(200, 5000),
      publishedAt: opened,
    });
    if (start.getTime() - 3 * DAY < now) {
      out.push({
        ...base,
        title: `${t.title}报到须知`,
        summary: `${t.title}将于${cnDate(start)}报到，请学员提前做好准备。`,
        body: [h3('报到时间'), p(`${cnDate(start)} 8:00—8:30。`), h3('注意事项'),
          ol(['请携带身份证及执业证书复印件', '培训期间实行签到制度，缺勤超过规定学时不予结业', '请遵守培训纪律，按时参加各项课程和考核'])].join(''),
        views: rng.int(100, 2000),
        publishedAt: new Date(start.getTime() - rng.int(3, 6) * DAY),
      });
    }
    if (end.getTime() + 3 * DAY < now) {
      out.push({
        ...base,
        title: `${t.title}结业考核结果公示`,
        summary: `${t.title}已顺利结业，现将考核结果予以公示，公示期5个工作日。`,
        body: [p(`${t.title}于${cnDate(end)}顺利结业。经理论考试和技能考核，${(t.seatsTaken ?? 0) - rng.int(0, 3)}名学员考核合格。`),
          p('现将考核结果予以公示，公示期为5个工作日。对公示结果有异议的，请在公示期内与学院培训部联系。')].join(''),
        views: rng.int(100, 3000),
        publishedAt: new Date(end.getTime() + rng.int(2, 3) * DAY),
      });
    }
  }
  return rng.sample(out.filter((a) => a.publishedAt.getTime() < now), count);
}
