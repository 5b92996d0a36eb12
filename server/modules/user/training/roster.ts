// user/training/roster/{id}: a class's roster (the sign-up form's answers), attendance per session and
// the sessions' check-in codes, for its organisers and teachers only; user/training/roster/{id}/csv
// (GET) is the same roster as a spreadsheet.
import { z } from 'zod';
import { ROSTER_STAGE_TEXT, type ApiRoster } from '@/contract/wire/user-training';
import { formatDate, formatDateTime } from '@/contract/time';
import { csvDownload, type CsvCell } from '@/server/http/csv';
import { zId } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { requireArea } from '../scope';
import { loadRoster } from './queries';

const ZRosterInput = z.object({ id: zId });

export const userTrainingRoster = defineRoute({
  input: ZRosterInput,
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }): Promise<ApiRoster> => {
    requireArea(user, 'training');
    return loadRoster(db, id, user.id, new Date());
  },
});

/** The roster as rows: the form's answers, then one column per session (✓ when checked in). */
export function rosterCsv(roster: ApiRoster): { header: string[]; rows: CsvCell[][] } {
  const header = [
    '序号', '姓名', '手机号', '工作单位', '科室', '职务', '地区', '报名状态', '报名时间',
    ...roster.sessions.map((s, i) => `第${i + 1}场 ${formatDate(s.startAt, 'MM-DD HH:mm')} ${s.title}`),
    `出勤场次（共${roster.sessions.length}场）`,
  ];
  const rows = roster.learners.map((l, i) => [
    i + 1, l.name, l.phone, l.workUnit, l.department, l.jobTitle, l.region, ROSTER_STAGE_TEXT[l.stage],
    formatDateTime(l.signedUpAt),
    ...roster.sessions.map((s) => (l.attended.includes(s.id) ? '✓' : '')),
    // A bare count: "2/3" would become a date in Excel.
    l.attended.length,
  ]);
  return { header, rows };
}

export const userTrainingRosterCsv = defineRoute({
  input: ZRosterInput,
  methods: ['GET'],
  auth: 'user',
  handler: async ({ id }, { db, session: { user } }) => {
    requireArea(user, 'training');
    const roster = await loadRoster(db, id, user.id, new Date());
    const { header, rows } = rosterCsv(roster);
    return csvDownload(`${roster.training.title}-学员名单.csv`, header, rows);
  },
});
