// Builds the training classes and their sessions: signing up (future), ongoing (now) and finished
// (past), relative to the seeding moment, across the programmes of data/trainings.ts.
import type { Rng } from './random';
import type { BaseRow, SessionRow, TrainingRow } from './types';
import { PROJECTS } from './data/trainings';
import { CITIES, cityByCode } from './data/regions';
import { COVERS, ORG } from './data/site';
import { DAY_MS, atBeijing, cnDate, cnNumber, h3, ol, p, personName, ul, yearOf } from './text';

export const TRAINING_COUNTS = { signup: 14, ongoing: 4, finished: 18 } as const;

type When = { status: keyof typeof TRAINING_COUNTS; startDays: number; days: number };

function schedule(rng: Rng): When[] {
  const out: When[] = [];
  for (let i = 0; i < TRAINING_COUNTS.signup; i++) out.push({ status: 'signup', startDays: 3 + i * 4 + rng.int(0, 3), days: rng.int(2, 5) });
  for (let i = 0; i < TRAINING_COUNTS.ongoing; i++) out.push({ status: 'ongoing', startDays: -(i + 1), days: i + 3 + rng.int(0, 2) });
  for (let i = 0; i < TRAINING_COUNTS.finished; i++) out.push({ status: 'finished', startDays: -(10 + i * 21 + rng.int(0, 9)), days: rng.int(2, 5) });
  return out;
}

