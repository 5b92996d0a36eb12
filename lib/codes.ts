// The one code table of the academy API (SPEC 3, 8; DESIGN 3). Shared by the server, which answers
// with these, and the client, which acts on them. Each message is Chinese a person can act on.

export const Code = {
  Ok: 0,
  /** SPEC 8: not logged in. */
  NotLoggedIn: 1001,
  /** SPEC 8: server failure, shown as the 500 screen. */
  ServerError: 500,
  /** SPEC 2: gift detail not found, shown as the 404 page. */
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
} as const;

export type CodeValue = (typeof Code)[keyof typeof Code];

export const codeMsg: Record<CodeValue, string> = {
  [Code.Ok]: '成功',
  [Code.NotLoggedIn]: '请先登录',
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
};
