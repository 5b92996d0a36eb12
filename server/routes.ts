// THE API route table (docs/architecture.md §2, docs/conventions.md §2): every endpoint of /api/med/*, in one readable list.
// A pattern's ":name" segment is a path parameter. Each entry is declared with defineRoute next to its
// handler (input schema, methods — POST unless listed —, auth, format); adding an endpoint is one import
// and one line here.
import type { AnyRoute } from './http/route';
import { baseDetail } from './modules/base/detail';
import { baseList } from './modules/base/list';
import { trainingAttend } from './modules/training/attend';
import { trainingCancel } from './modules/training/cancel';
import { trainingAttendInfo } from './modules/training/attend-info';
import { trainingDetail } from './modules/training/detail';
import { trainingFile } from './modules/training/files';
import { trainingList, trainingProjects } from './modules/training/list';
import { trainingScan } from './modules/training/scan';
import { issueClassCertificates } from './modules/exam/class-certificates';
import { classExamStanding } from './modules/exam/standing';
import { trainingSignup } from './modules/training/signup';
import { trainingSignupInfo } from './modules/training/signup-info';
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
import { buildUserInfo } from './modules/home/user-info';
import { passportSso, passportTicket } from './modules/passport/sso';
import { profileInfo } from './modules/user/profile/info';
import { profileSave } from './modules/user/profile/save';
import { avatarFile, profileAvatar } from './modules/user/profile/avatar';
import { centerSummary } from './modules/user/center/summary';
import { messageNoRead } from './modules/user/message/no-read';
import { invoiceList, invoiceOptions } from './modules/user/invoice/list';
import { invoiceSave } from './modules/user/invoice/save';
import { invoiceDelete } from './modules/user/invoice/delete';
import { invoicePdf } from './modules/user/invoice/pdf';
import { giftList } from './modules/user/gift/list';
import { giftDetail } from './modules/user/gift/detail';
import { giftExchange } from './modules/user/gift/exchange';
import { giftOrderDetail, giftOrderList } from './modules/user/gift/orders';
import { giftOrderCancel, giftOrderConfirm } from './modules/user/gift/order-actions';
import { giftHistory } from './modules/user/gift/history';
import { giftStat } from './modules/user/gift/stat';
import { giftAddressList } from './modules/user/gift/addresses';
import { messageList } from './modules/user/message/list';
import { messageRead, messageReadAll } from './modules/user/message/read';
import { messageDelete } from './modules/user/message/delete';
import { userTrainingClasses } from './modules/user/training/classes';
import { userTrainingRoster, userTrainingRosterCsv } from './modules/user/training/roster';
import { userCourseCourses } from './modules/user/course/courses';
import { userCourseLearners, userCourseLearnersCsv } from './modules/user/course/learners';
import { userApplyList } from './modules/user/apply/list';
import { userApplySave } from './modules/user/apply/save';
import { userApplyWithdraw } from './modules/user/apply/withdraw';
import { userTeacherCurrent } from './modules/user/teacher/current';
import { userTeacherSave } from './modules/user/teacher/save';
import { userTeacherUpload } from './modules/user/teacher/upload';
import { userTeacherWithdraw } from './modules/user/teacher/withdraw';
import { userTeacherFile } from './modules/user/teacher/file';
import { certList } from './modules/cert/list';
import { certPdf, certSummary } from './modules/cert/download';
import { certVerify } from './modules/cert/verify';
import { studySummary } from './modules/study/summary';
import { articleList } from './modules/article/list';
import { articleDetail } from './modules/article/detail';
import { articleDocument } from './modules/article/document';
import { tagDetail } from './modules/tag/detail';
import { journalList } from './modules/journal/list';
import { journalDetail } from './modules/journal/detail';
import { journalPdf } from './modules/journal/pdf';
import { adminJournalList } from './modules/admin/journal/list';
import { adminJournalGet } from './modules/admin/journal/get';
import { adminJournalSave } from './modules/admin/journal/save';
import { adminJournalDelete } from './modules/admin/journal/delete';
import { adminJournalPaperSave } from './modules/admin/journal/paper-save';
import { adminJournalPaperDelete } from './modules/admin/journal/paper-delete';
import { adminJournalPaperMove } from './modules/admin/journal/paper-move';
import { adminUploadPdf } from './modules/admin/journal/pdf-upload';
import { adminActivityList } from './modules/admin/activity/list';
import { adminActivityGet } from './modules/admin/activity/get';
import { adminActivitySave } from './modules/admin/activity/save';
import { adminActivityDelete } from './modules/admin/activity/delete';
import { adminEntryCsv, adminEntryFile, adminEntryList } from './modules/admin/activity/entries';
import { adminEntryBulk, adminEntryDecide, adminEntryScore } from './modules/admin/activity/review';
import { adminActivityResults } from './modules/admin/activity/results';
import { adminApplyCsv, adminApplyList } from './modules/admin/apply/list';
import { adminApplyDecide } from './modules/admin/apply/decide';
import { adminTeacherCsv, adminTeacherFile, adminTeacherList } from './modules/admin/teacher/list';
import { adminTeacherDecide } from './modules/admin/teacher/decide';
import { adminCertCsv, adminCertList } from './modules/admin/cert/list';
import { adminCertReissue, adminCertRevoke } from './modules/admin/cert/change';
import { adminDemandList } from './modules/admin/demand/list';
import { adminDemandGet } from './modules/admin/demand/get';
import { adminDemandSave } from './modules/admin/demand/save';
import { adminDemandDelete } from './modules/admin/demand/delete';
import { adminDemandCsv, adminDemandResults, adminDemandTexts } from './modules/admin/demand/results';
import { adminUserList } from './modules/admin/user/list';
import { adminUserGet } from './modules/admin/user/get';
import { adminUserRecords } from './modules/admin/user/records';
import { adminUserScope } from './modules/admin/user/scope';
import { adminUserDisable, adminUserEnable } from './modules/admin/user/access';
import { adminMessageSend } from './modules/admin/message/send';
import { adminMessageList, adminMessageTargets } from './modules/admin/message/list';
import { courseList } from './modules/course/list';
import { courseDetail } from './modules/course/detail';
import { courseEnrol, courseEnrolment } from './modules/course/enrol';
import { videoDetail } from './modules/course/video-detail';
import { videoPlay, videoSaveProgress } from './modules/course/video-progress';
import { examInfo, examResult, examSave, examStart, examSubmit, examTrainingInfo, examTrainingStart } from './modules/exam/learner';
import { adminExamStats, adminExamTrainingStats } from './modules/admin/exam/stats';
import { adminExamImport, adminExamTrainingImport } from './modules/admin/exam/import';
import {
  adminExamGet, adminExamPaper, adminExamQuestionDelete, adminExamQuestionSave, adminExamTrainingGet, adminExamTrainingPaper,
} from './modules/admin/exam/bank';
import { mediaDemoPlaylist } from './modules/media/playlist';
import { liveList } from './modules/live/list';
import { liveDetail } from './modules/live/detail';
import { liveBook, liveUnbook } from './modules/live/booking';
import { calendarFeed, calendarLive, calendarTraining } from './modules/calendar/handlers';
import { activityList } from './modules/activity/list';
import { activityDetail } from './modules/activity/detail';
import { activityEntryMine, activityEntrySave } from './modules/activity/entry';
import { activityEntriesList } from './modules/activity/entries';
import { activityUpload } from './modules/activity/upload';
import { activityFile } from './modules/activity/file';
import { demandDetail } from './modules/demand/detail';
import { demandAnswer } from './modules/demand/answer';
import { demandCurrent } from './modules/demand/current';
import { searchQuery } from './modules/search/query';
import { opsCacheCleanup, opsStatus } from './modules/ops/cache-cleanup';
import { opsHealth } from './modules/ops/health';
import { seoSitemap, seoSitemapPart } from './modules/seo/sitemap';
import { adminCourseDelete } from './modules/admin/course/delete';
import { adminCourseGet, adminCourseOptions } from './modules/admin/course/get';
import { adminCourseList } from './modules/admin/course/list';
import { adminCourseSave } from './modules/admin/course/save';
import { adminCoursePublish } from './modules/admin/course/publish';
import { adminLivePublish } from './modules/admin/live/publish';
import { adminLiveDelete } from './modules/admin/live/delete';
import { adminLiveGet } from './modules/admin/live/get';
import { adminLiveList } from './modules/admin/live/list';
import { adminLiveSave } from './modules/admin/live/save';
import { adminLiveState } from './modules/admin/live/state';
import { adminUploadVideo } from './modules/admin/upload/video';
import { mediaVideoFile } from './modules/media/video-file';
import { adminBaseDelete } from './modules/admin/base/delete';
import { adminBaseGet } from './modules/admin/base/get';
import { adminBaseList } from './modules/admin/base/list';
import { adminBaseSave } from './modules/admin/base/save';
import { adminTrainingCover } from './modules/admin/training/cover-upload';
import { adminTrainingFile } from './modules/admin/training/file-upload';
import { adminTrainingDelete } from './modules/admin/training/delete';
import { adminTrainingGet } from './modules/admin/training/get';
import { adminTrainingList, adminTrainingOptions } from './modules/admin/training/list';
import { adminTrainingPublish } from './modules/admin/training/publish';
import { adminTrainingSave } from './modules/admin/training/save';
import { adminSignupCsv, adminSignupList } from './modules/admin/signup/list';
import { adminSignupBulk, adminSignupDecide } from './modules/admin/signup/decide';
import { adminSignupCancel } from './modules/admin/signup/cancel';
import { adminSignupAttendance } from './modules/admin/signup/attendance';
import { adminSignupRoster, adminSignupRosterCsv } from './modules/admin/signup/roster';
import { adminPaymentCsv, adminPaymentList } from './modules/admin/payment/list';
import { adminPaymentBulk, adminPaymentConfirm } from './modules/admin/payment/confirm';
import { adminMe } from './modules/admin/me';
import { adminDashboard } from './modules/admin/dashboard';
import { adminStaffList } from './modules/admin/staff/list';
import { adminStaffSave } from './modules/admin/staff/save';
import { adminAuditCsv, adminAuditList, adminAuditOptions } from './modules/admin/audit/list';
import { adminArticleDelete } from './modules/admin/article/delete';
import { adminArticleGet, adminArticlePreview } from './modules/admin/article/get';
import { adminArticleList, adminArticleOptions } from './modules/admin/article/list';
import { adminArticlePublish } from './modules/admin/article/publish';
import { adminArticleSave } from './modules/admin/article/save';
import { adminBannerDelete, adminBannerGet, adminBannerList, adminBannerSave } from './modules/admin/banner/banner';
import { adminCategoryDelete, adminCategoryList, adminCategorySave, adminCategorySort } from './modules/admin/category/category';
import { adminTagDelete, adminTagGet, adminTagList, adminTagSave } from './modules/admin/tag/tag';
import { adminUploadImage, imageFile } from './modules/admin/upload/image';
import { adminInvoiceCsv, adminInvoiceList } from './modules/admin/invoice/list';
import {
  adminInvoiceIssue, adminInvoiceIssueUpload, adminInvoicePdf, adminInvoiceReject, adminInvoiceReverse,
} from './modules/admin/invoice/decide';
import { adminGiftCover, adminGiftDelete, adminGiftList, adminGiftSave } from './modules/admin/gift/gifts';
import { adminGiftOrderCsv, adminGiftOrderList } from './modules/admin/gift/orders';
import { adminGiftOrderCancel, adminGiftOrderShip } from './modules/admin/gift/order-decide';

