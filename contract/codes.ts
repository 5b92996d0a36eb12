// The one code table of the academy API (docs/product.md §3, 8; docs/architecture.md §3). Shared by the server, which answers
// with these, and the client, which acts on them. Each message is Chinese a person can act on.

export const Code = {
  Ok: 0,
  /** docs/product.md §8: not logged in. */
  NotLoggedIn: 1001,
  /** An administrator disabled the account (docs/product.md §10, people): it cannot log in. */
  AccountDisabled: 1002,
  /** docs/product.md §8: server failure, shown as the 500 screen. */
  ServerError: 500,
  /** docs/product.md §2: gift detail not found, shown as the 404 page. */
  GiftNotFound: 2404,
  BadInput: 4000,
  InputTooLarge: 4001,
  Forbidden: 4003,
  NotFound: 4004,
  MethodNotAllowed: 4005,
  ForeignOrigin: 4006,
  Conflict: 4009,
  TooManyRequests: 4029,
  SmsCodeWrong: 4101,
  SmsCodeExpired: 4102,
  SmsCodeTooManyTries: 4103,
  SmsSendTooOften: 4104,
  SmsDailyCapReached: 4105,
  /** The SMS provider refused or did not answer; nothing was counted, the learner may retry at once. */
  SmsSendFailed: 4106,
  /** WeChat's API did not give a JS-SDK ticket (common/makeJsMap); the page keeps its default sharing. */
  WechatUnavailable: 4120,
  /** Training classes (/training): sign-up and check-in. */
  TrainingFull: 4610,
  TrainingSignupClosed: 4611,
  CheckinCodeWrong: 4612,
  CheckinTooEarly: 4613,
  CheckinTooLate: 4614,
  CheckinNotSignedUp: 4615,
  TicketInvalid: 4616,
  CheckinNoSession: 4617,
  /** Case competitions (/activity) and training-needs surveys (/demand). */
  EntryClosed: 4810,
  FileTypeRejected: 4811,
  SurveyClosed: 4820,
  /** Points and the gift store (/user/gift). */
  PointsShort: 4701,
  GiftOutOfStock: 4702,
  GiftLimitReached: 4703,
  /** Invoices (/user/invoice). */
  InvoiceLocked: 4720,
  InvoiceItemUnpaid: 4721,
  InvoiceItemTaken: 4722,
  /** Operator tools (/cache/cleanup). */
  OperatorDisabled: 4901,
  OperatorTokenWrong: 4902,
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export const codeMsg: Record<CodeValue, string> = {
  [Code.Ok]: '成功',
  [Code.NotLoggedIn]: '请先登录',
  [Code.AccountDisabled]: '该账号已被停用，如有疑问请联系学院',
  [Code.ServerError]: '抱歉，服务暂时不可用，请稍后再试',
  [Code.GiftNotFound]: '礼品不存在或已下架',
  [Code.BadInput]: '提交的内容有误，请检查后重试',
  [Code.InputTooLarge]: '提交的内容过多或过长',
  [Code.Forbidden]: '您没有权限进行此操作',
  [Code.NotFound]: '您访问的内容不存在',
  [Code.MethodNotAllowed]: '请求方式不正确',
  [Code.ForeignOrigin]: '请求来源不被允许，请从本站页面操作',
  [Code.Conflict]: '操作冲突，请刷新后重试',
  [Code.TooManyRequests]: '操作过于频繁，请稍后再试',
  [Code.SmsCodeWrong]: '验证码不正确',
  [Code.SmsCodeExpired]: '验证码已失效，请重新获取',
  [Code.SmsCodeTooManyTries]: '验证码错误次数过多，请重新获取',
  [Code.SmsSendTooOften]: '验证码发送过于频繁，请稍后再试',
  [Code.SmsDailyCapReached]: '今日验证码发送次数已达上限，请明天再试',
  [Code.SmsSendFailed]: '短信发送失败，请稍后重试',
  [Code.WechatUnavailable]: '微信分享配置暂时无法获取，请稍后重试',
  [Code.TrainingFull]: '很抱歉，本期培训名额已满',
  [Code.TrainingSignupClosed]: '本期培训报名已截止',
  [Code.CheckinCodeWrong]: '签到码不正确，请核对现场公布的签到码',
  [Code.CheckinTooEarly]: '签到尚未开始，请在课程开始前30分钟内签到',
  [Code.CheckinTooLate]: '本场课程已结束，签到已关闭',
  [Code.CheckinNotSignedUp]: '您没有报名正在签到的培训班',
  [Code.TicketInvalid]: '电子票无效，或不属于您负责的培训班',
  [Code.CheckinNoSession]: '该培训班当前没有可签到的课程',
  [Code.EntryClosed]: '大赛当前不在作品征集期内，无法提交或修改作品',
  [Code.FileTypeRejected]: '附件类型不支持，请上传 PDF、Word 文档或 JPG/PNG 图片',
  [Code.SurveyClosed]: '本次调查当前不在填写时间内',
  [Code.PointsShort]: '您的积分不足，无法兑换',
  [Code.GiftOutOfStock]: '礼品库存不足，请减少数量或选择其他礼品',
  [Code.GiftLimitReached]: '已达到该礼品的每人兑换上限',
  [Code.InvoiceLocked]: '发票已开具，不能再修改或删除',
  [Code.InvoiceItemUnpaid]: '所选项目尚未缴费，缴费确认后才能申请发票',
  [Code.InvoiceItemTaken]: '所选项目已申请过发票，每笔费用只能开具一张发票',
  [Code.OperatorDisabled]: '本站未配置运维令牌，缓存清理已停用',
  [Code.OperatorTokenWrong]: '运维令牌不正确',
};
