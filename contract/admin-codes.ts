// The console's own codes (docs/product.md §10): refusals only staff meet. Kept apart from contract/codes.ts,
// whose table ships to every public page, so the console's messages add nothing to the public pages' JavaScript.
// The server answers them like any code (ApiError takes both tables); console screens read the envelope's codeMsg.

export const AdminCode = {
  CourseHasLearners: 4630,
  LiveHasBookings: 4631,
  LiveStateNotAllowed: 4632,
  TrainingHasSignups: 4620,
  BaseHasTrainings: 4621,
  ContentInUse: 4640,
  StaffNoAccount: 4650,
  StaffSelfAdmin: 4651,
  StaffLastAdmin: 4652,
  /** People (admin/user/*): an administrator cannot disable their own account. */
  UserSelfDisable: 4653,
  /** admin/user/disable or enable on an account already in that state (a second click, another administrator). */
  UserStateUnchanged: 4654,
  /** admin/message/send to a class or course with nobody on it. */
  NoticeNoRecipients: 4655,
  /** A queue item (sign-up, payment, invoice, order, application) was already decided by someone. */
  AlreadyDecided: 4660,
  /** admin/gift/delete of a gift some order names (the order keeps pointing at it). */
  GiftHasOrders: 4670,
  /** Case competition (admin/activity/*): reviews and scores are fixed once its results are published. */
  ResultsPublished: 4680,
  /** admin/activity/entry/score of an entry not approved in review. */
  EntryNotApproved: 4681,
  /** admin/activity/results/{id} while the competition still takes entries, or with approved entries nobody scored. */
  ResultsNotReady: 4682,
} as const;

export type AdminCodeValue = (typeof AdminCode)[keyof typeof AdminCode];

export const adminCodeMsg: Record<AdminCodeValue, string> = {
  [AdminCode.CourseHasLearners]: '该课程已有学员报名或学习记录，不能删除；如不再开放，请改为下线',
  [AdminCode.LiveHasBookings]: '该直播已有学员预约提醒，不能删除；如不再举办，请改为下线',
  [AdminCode.LiveStateNotAllowed]: '直播状态只能从未开始到直播中，再到已结束',
  [AdminCode.TrainingHasSignups]: '该培训班已有学员报名，不能删除；如不再开班，请改为下线',
  [AdminCode.BaseHasTrainings]: '该基地下还有培训班，不能删除；请先将这些培训班移到其他基地或删除',
  [AdminCode.ContentInUse]: '该内容仍被其他内容引用，不能删除',
  [AdminCode.StaffNoAccount]: '该手机号还没有账号，请对方先在网站用手机号登录一次',
  [AdminCode.StaffSelfAdmin]: '不能取消您自己的系统管理员角色，请由另一位管理员操作',
  [AdminCode.StaffLastAdmin]: '至少要保留一位系统管理员',
  [AdminCode.UserSelfDisable]: '不能停用您自己的账号',
  [AdminCode.UserStateUnchanged]: '该账号已是这个状态，请刷新查看最新状态',
  [AdminCode.NoticeNoRecipients]: '所选培训班或课程还没有学员，通知没有发送',
  [AdminCode.AlreadyDecided]: '该事项已处理过，不能重复处理；请刷新查看最新状态',
  [AdminCode.GiftHasOrders]: '该礼品已有兑换订单，不能删除；如不再兑换，请改为下架',
  [AdminCode.ResultsPublished]: '该大赛的结果已公布，审核和评分不能再修改；如需更正，请先撤回结果',
  [AdminCode.EntryNotApproved]: '作品通过审核后才能评分',
  [AdminCode.ResultsNotReady]: '还不能公布结果：需投稿截止，且每件通过审核的作品至少有一位评委评分',
};
