// Wire types of the academy API (docs/product.md §3 and 7): what /api/med/* sends. The front end reshapes these
// into view types where they differ; the server's handlers return exactly these.
import type { ApiDemandCurrent } from './wire/demand';

/**
 * Every answer: code 0 is success (docs/product.md §3). A 4000 (bad input) answer whose fields were refused
 * also carries `fields`: each wrong field's message by the form's field name (docs/product.md §8); its data
 * stays null and codeMsg is still the first of them, as a sentence naming it.
 */
export type Envelope<T = unknown> = { code: number; data: T; codeMsg: string; fields?: FieldMessages };

/** Each wrong field's message, by field name. */
export type FieldMessages = Record<string, string>;

/** One dictionary option (docs/product.md §3: lists of value and name pairs); cascades (county) name their parent. */
export type ApiOption = { value: string; name: string; parent?: string };
/** Dictionary options keyed by name, as optionsBatch answers. */
export type ApiOptions = Record<string, ApiOption[]>;

/** A category; a tree by id/parentId/children, a root has parentId 0 (docs/product.md §3). */
export type ApiCategory = {
  id: number;
  parentId: number;
  name: string;
  /** Site path it lists at, e.g. "/news" (a newsPath) or "/training". */
  path: string;
  /** What the category lists: news-like articles, or one of the other areas. */
  type: 'article' | 'training' | 'course' | 'live' | 'base' | 'journal';
  children?: ApiCategory[];
};

/** A redirect rule from the server (docs/product.md §2: "a redirect rule from the server may send the user elsewhere"). */
export type ApiRedirectRule = { from: string; to: string; permanent: boolean };

/** home/common: what every page needs, the same for every visitor (safe to cache). */
export type ApiHomeCommon = {
  site: { name: string; shortName: string; description: string; icp: string; phone: string; address: string };
  categories: ApiCategory[];
  redirects: ApiRedirectRule[];
};

/** docs/product.md §3: userInfo fields read. Guests get login false and the other fields at their defaults. */
export type ApiUserInfo = {
  login: boolean;
  /** 0 to 3 (docs/product.md §6). */
  scope: number;
  sso: boolean;
  /** Unread message count. */
  message: number;
  existActivity: boolean;
  /** Present when logged in. */
  user?: { id: number; name: string; phoneMasked: string; avatar: string | null };
};

/** user/profile/info. Dictionary fields carry the stored option value and the name to show. */
export type ApiProfile = {
  id: number;
  phoneMasked: string;
  name: string;
  gender: '' | 'male' | 'female';
  workUnit: string;
  /** Free text (the 'department' dictionary only suggests). */
  department: string;
  /** Free text (the 'jobTitle' dictionary only suggests). */
  jobTitle: string;
  /** Option value of 'professionalTitle', '' when not given. */
  professionalTitle: string;
  professionalTitleName: string;
  /** Option value of 'region' (a city), '' when not given. */
  region: string;
  regionName: string;
  /** Option value of 'county' (its parent is region), '' when not given. */
  county: string;
  countyName: string;
  /** URL of the uploaded picture (an API GET endpoint), or null. */
  avatar: string | null;
  scope: number;
  points: number;
  createdAt: number;
};

/** A picture by id (common/picsBatch): banners and covers. */
export type ApiPic = { id: number; url: string; width: number; height: number; alt: string; link: string | null };

/** Teaser cards on the home page and in lists. Times are second-based Unix timestamps (docs/product.md §9 date helper). */
export type ApiTrainingCard = {
  id: number;
  title: string;
  cover: string;
  status: 'signup' | 'ongoing' | 'finished';
  startAt: number;
  endAt: number;
  region: string;
  baseName: string;
  fee: number;
  seatsLeft: number;
  /** Whether a sign-up would be accepted now (in the period, a seat left): the detail page's rule. */
  canSignup: boolean;
};
export type ApiCourseCard = {
  id: number;
  title: string;
  cover: string;
  lecturer: string;
  price: number;
  learners: number;
  lessons: number;
};
export type ApiLiveCard = {
  id: number;
  title: string;
  cover: string;
  speaker: string;
  status: 'upcoming' | 'live' | 'ended';
  startAt: number;
  endAt: number;
};
export type ApiArticleCard = {
  id: number;
  title: string;
  summary: string;
  cover: string | null;
  categoryPath: string;
  categoryName: string;
  publishedAt: number;
};

/** home/index: the home page's sections. */
export type ApiHomeIndex = {
  banners: ApiPic[];
  trainings: ApiTrainingCard[];
  courses: ApiCourseCard[];
  lives: ApiLiveCard[];
  science: ApiArticleCard[];
  news: ApiArticleCard[];
  notices: ApiArticleCard[];
  project: { intro: ApiArticleCard | null; articles: ApiArticleCard[] };
  /** The open training-needs survey closing soonest (demand/current), invited to on the page. */
  demand: ApiDemandCurrent;
};

/** passport/logout: where to go next (docs/product.md §4). */
export type ApiLogout = { url: string | null };
/** passport/phone: the user info after login, and where to go back to (validated, same-site). */
export type ApiLogin = { userInfo: ApiUserInfo; url: string };
/** passport/code: when the next code may be asked for. */
export type ApiCodeSent = { resendAfter: number };

/** passport/sso (JSONP): whether the visitor is logged in, and a single-use ticket for passport/ticket. */
export type ApiSso = { login: boolean; ticket?: string };
/** user/message/noRead (docs/product.md §3: the unread count comes from noRead). */
export type ApiNoRead = { noRead: number };
/** common/makeJsMap: a WeChat JS-SDK config; appId and signature are empty when no WeChat app is set up. */
export type ApiJsMap = { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };

/** One page of a list (every paged endpoint answers this). `page` is 1-based. */
export type ApiPage<T> = { list: T[]; total: number; page: number; pageSize: number };
