// Addresses of the study centre with each list's own page (?tpage= classes, ?cpage= courses), keeping
// the other list where it was.
export type StudyPages = { tpage: number; cpage: number };

export function studyHref(pages: StudyPages): string {
  const params = new URLSearchParams();
  if (pages.tpage > 1) params.set('tpage', String(pages.tpage));
  if (pages.cpage > 1) params.set('cpage', String(pages.cpage));
  const qs = params.toString();
  return qs ? `/user/study?${qs}` : '/user/study';
}
