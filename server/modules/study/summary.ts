// user/study/summary: the study centre (/user/study) in one call: my classes and my courses, each list
// paged on its own (trainingPage, coursePage), what I have finished and earned, and the lesson to
// continue with.
import { z } from 'zod';
import { Code } from '@/contract/codes';
import type { ApiStudySummary } from '@/contract/wire/study';
import { ApiError } from '@/server/http/api-error';
import { pageWindow, zPaging } from '@/server/http/inputs';
import { defineRoute } from '@/server/http/route';
import { countingCerts, totalsOf } from '@/server/modules/cert/queries';
import { courseTotals, lastUnfinishedLesson, listStudyCourses, listStudyTrainings, trainingTotals } from './queries';

export const STUDY_PAGE_SIZE = 6;
const zPage = zPaging(STUDY_PAGE_SIZE).page;

export const ZStudySummaryInput = z.object({ trainingPage: zPage, coursePage: zPage });

export const studySummary = defineRoute({
  input: ZStudySummaryInput,
  auth: 'user',
  handler: async ({ trainingPage, coursePage }, { db, session }): Promise<ApiStudySummary> => {
    const userId = session.user.id;
    const now = new Date();
    const tWindow = pageWindow({ page: trainingPage, pageSize: STUDY_PAGE_SIZE });
    const cWindow = pageWindow({ page: coursePage, pageSize: STUDY_PAGE_SIZE });
    const [tTotals, cTotals] = await Promise.all([trainingTotals(db, userId), courseTotals(db, userId)]);
    if ((trainingPage > 1 && tWindow.offset >= tTotals.total) || (coursePage > 1 && cWindow.offset >= cTotals.total)) {
      throw new ApiError(Code.BadInput, '页码超出范围');
    }
    const [trainings, courses, resume, certs] = await Promise.all([
      listStudyTrainings(db, userId, tWindow, now),
      listStudyCourses(db, userId, cWindow, now),
      lastUnfinishedLesson(db, userId),
      countingCerts(db, userId),
    ]);
    const earned = totalsOf(certs);
    return {
      totals: {
        trainings: tTotals.total, trainingsFinished: tTotals.finished, courses: cTotals.total, coursesFinished: cTotals.finished,
        credits: earned.credits, hours: earned.hours, certificates: earned.count,
      },
      resume,
      trainings: { list: trainings, total: tTotals.total, page: trainingPage, pageSize: STUDY_PAGE_SIZE },
      courses: { list: courses, total: cTotals.total, page: coursePage, pageSize: STUDY_PAGE_SIZE },
    };
  },
});
