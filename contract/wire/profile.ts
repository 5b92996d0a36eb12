// The profile form (/user/info; user/profile/save) and the avatar upload (user/profile/avatar): field
// limits shared by the form and the server. The form's checks are the schema in contract/forms/profile.ts.
import type { ApiProfile } from '@/contract/api-types';

/** What user/profile/save takes (a form body): the profile's own fields; dictionary fields are option values, '' when empty. */
export type ApiProfileForm = Pick<
  ApiProfile,
  'name' | 'gender' | 'workUnit' | 'department' | 'jobTitle' | 'professionalTitle' | 'region' | 'county'
>;

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
