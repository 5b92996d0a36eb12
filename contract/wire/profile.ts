// The profile form (/user/info; user/profile/save) and the avatar upload (user/profile/avatar): field
// limits and checks shared by the form and the server. The server checks everything again (and the
// dictionary values against the options table); these only save a round trip.

/** What user/profile/save takes (a form body); dictionary fields are option values, '' when empty. */
export type ApiProfileForm = {
  name: string;
  gender: '' | 'male' | 'female';
  workUnit: string;
  department: string;
  jobTitle: string;
  professionalTitle: string;
  region: string;
  county: string;
};

export type ProfileErrors = Partial<Record<keyof ApiProfileForm, string>>;

/** Longest text per field, in characters (the users table's column sizes). */
export const PROFILE_LIMITS = { name: 32, workUnit: 100, department: 50, jobTitle: 50 } as const;

/** The dictionaries the form offers (common/optionsBatch). */
export const PROFILE_DICTIONARIES = ['gender', 'professionalTitle', 'region', 'county', 'department', 'jobTitle'] as const;

/** user/profile/avatar: the picture types accepted (by content) and the largest file. */
export const AVATAR_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type AvatarKind = keyof typeof AVATAR_TYPES;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPE_MESSAGE = '头像仅支持 JPG、PNG 或 WebP 格式的图片';
export const AVATAR_SIZE_MESSAGE = '头像图片不能超过2MB';

/** user/profile/avatar answers the new picture's URL. */
export type ApiAvatar = { avatar: string };

/** Option values are short keys (letters, digits, _ and -). */
export const OPTION_VALUE = /^[A-Za-z0-9_-]{1,60}$/;

const length = (s: string) => [...s].length;

/** Client-side checks of the form, with the messages the server would give. */
export function validateProfile(f: ApiProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = f.name.trim();
  if (!name) errors.name = '请填写姓名';
  else if (length(name) > PROFILE_LIMITS.name) errors.name = `姓名不能超过${PROFILE_LIMITS.name}个字`;
  for (const [key, label] of [['workUnit', '工作单位'], ['department', '科室'], ['jobTitle', '职务']] as const) {
    if (length(f[key].trim()) > PROFILE_LIMITS[key]) errors[key] = `${label}不能超过${PROFILE_LIMITS[key]}个字`;
  }
  if (f.county && !f.region) errors.county = '请先选择所在城市';
  return errors;
}
