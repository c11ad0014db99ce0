// What the notice banner needs to draw the running notices (their text in the page's language,
// their order, their end, a visitor's dismissals): loaded with the banner's own chunk, only on a
// page where a notice runs. Not a shared module: the shell bundles it (the back office takes the
// same rules from data/admin).
export {
  NOTICE_DISMISSED_ATTRIBUTE,
  NOTICE_DISMISSED_STORAGE_KEY,
  compareNotices,
  isNoticeRunning,
  noticeDismissKey,
  noticeText,
  readDismissedNotices,
  rememberDismissedNotice,
} from './notices/notice';
export type { Notice, NoticeLevel } from './notices/notice';
