// THE API route table (DESIGN 2, STYLE 2): every endpoint of /api/med/*, in one readable list.
// A pattern's ":name" segment is a path parameter. Each entry is declared with defineRoute next to its
// handler (input schema, methods — POST unless listed —, auth, format); adding an endpoint is one import
// and one line here.
import type { AnyRoute } from './http/route';
import { optionsBatch } from './modules/common/options-batch';
import { makeJsMap } from './modules/common/make-js-map';
import { picsBatch } from './modules/common/pics-batch';
import { homeAuth } from './modules/home/auth';
import { homeCommon } from './modules/home/common';
import { homeIndex } from './modules/home/index-page';
import { passportCode } from './modules/passport/code';
import { passportLogin } from './modules/passport/login-redirect';
import { passportLogout } from './modules/passport/logout';
import { passportPhone } from './modules/passport/phone-login';
import { passportSso, passportTicket } from './modules/passport/sso';
import { profileInfo } from './modules/user/profile/info';
import { messageNoRead } from './modules/user/message/no-read';

export const apiRoutes: Record<string, AnyRoute> = {
  // Login (SPEC 4, 7)
  'passport/code': passportCode,
  'passport/phone': passportPhone,
  'passport/logout': passportLogout,
  'passport/login': passportLogin, // GET: to /login?url=...
  'passport/sso': passportSso, // GET, JSONP
  'passport/ticket': passportTicket,

  // Every page
  'home/auth': homeAuth,
  'common/optionsBatch/:names': optionsBatch,
  'common/makeJsMap': makeJsMap,
  'home/common': homeCommon,
  'home/index': homeIndex,
  'common/picsBatch/:ids': picsBatch,

  // User area (login required)
  'user/profile/info': profileInfo,
  'user/message/noRead': messageNoRead,
};
