// Wire types of the training-class endpoints (training/*): what the academy API sends for /training,
// /training/{id}, /training/success/{id} and /training/attend. Times are second-based Unix timestamps,
// money is yuan.
import type { ApiOption, ApiTrainingCard } from '@/contract/api-types';
import type { ApiAttachment } from './activity';
import type { ApiExamStanding } from './exam';

export type ApiTrainingStatus = ApiTrainingCard['status'];
/** How a fee is paid, as the academy arranges it; there is no online payment. */
export type ApiPayMethod = 'onsite' | 'transfer';
export type ApiSignupStatus = 'pending' | 'confirmed';
/**
 * Where a sign-up stands: review (a paid class's sign-up waits for the registrar), unpaid (approved, the fee
 * not yet recorded), confirmed, rejected (by the registrar, with a reason), cancelled (by the learner or staff).
 */
export type ApiSignupStage = 'review' | 'unpaid' | 'confirmed' | 'rejected' | 'cancelled';
export const SIGNUP_STAGE_TEXT: Record<ApiSignupStage, string> = {
  review: '待审核', unpaid: '待缴费', confirmed: '报名成功', rejected: '未通过', cancelled: '已取消',
};

/** training/projects: the programmes (dictionary trainingProject) with their classes counted. */
export type ApiTrainingProject = {
  value: string;
  name: string;
  total: number;
  open: number;
  /** Who the programme's latest class is for ('' when it has none). */
  audience: string;
};

export type ApiTrainingSession = {
  id: number;
  title: string;
  teacher: string;
  location: string;
  startAt: number;
  endAt: number;
};

export type ApiTrainingBaseRef = { id: number; name: string; address: string; lat: number; lng: number };

/**
 * A question of a class's own on its sign-up form, beyond the standard fields (set in the console).
 * A choice field offers `options`; a text field takes up to SIGNUP_ANSWER_MAX characters.
 */
export type ApiSignupField = {
  /** Stable within the class (f1, f2, ...): answers are stored under it. */
  key: string;
  label: string;
  type: 'text' | 'choice';
  required: boolean;
  options: string[];
};

/** Limits of the class's own questions, shared by the console's editor and both checks of the answers. */
export const SIGNUP_FIELDS_MAX = 8;
export const SIGNUP_FIELD_LABEL_MAX = 30;
export const SIGNUP_FIELD_OPTIONS_MAX = 12;
export const SIGNUP_ANSWER_MAX = 100;

/** The sign-up form's standard fields: who the learner is and where they work. */
export type ApiSignupPerson = {
  name: string;
  phone: string;
  workUnit: string;
  department: string;
  jobTitle: string;
  region: string;
};

/**
 * What the sign-up form starts with: the logged-in user's own profile, region matched to the dictionary
 * (the option value of dictionary 'region', '' when the profile's region matches none).
 */
export type ApiSignupDefaults = ApiSignupPerson;

/** training/detail/{id}. */
export type ApiTrainingDetail = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  project: ApiOption;
  region: ApiOption;
  status: ApiTrainingStatus;
  /** Whether a sign-up would be accepted now (time and seats); false for a full class. */
  canSignup: boolean;
  signupEndAt: number;
  startAt: number;
  endAt: number;
  base: ApiTrainingBaseRef | null;
  /** Where the sessions take place (the first session's location). */
  location: string;
  organiser: string;
  audience: string;
  credit: string;
  fee: number;
  payMethod: ApiPayMethod;
  seatsTotal: number;
  seatsLeft: number;
  contactPhone: string;
  /** Sanitized rich text (HTML). */
  syllabus: string;
  /** Sanitized rich text (HTML): practical notes for attendees. */
  notice: string;
  sessions: ApiTrainingSession[];
  tags: { id: number; name: string }[];
  /** The class's documents (notice, timetable, forms), downloadable while it is published. */
  files: ApiAttachment[];
  /** The class's own questions the sign-up form asks after the standard fields. */
  signupFields: ApiSignupField[];
  /** The visitor's own sign-up, when logged in and signed up. */
  mySignup: { status: ApiSignupStatus; stage: ApiSignupStage; createdAt: number } | null;
  /** The class's post-test as the signed-up visitor stands with it (/training/exam/{id}); null without a sign-up or a published test. */
  myExam: ApiExamStanding | null;
  /** The visitor's last sign-up when the registrar rejected it or staff cancelled it, with the reason. */
  closedSignup: { stage: 'rejected' | 'cancelled'; reason: string } | null;
  /** Present for a logged-in visitor who may sign up now. */
  signupDefaults: ApiSignupDefaults | null;
};

/** training/signup/{id}: the sign-up as it now is; created is false when it already existed. */
export type ApiSignupResult = { status: ApiSignupStatus; created: boolean };

/** training/cancel/{id}: the sign-up is withdrawn and its seat given back. */
export type ApiSignupCancel = { status: 'cancelled'; seatsLeft: number };

/** How to pay a fee, as the academy arranges it. */
export type ApiPayment = {
  method: ApiPayMethod;
  /** Amount due in yuan. */
  amount: number;
  paid: boolean;
  /** Bank details for a transfer; null when paid on site. */
  account: { name: string; bank: string; number: string; memo: string } | null;
  /** Latest moment to pay (transfer) or where to pay (on site), as a sentence. */
  instructions: string;
};

/** Check-in state of one session for its learner. */
export type ApiCheckinState = 'done' | 'open' | 'early' | 'missed';

export type ApiAttendance = ApiTrainingSession & { state: ApiCheckinState; checkedInAt: number | null };

/** training/signupInfo/{id}: the visitor's own sign-up, its e-ticket and attendance. */
export type ApiSignupInfo = {
  training: {
    id: number;
    title: string;
    status: ApiTrainingStatus;
    startAt: number;
    endAt: number;
    signupEndAt: number;
    location: string;
    base: { id: number; name: string } | null;
    contactPhone: string;
  };
  signup: {
    status: ApiSignupStatus;
    stage: ApiSignupStage;
    name: string;
    phoneMasked: string;
    workUnit: string;
    department: string;
    jobTitle: string;
    region: string;
    createdAt: number;
    /** Whether the owner may still withdraw it online (training/cancel): before the deadline, unpaid. */
    canCancel: boolean;
  };
  /** null for a free class. */
  payment: ApiPayment | null;
  /** Unguessable ticket token: staff scan it (training/scan) to check the learner in. */
  ticket: string;
  attendance: ApiAttendance[];
};

/** training/attendInfo: the sessions a learner can check in to, and for staff the sessions they run. */
export type ApiAttendInfo = {
  mine: {
    trainingId: number;
    trainingTitle: string;
    sessions: ApiAttendance[];
  }[];
  /** null for users who run no class (or whose scope is not 1 or 3). */
  staff: {
    trainingId: number;
    trainingTitle: string;
    sessionId: number;
    title: string;
    startAt: number;
    endAt: number;
    open: boolean;
    /** Where the session's check-in stands: not open yet, open, or closed because it has ended. */
    window: 'early' | 'open' | 'closed';
    /** Shown at the venue so that learners can type it. */
    checkinCode: string;
    checkedIn: number;
    signedUp: number;
  }[] | null;
};

/** training/attend and training/scan: the check-in made (or the one made before, repeated: true). */
export type ApiCheckinResult = {
  repeated: boolean;
  checkedInAt: number;
  trainingId: number;
  trainingTitle: string;
  sessionId: number;
  sessionTitle: string;
  /** The learner's name (staff see who they checked in). */
  learner: string;
};