export function buildTrainings(rng: Rng, now: number, bases: BaseRow[]): { trainings: TrainingRow[]; sessions: SessionRow[] } {
  const trainings: TrainingRow[] = [];
  const sessions: SessionRow[] = [];
  const issueNo = new Map<string, number>();
  schedule(rng).forEach((when, i) => {
    const id = i + 1;
    const proj = PROJECTS[i % PROJECTS.length];
    const stem = proj.stems[Math.floor(i / PROJECTS.length) % proj.stems.length];
    const base = rng.chance(0.8) ? rng.pick(bases) : null;
    const city = base ? cityByCode(base.region) : rng.pick(CITIES);
    const county = base?.level === 'county' ? base.address.match(/市(.+?[县市])/)?.[1] : undefined;
    const placeName = county ?? city.name;
    const location = base ? `${base.name}（${base.address}）` : `${city.name}卫生健康培训中心学术报告厅`;
    const startAt = atBeijing(now, when.startDays, 8, 30);
    const endAt = atBeijing(now, when.startDays + when.days - 1, 17, 30);
    const year = yearOf(startAt);
    const key = `${year}${placeName}${stem}`;
    const n = (issueNo.get(key) ?? 0) + 1;
    issueNo.set(key, n);
    const title = `${year}年${placeName}${stem}（第${cnNumber(n)}期）`;
    const feeYuan = rng.pick(proj.fees);
    // Alternate how fees are paid, so both arrangements appear in the demo (no rng: the rest stays put).
    const payMethod = i % 2 === 0 ? 'transfer' as const : 'onsite' as const;
    const seatsTotal = rng.pick([40, 50, 60, 80, 100, 120]);
    // One class is full, so the "no seats left" state exists in the demo.
    const seatsTaken = when.status === 'signup'
      ? (i === 2 ? seatsTotal : Math.floor(seatsTotal * (0.2 + rng.next() * 0.7)))
      : seatsTotal - rng.int(0, 6);
    const contact = `${personName(rng)}老师`;
    const contactPhone = base?.contactPhone ?? '0371-55550120';
    // Two sessions a day for every day of the class, so that its first and last sessions are its start
    // and end: a programme with fewer topics than slots fills the rest with practice, then the exam.
    const slots = when.days * 2;
    const topics = proj.sessions.slice(0, slots);
    while (topics.length < slots - 1) topics.push(`分组实操训练（${cnNumber(topics.length - proj.sessions.length + 1)}）`);
    if (topics.length < slots) topics.push('结业考核与总结');
    const own: SessionRow[] = [];
    topics.forEach((topic, k) => {
      const day = Math.floor(k / 2);
      const morning = k % 2 === 0;
      // The added practice and exam sessions draw nothing from rng, so the rest of the demo stays put:
      // they are run by the lecturers of the programme's own topics, with a code derived from the slot.
      const added = k >= proj.sessions.length;
      own.push({
        trainingId: id,
        title: topic,
        teacher: added
          ? own[k % proj.sessions.length].teacher
          : `${personName(rng)} ${rng.pick(['主任医师', '副主任医师', '教授', '副教授', '主治医师'])}`,
        location,
        startAt: atBeijing(now, when.startDays + day, morning ? 8 : 14, 30),
        endAt: atBeijing(now, when.startDays + day, morning ? 11 : 17, 30),
        checkinCode: added ? String(100000 + ((id * 7919 + k * 104729) % 900000)) : String(rng.int(100000, 999999)),
      });
    });
    sessions.push(...own);
    trainings.push({
      id,
      project: proj.project,
      title,
      cover: COVERS.training[proj.cover - 1],
      summary: `面向${proj.audience}，${proj.goal}。`.slice(0, 300),
      region: city.code,
      baseId: base?.id ?? null,
      organiser: base ? `${ORG}、${base.name}` : ORG,
      audience: proj.audience,
      credit: proj.credit,
      feeFen: feeYuan * 100,
      payMethod,
      seatsTotal,
      seatsTaken,
      signupEndAt: new Date(startAt.getTime() - 2 * DAY_MS),
      startAt,
      endAt,
      contactPhone,
      syllabus: [
        h3('培训目标'), p(`${proj.goal}。`),
        h3('培训对象'), p(`${proj.audience}。`),
        h3('培训内容'), ol(topics),
        h3('考核与学分'),
        p(`培训结束后进行理论与技能考核，考核合格者授予${proj.credit}，并颁发培训合格证书。`),
      ].join(''),
      notice: [
        h3('报到'), p(`报到时间：${cnDate(startAt)} 8:00—8:30；报到地点：${location}。`),
        h3('携带材料'), ul(['身份证及执业（助理）医师资格证书复印件', '近期一寸免冠照片2张', '笔记本电脑或记录本']),
        h3('费用与食宿'),
        p(feeYuan === 0
          ? '本期培训由项目经费支持，不收取培训费；培训期间统一安排工作餐，住宿自理，可回原单位按规定报销。'
          : `培训费${feeYuan}元/人（含资料费、场地费和工作餐），${payMethod === 'transfer'
            ? '请于报名截止前通过银行转账缴纳（学院账户见报名成功页）'
            : '报到时现场缴纳（支持微信、支付宝、银行卡）'}；住宿统一协调安排，费用自理。`),
        h3('联系方式'), p(`${contact}，电话 ${contactPhone}（工作日 8:30—17:30）。`),
      ].join(''),
      tag: proj.tag,
    });
  });
  openCheckinNow(now, trainings, sessions);
  return { trainings, sessions };
}

/**
 * The first ongoing class takes sign-ups until it ends (rolling admission) and has a session open for
 * check-in at the seeding moment, so that a fresh demo (and the end-to-end tests) can sign up and
 * check in at once.
 */
function openCheckinNow(now: number, trainings: TrainingRow[], sessions: SessionRow[]): void {
  const t = trainings[TRAINING_COUNTS.signup];
  t.signupEndAt = t.endAt;
  t.seatsTaken = Math.min(t.seatsTaken ?? 0, t.seatsTotal - 30);
  t.notice += p('本期实行滚动报名：开班期间名额未满时仍可报名，报名后即可参加当日课程并签到。');
  const own = sessions.filter((s) => s.trainingId === t.id);
  // A practical in groups beside the lectures, from an hour before seeding for four hours: open for
  // check-in for the first three hours after seeding, whatever the hour.
  const start = Math.floor(now / 600_000) * 600_000 - 60 * 60_000;
  sessions.push({
    trainingId: t.id,
    title: '临床技能实训（分组轮转）',
    teacher: own[0].teacher,
    location: own[0].location,
    startAt: new Date(start),
    endAt: new Date(start + 4 * 3_600_000),
    checkinCode: String(100000 + ((t.id * 7919 + 3571) % 900000)),
  });
}