export const apiRoutes: Record<string, AnyRoute> = {
  // Login (docs/product.md §4, 7)
  'passport/code': passportCode,
  'passport/phone': passportPhone(buildUserInfo),
  'passport/logout': passportLogout,
  'passport/login': passportLogin, // GET: to /login?url=...
  'passport/sso': passportSso, // GET, JSONP
  'passport/ticket': passportTicket(buildUserInfo),

  // Every page
  'home/auth': homeAuth,
  'common/optionsBatch/:names': optionsBatch,
  'common/makeJsMap': makeJsMap,
  'home/common': homeCommon,
  'home/index': homeIndex,
  'common/picsBatch/:ids': picsBatch,

  // Training classes (/training) and training centres and bases (/base)
  'training/list': trainingList,
  'training/projects': trainingProjects,
  'training/detail/:id': trainingDetail(classExamStanding), // the test standing comes from exam, above training
  'training/file/:fileId': trainingFile, // GET: a published class's document
  'training/signup/:id': trainingSignup, // login
  'training/signupInfo/:id': trainingSignupInfo, // login: my sign-up and its e-ticket
  'training/cancel/:id': trainingCancel, // login: withdraw my unpaid sign-up before the deadline; the seat comes back
  'training/attendInfo': trainingAttendInfo, // login
  'training/attend': trainingAttend(issueClassCertificates), // login: check in with the session's code
  'training/scan': trainingScan(issueClassCertificates), // login, staff: check a learner in by e-ticket
  'base/list': baseList,
  'base/detail/:id': baseDetail,

  // User area (login required)
  'user/profile/info': profileInfo,
  'user/profile/save': profileSave,
  'user/profile/avatar': profileAvatar, // login: raw body (octet-stream), JPEG/PNG/WebP up to 2 MB
  'user/avatar/:file': avatarFile, // GET, login: the user's own picture
  'user/center/summary': centerSummary, // the personal centre (/user/userCenter)
  'user/message/noRead': messageNoRead,
  'user/invoice/list': invoiceList, // my invoices and my paid items not invoiced yet
  'user/invoice/options': invoiceOptions, // title types, kinds, my saved titles
  'user/invoice/save': invoiceSave, // apply, or edit one still pending
  'user/invoice/delete/:id': invoiceDelete, // withdraw one still pending
  'user/invoice/pdf/:id': invoicePdf, // GET: the PDF of an issued one
  'user/gift/gift': giftList, // the store
  'user/gift/gift/:id': giftDetail, // 2404 when missing or offline (docs/product.md §2)
  'user/gift/store/:id': giftExchange, // exchange: all or nothing, idempotent per form key
  'user/gift/order': giftOrderList,
  'user/gift/order/:id': giftOrderDetail,
  'user/gift/cancel/:id': giftOrderCancel, // a pending order: stock and points come back
  'user/gift/confirm/:id': giftOrderConfirm, // a shipped order received
  'user/gift/history': giftHistory, // the points ledger
  'user/gift/stat': giftStat,
  'user/gift/addresses': giftAddressList,
  'user/message/list': messageList,
  'user/message/read/:id': messageRead,
  'user/message/readAll': messageReadAll,
  'user/message/delete': messageDelete,
  // Scope areas of the user menu (docs/product.md §6): other scopes get Code.Forbidden
  'user/training/classes': userTrainingClasses, // scopes 1, 3: the classes I run or teach
  'user/training/roster/:id': userTrainingRoster, // scopes 1, 3: roster, attendance, check-in codes
  'user/training/roster/:id/csv': userTrainingRosterCsv, // GET: the roster as CSV
  'user/course/courses': userCourseCourses, // scope 2: my organisation's courses
  'user/course/learners/:id': userCourseLearners, // scope 2: a course's learners and progress
  'user/course/learners/:id/csv': userCourseLearnersCsv, // GET: the learners as CSV
  'user/apply/list': userApplyList, // scopes 0, 2: my applications to host a class
  'user/apply/save': userApplySave, // apply, or edit one still submitted
  'user/apply/withdraw/:id': userApplyWithdraw,
  'user/teacher/current': userTeacherCurrent, // scopes 0, 1: my lecturer certification
  'user/teacher/save': userTeacherSave,
  'user/teacher/upload': userTeacherUpload, // raw body (octet-stream): PDF/JPG/PNG up to 5 MB
  'user/teacher/withdraw/:id': userTeacherWithdraw,
  'user/teacher/file/:id': userTeacherFile, // GET: my application's attachment
  'user/cert/list': certList, // my certificates, credit totals, summary years
  'user/cert/pdf/:id': certPdf, // GET: one of mine as a PDF (QR code to /cert/verify)
  'user/cert/summary': certSummary, // GET ?year=: my yearly credit summary as a PDF
  'cert/verify/:number': certVerify, // public: a certificate by its number, name masked
  'user/study/summary': studySummary, // the study centre: my classes and courses with progress

  // Articles and news (/{newsPath}, /detail, /view), tags (/tags) and the journal (/journal)
  'article/list': articleList,
  'article/detail/:id': articleDetail,
  'article/document/:id': articleDocument,
  'tag/detail/:id': tagDetail,
  'journal/list': journalList,
  'journal/detail/:id': journalDetail,
  'journal/pdf/:paperId': journalPdf, // GET: a paper's PDF while its issue is published

  // Featured courses (/course) and their videos (/video)
  'course/list': courseList,
  'course/detail/:id': courseDetail,
  'course/enrol/:id': courseEnrol, // login
  'course/enrolment/:id': courseEnrolment, // login: the user's own
  'video/detail/:id': videoDetail,
  'video/play/:id': videoPlay, // login: starts the learner's one playing session (issue 11)
  'video/progress/:id': videoSaveProgress, // login: a heartbeat of that session; the server credits the time
  // A course's or a class's post-test (issue 11): :id of info and start is the course (the class under exam/training/), of save, submit and result the attempt
  'exam/info/:id': examInfo, // login
  'exam/start/:id': examStart, // login: after every lesson is finished; the paper without its answers
  'exam/training/info/:id': examTrainingInfo, // login: a class's test and the learner's standing
  'exam/training/start/:id': examTrainingStart, // login: after a check-in at every session; the paper without its answers
  'exam/save/:id': examSave, // login (:id the attempt, of a course's or a class's test): answers so far (JSON), scored as they stand when the time runs out
  'exam/submit/:id': examSubmit, // login: once; a repeat answers the same result
  'exam/result/:id': examResult, // login: score, right answers and explanations, after submitting
  'admin/exam/stats/:id': adminExamStats, // registrar: a course's test: pass rate, average score, hardest questions
  'admin/exam/import/:id': adminExamImport, // registrar: the course's question bank from CSV (csv, mode=append|replace)
  'admin/exam/get/:id': adminExamGet, // registrar: the course's paper rules and bank, answers included
  'admin/exam/paper/:id': adminExamPaper, // registrar: the rules (fixed or random draw, pass mark, time limit, attempts)
  'admin/exam/training/stats/:id': adminExamTrainingStats, // registrar: a class's test, the same figures
  'admin/exam/training/import/:id': adminExamTrainingImport, // registrar: the class's question bank from CSV
  'admin/exam/training/get/:id': adminExamTrainingGet, // registrar: the class's paper rules and bank
  'admin/exam/training/paper/:id': adminExamTrainingPaper, // registrar: the class's rules
  'admin/exam/question/save': adminExamQuestionSave, // registrar: a question of a course's (courseId) or a class's (trainingId) bank
  'admin/exam/question/delete/:id': adminExamQuestionDelete,
  'media/length/:seconds': mediaDemoPlaylist, // GET: /media/length/<seconds>.m3u8, a demo video that long
  'image/:file': imageFile, // GET: a picture staff uploaded (admin/upload/image), public and cacheable
  'media/video/:file': mediaVideoFile, // GET: an uploaded lesson or replay video (admin/upload/video)

  // Live broadcasts (/live)
  'live/list': liveList,
  'live/detail/:id': liveDetail,
  'live/book/:id': liveBook, // login
  'live/unbook/:id': liveUnbook, // login

  // Calendar (.ics, GET): add-to-calendar links and the subscribable feed
  'calendar/live/:id': calendarLive,
  'calendar/training/:id': calendarTraining,
  'calendar/feed': calendarFeed,

  // Case competition (/activity, login) and training-needs surveys (/demand)
  'activity/list': activityList, // login
  'activity/detail/:id': activityDetail, // login
  'activity/entry/:id': activityEntryMine, // login: my entry
  'activity/entrySave/:id': activityEntrySave, // login
  'activity/entries/:id': activityEntriesList, // login: published entries
  'activity/upload': activityUpload, // login: raw body (octet-stream), ?name=
  'activity/file/:entryId': activityFile, // GET, login: download an attachment
  'demand/detail/:id': demandDetail,
  'demand/answer/:id': demandAnswer, // login
  'demand/current': demandCurrent,

  // Search (/search), operator tools (/cache/cleanup), sitemap.xml (GET, rewritten; robots.txt
  // describes pages, so the site writes it: pages/api/robots.ts)
  'search/query': searchQuery,
  'ops/status': opsStatus,
  'ops/cacheCleanup': opsCacheCleanup,
  'ops/health': opsHealth, // GET: /api/health, 200 or 503 with the same JSON (not an envelope)
  'seo/sitemap': seoSitemap, // GET: /sitemap.xml
  'seo/sitemap/:part': seoSitemapPart, // GET: /sitemap-<part>.xml

  // Console: courses (role registrar) and live broadcasts (roles registrar and editor); admin may too
  'admin/course/list': adminCourseList,
  'admin/course/options': adminCourseOptions, // subjects, lecturers and tags for the forms (registrar, editor)
  'admin/course/get/:id': adminCourseGet,
  'admin/course/save': adminCourseSave, // with chapters and lessons in order; isPublished hides or shows it
  'admin/course/publish/:id': adminCoursePublish, // published=1|0, from the list
  'admin/course/delete/:id': adminCourseDelete, // refused once anyone enrolled or studied
  'admin/live/list': adminLiveList,
  'admin/live/get/:id': adminLiveGet,
  'admin/live/save': adminLiveSave, // times may not change the state: that is admin/live/state
  'admin/live/state': adminLiveState, // upcoming → live → ended only
  'admin/live/publish/:id': adminLivePublish, // published=1|0, from the list
  'admin/live/delete/:id': adminLiveDelete, // refused once anyone booked a reminder
  'admin/upload/video': adminUploadVideo, // raw body (octet-stream): MP4/WebM checked by its bytes (registrar, editor)

  // Console: training centres and bases, and training classes (role registrar; admin may too)
  'admin/base/list': adminBaseList,
  'admin/base/get/:id': adminBaseGet,
  'admin/base/save': adminBaseSave,
  'admin/base/delete/:id': adminBaseDelete, // refused while classes are held there
  'admin/training/list': adminTrainingList,
  'admin/training/options': adminTrainingOptions, // projects, regions and bases for the forms
  'admin/training/get/:id': adminTrainingGet,
  'admin/training/save': adminTrainingSave, // fields, sessions, sign-up questions, status
  'admin/training/publish/:id': adminTrainingPublish, // status=published|draft
  'admin/training/delete/:id': adminTrainingDelete, // refused once anyone signed up
  'admin/training/cover': adminTrainingCover, // raw body: a class's or base's picture, checked by its bytes, up to 5 MB
  'admin/training/file': adminTrainingFile, // raw body (?name=): a class's document (PDF, Word, JPG/PNG by its bytes), up to 20 MB

  // Console: training sign-ups (role registrar) and fees of classes and courses (role finance); admin may too
  'admin/signup/list': adminSignupList, // status=review|unpaid|confirmed|rejected|cancelled, trainingId, q, from/to
  'admin/signup/csv': adminSignupCsv, // GET: the filtered sign-ups
  'admin/signup/decide/:id': adminSignupDecide, // decision=approve|reject, reason (required to reject): once
  'admin/signup/bulk': adminSignupBulk, // ids[]: approve each waiting sign-up
  'admin/signup/cancel/:id': adminSignupCancel, // reason: the seat comes back
  'admin/signup/attendance/:id': adminSignupAttendance, // sessionId, attended=1|0, reason
  'admin/signup/roster/:id': adminSignupRoster, // a class's roster: stage, attendance, certificate
  'admin/signup/roster/:id/csv': adminSignupRosterCsv, // GET
  'admin/payment/list': adminPaymentList, // status=pending|paid|void, kind=training|course, q, from/to
  'admin/payment/csv': adminPaymentCsv, // GET
  'admin/payment/confirm/:id': adminPaymentConfirm, // amount (must equal the fee), reference: once
  'admin/payment/bulk': adminPaymentBulk, // ids[], reference: each for its amount due

  // Console: the registrar's reviews (role registrar; admin may too): class-hosting applications, lecturer
  // certifications, the case competition's entries, scores and results, certificates
  'admin/apply/list': adminApplyList, // status=pending|submitted|reviewing|approved|rejected|withdrawn, region, q, from/to
  'admin/apply/csv': adminApplyCsv, // GET: the filtered applications
  'admin/apply/decide/:id': adminApplyDecide, // decision=approve|reject, reason (required to reject): once
  'admin/teacher/list': adminTeacherList, // status, q, from/to
  'admin/teacher/csv': adminTeacherCsv, // GET
  'admin/teacher/decide/:id': adminTeacherDecide, // decision, reason: approval makes a learner a lecturer (scope 1)
  'admin/teacher/file/:id': adminTeacherFile, // GET: the application's attachment (staff only)
  'admin/activity/entry/list': adminEntryList, // activityId, status=pending|approved|rejected|awarded, q
  'admin/activity/entry/csv': adminEntryCsv, // GET: with every judge's score
  'admin/activity/entry/file/:id': adminEntryFile, // GET: the entry's attachment (staff only)
  'admin/activity/entry/decide/:id': adminEntryDecide, // decision, reason: once, until the results are out
  'admin/activity/entry/bulk': adminEntryBulk, // ids[]: approve each entry waiting for review
  'admin/activity/entry/score/:id': adminEntryScore, // score 0-100 (one decimal), comment: the caller's own score
  'admin/activity/results/:id': adminActivityResults, // action=publish (first, second, third, excellent places)|withdraw
  'admin/cert/list': adminCertList, // status=valid|expired|revoked, kind, q, from/to
  'admin/cert/csv': adminCertCsv, // GET
  'admin/cert/revoke/:id': adminCertRevoke, // reason: stops counting at once; /cert/verify says revoked
  'admin/cert/reissue/:id': adminCertReissue, // number (the current one), reason: a new number, the old one retired

  // Console: articles of every category, categories (the main menu), home banners, tags (role editor; admin
  // may too). Saves sanitize HTML and clear the public caches; a future publishAt schedules (server/jobs/publish.ts).
  'admin/article/list': adminArticleList, // path, status (draft|published|scheduled), keyword
  'admin/article/options': adminArticleOptions, // categories and tags for the form
  'admin/article/get/:id': adminArticleGet,
  'admin/article/preview/:id': adminArticlePreview, // the public detail, drafts too (staff only)
  'admin/article/save': adminArticleSave, // status=draft|published, optional publishAt
  'admin/article/publish': adminArticlePublish, // bulk: ids[], status=published|draft
  'admin/article/delete/:id': adminArticleDelete, // refused for a journal issue's paper
  'admin/category/list': adminCategoryList,
  'admin/category/save': adminCategorySave,
  'admin/category/sort': adminCategorySort, // ids[] of siblings in menu order
  'admin/category/delete/:id': adminCategoryDelete, // refused while it has articles or children
  'admin/banner/list': adminBannerList,
  'admin/banner/get/:id': adminBannerGet,
  'admin/banner/save': adminBannerSave,
  'admin/banner/delete/:id': adminBannerDelete,
  'admin/tag/list': adminTagList,
  'admin/tag/get/:id': adminTagGet,
  'admin/tag/save': adminTagSave,
  'admin/tag/delete/:id': adminTagDelete,
  'admin/upload/image': adminUploadImage, // raw body (octet-stream): JPEG/PNG/GIF/WebP by its bytes, up to 5 MB

  // The staff console (docs/product.md §10): every endpoint names its roles (server/modules/admin/guard.ts);
  // a learner or a wrong role gets Code.Forbidden. One block per kind of content.
  'admin/me': adminMe, // any staff: name, phone, roles
  'admin/dashboard': adminDashboard, // any staff: the console home's numbers for their roles
  'admin/staff/list': adminStaffList, // admin: people holding a role
  'admin/staff/save': adminStaffSave, // admin: grant and revoke roles by phone (one audit row each)
  'admin/audit/list': adminAuditList, // admin: the audit trail, newest first (read only: nothing edits it)
  'admin/audit/options': adminAuditOptions, // admin: staff and kinds for the filters
  'admin/audit/csv': adminAuditCsv, // GET, admin: the filtered trail as CSV

  // Console: journals (issues, their papers in order, each with a PDF), case competitions and training-needs
  // surveys (role editor; admin may too). status=draft|published; unpublished ones are on no public page.
  'admin/journal/list': adminJournalList, // year, status, q
  'admin/journal/get/:id': adminJournalGet,
  'admin/journal/save': adminJournalSave, // the issue; papers are saved one at a time below
  'admin/journal/delete/:id': adminJournalDelete, // refused while published
  'admin/journal/paper/save': adminJournalPaperSave, // journalId; no id adds it last
  'admin/journal/paper/move/:id': adminJournalPaperMove, // direction=up|down
  'admin/journal/paper/delete/:id': adminJournalPaperDelete,
  'admin/upload/pdf': adminUploadPdf, // raw body (octet-stream), ?name=: a paper's PDF, checked by its bytes, up to 20 MB
  'admin/activity/list': adminActivityList, // status, q
  'admin/activity/get/:id': adminActivityGet,
  'admin/activity/save': adminActivitySave, // rules sanitized on save
  'admin/activity/delete/:id': adminActivityDelete, // refused once anyone entered
  'admin/demand/list': adminDemandList, // status, q
  'admin/demand/get/:id': adminDemandGet,
  'admin/demand/save': adminDemandSave, // with its questions in order; fixed once anyone answered
  'admin/demand/delete/:id': adminDemandDelete, // refused once anyone answered
  'admin/demand/results/:id': adminDemandResults, // editor: answers counted per question and choice
  'admin/demand/texts/:id': adminDemandTexts, // editor: questionId: one text question's answers, paged
  'admin/demand/csv/:id': adminDemandCsv, // GET, editor: every answer set, one column per question

  // Console: invoice requests (role finance; admin may too). Each decision: audit row + the learner's message
  'admin/invoice/list': adminInvoiceList, // status=pending|issued|rejected|reversed, kind, from/to, q
  'admin/invoice/csv': adminInvoiceCsv, // GET: the filtered requests as CSV
  'admin/invoice/issue/:id': adminInvoiceIssue, // number optional (made from the id); the PDF generated
  'admin/invoice/issue-upload/:id': adminInvoiceIssueUpload, // raw body (octet-stream), ?number=: the PDF of one issued elsewhere
  'admin/invoice/reject/:id': adminInvoiceReject, // reason
  'admin/invoice/reverse/:id': adminInvoiceReverse, // reason: red-letter reversal of an issued one; its items free again
  'admin/invoice/pdf/:id': adminInvoicePdf, // GET: an issued or reversed invoice's PDF

  // Console: gifts, stock and gift orders (role store; admin may too)
  'admin/gift/list': adminGiftList, // status=online|offline, category, q
  'admin/gift/save': adminGiftSave, // no id creates (stock); an edit moves stock by stockChange
  'admin/gift/delete/:id': adminGiftDelete, // refused once any order names it (4670)
  'admin/gift/cover': adminGiftCover, // raw body: the gift's picture, checked by its bytes, up to 5 MB
  'admin/gift/order/list': adminGiftOrderList, // status, giftId, kind, from/to, q
  'admin/gift/order/csv': adminGiftOrderCsv, // GET: status=pending is the warehouse's packing list
  'admin/gift/order/ship/:id': adminGiftOrderShip, // carrier, trackingNo
  'admin/gift/order/cancel/:id': adminGiftOrderCancel, // reason: stock and points back, once

  // Console: people (role admin): find an account, what it holds, its scope, disable and enable it
  'admin/user/list': adminUserList, // q (phone or name), scope, status=active|disabled, staff=1
  'admin/user/get/:id': adminUserGet, // profile, roles, the first page of sign-ups, enrolments, certificates, points, orders
  'admin/user/records/:id': adminUserRecords, // kind=signups|enrolments|certificates|pointsHistory|orders: one of those lists, paged
  'admin/user/scope/:id': adminUserScope, // scope=0..3 (docs/product.md §6); the person gets a message
  'admin/user/disable/:id': adminUserDisable, // ends every session at once; login refused (1002)
  'admin/user/enable/:id': adminUserEnable,

  // Console: notices (role editor): site messages to everyone, a class's roster or a course's learners
  'admin/message/send': adminMessageSend, // audience=everyone|training|course, targetId, title, body, link
  'admin/message/list': adminMessageList, // the notices sent, with recipients counted
  'admin/message/targets': adminMessageTargets, // kind=training|course, q: whom to address
};
