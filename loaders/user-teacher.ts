// /user/teacher (scopes 0 and 1; the route table answers 404 to others): my lecturer certification
// and the form to apply, with its dictionaries.
import type { ApiOption } from '@/contract/api-types';
import { TEACHER_DICTIONARIES, type ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import { loadOptions } from './options';
import { withPage } from './page';

export type TeacherOptions = { professionalTitle: ApiOption[]; hospitalLevel: ApiOption[]; specialty: ApiOption[] };

export type UserTeacherProps = { state: ApiTeacherCurrent; options: TeacherOptions; title: string };

export const getServerSideProps = withPage<UserTeacherProps>(async ({ api }) => {
  const [state, all] = await Promise.all([
    api.call<ApiTeacherCurrent>('user/teacher/current'),
    loadOptions(api, Object.values(TEACHER_DICTIONARIES)),
  ]);
  const options: TeacherOptions = {
    professionalTitle: all[TEACHER_DICTIONARIES.professionalTitle] ?? [],
    hospitalLevel: all[TEACHER_DICTIONARIES.hospitalLevel] ?? [],
    specialty: all[TEACHER_DICTIONARIES.specialty] ?? [],
  };
  return { props: { state, options, title: '讲师认证' } };
});
