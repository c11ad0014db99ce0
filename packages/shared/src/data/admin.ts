// Data access of the back office: content editing, dashboard, users, settings, image upload,
// contact messages, newsletter subscribers and the activity log.
// What a failed request of the back office means (its screens say it in the reader's language),
// and how long a rate-limited one says to wait: public pages never need them.
export { errorKind, type ErrorKind } from './error-kind';
export {
  admissionKeys,
  authKeys,
  invalidateAdmissions,
  invalidateMessages,
  invalidateEvents,
  invalidateNotices,
  invalidateDocuments,
  invalidateSettings,
  messageKeys,
  profileKeys,
} from './admin-keys';
export { retryAfterMinutes } from './auth/retry-after';
export {
  adminContentQueryOptions,
  fetchAdminContent,
  useAdminContent,
} from './content/get-admin-content';
export {
  contentFormSchema,
  createContent,
  isTranslationStarted,
  missingImageAlts,
  toContentRow,
  translationSchema,
  useCreateContent,
} from './content/create-content';
export type {
  ContentFormInput,
  ContentFormValues,
  TranslationInput,
} from './content/create-content';
export { contentTypeOf, hasVersion, translationLocales } from './content/localize';
export type { TranslationLocale } from './content/localize';
export { updateContent, useUpdateContent } from './content/update-content';
export { deleteContent, useDeleteContent } from './content/delete-content';
export { SLUG_PATTERN, isSlugTakenError, slugify } from './content/slug';
export { displayStatus, isPubliclyVisible, publishedAtFor } from './content/published-at';
export { blogCategories, contentStatuses, contentTypes } from './content/types';
export type { BlogCategory, ContentItem, ContentStatus, ContentType } from './content/types';
export {
  dashboardStatsQueryOptions,
  fetchDashboardStats,
  useDashboardStats,
} from './dashboard/get-dashboard-stats';
export type { DashboardStats } from './dashboard/get-dashboard-stats';
export {
  fetchRecentActivity,
  recentActivityQueryOptions,
  useRecentActivity,
} from './activity/get-recent-activity';
export type {
  ActivityAction,
  ActivityDetails,
  ActivityEntry,
} from './activity/get-recent-activity';
export { fetchProfiles, profilesQueryOptions, useProfiles } from './profiles/get-profiles';
export {
  inviteStaff,
  setUserActive,
  setUserRole,
  useInviteStaff,
  useSetUserActive,
  useSetUserRole,
} from './profiles/manage-staff';
export type { AnyRole, StaffRole } from './profiles/manage-staff';
// Accounts: sign-up setting, password recovery, invitations, password rules.
export {
  authSettingsQueryOptions,
  fetchAuthSettings,
  useAuthSettings,
} from './auth/get-auth-settings';
export type { AuthSettings } from './auth/get-auth-settings';
export { requestPasswordReset, useRequestPasswordReset } from './auth/request-password-reset';
export {
  completeInvitation,
  exchangeRecoveryCode,
  recoveryParams,
  updatePassword,
  useUpdatePassword,
  verifyInvitation,
} from './auth/recovery';
export { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordProblem } from './auth/password-rules';
export type { PasswordProblem } from './auth/password-rules';
export type { Profile } from './profiles/get-profiles';
export * from './settings/reads';
export {
  SettingsSaveError,
  settingProblemOf,
  updateSettings,
  useUpdateSettings,
} from './settings/update-settings';
// The rules of the settings' values, as the database applies them (the form checks before saving).
export {
  MAX_OPENING_HOURS_SLOTS,
  MAX_SETTING_TEXT,
  isHttpsUrl,
  isPhoneNumber,
  isSettingKind,
  settingKinds,
  settingProblem,
  trimSetting,
} from './settings/setting-rules';
export type { SettingKind, SettingProblem } from './settings/setting-rules';
export {
  contactMessagesQueryOptions,
  fetchAllContactMessages,
  fetchContactMessages,
  MESSAGES_PAGE_SIZE,
  useContactMessages,
} from './messages/get-contact-messages';
export type {
  ContactMessage,
  ContactMessagesPage,
  MessageFilter,
} from './messages/get-contact-messages';
export {
  fetchUnreadCount,
  unreadCountQueryOptions,
  useUnreadCount,
} from './messages/get-unread-count';
export { markMessagesHandled, useMarkMessagesHandled } from './messages/mark-messages-handled';
export { deleteMessages, useDeleteMessages } from './messages/delete-messages';
export {
  fetchSubscribers,
  subscribersQueryOptions,
  useSubscribers,
} from './messages/get-newsletter-subscribers';
export type { NewsletterSubscriber } from './messages/get-newsletter-subscribers';
export {
  fetchNewsletterOverview,
  newsletterOverviewQueryOptions,
  useNewsletterOverview,
} from './messages/get-newsletter-summary';
export type {
  NewsletterOverview,
  NewsletterSending,
  NewsletterSummary,
} from './messages/get-newsletter-summary';
export { sendNewsletter, useSendNewsletter } from './messages/send-newsletter';
export { CSV_BOM, csvCell, toCsv } from './messages/csv';
export {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  isAcceptedImage,
  storageFileName,
} from './storage/file-name';
export { shrinkImage } from './storage/shrink-image';
export { uploadContentImage, useUploadContentImage } from './storage/upload-content-image';
export type { DataQueryMeta, MutationHookOptions, QueryHookOptions } from './options';
// Admissions: pre-registrations sent from /inscription, followed by the office.
export {
  admissionRequestsQueryOptions,
  admissionStatuses,
  fetchAdmissionRequests,
  useAdmissionRequests,
} from './admissions/get-admission-requests';
export type {
  AdmissionFilters,
  AdmissionRequest,
  AdmissionStatus,
} from './admissions/get-admission-requests';
export {
  fetchNewAdmissionsCount,
  newAdmissionsCountQueryOptions,
  useNewAdmissionsCount,
} from './admissions/get-new-admissions-count';
export {
  updateAdmissionRequest,
  useUpdateAdmissionRequest,
} from './admissions/update-admission-request';
export type { AdmissionUpdate } from './admissions/update-admission-request';
export {
  admissionLevel,
  admissionLevelIds,
  admissionLevels,
  ageAtSchoolYearStart,
  schoolYearOptions,
} from './admissions/levels';
export type { AdmissionLevel } from './admissions/levels';
// TanStack Query's provider for the back office (the page's own providers have none).
export { QueryScope } from '../live/query-scope';
// Urgent notices: the back office's list and form, and what a visitor sees now.
export {
  NOTICE_MAX_LENGTH,
  adminNoticesQueryOptions,
  deleteNotice,
  fetchAdminNotices,
  noticeFormSchema,
  noticeSaveError,
  saveNotice,
  toNoticeRow,
  useAdminNotices,
  useDeleteNotice,
  useSaveNotice,
} from './notices/manage-notices';
export type { AdminNotice, NoticeFormInput, NoticeFormValues } from './notices/manage-notices';
export { compareNotices, isNoticeRunning, noticeLevels, noticeText } from './notices/notice';
export type { Notice, NoticeLevel } from './notices/notice';
// The school calendar: the back office's list and form.
export {
  adminEventsQueryOptions,
  deleteEvent,
  emptyEventForm,
  eventFormSchema,
  eventLevelChoices,
  eventSaveError,
  fetchAdminEvents,
  instantOf,
  saveEvent,
  toEventForm,
  toEventRow,
  useAdminEvents,
  useDeleteEvent,
  useSaveEvent,
} from './events/manage-events';
export type { AdminEvent, EventFormInput, EventFormValues } from './events/manage-events';
export { eventTexts, lastDayOf, levelNames } from './events/event';
export type { SchoolEvent } from './events/event';

// Documents to download: the back office's list, form, uploads (each a kept version) and deletion.
export {
  DOCUMENT_TITLE_MAX_LENGTH,
  DocumentFileError,
  adminDocumentsQueryOptions,
  checkDocumentFile,
  deleteDocument,
  documentFormSchema,
  documentSaveError,
  fetchAdminDocuments,
  isSchoolYear,
  saveDocument,
  toDocumentRow,
  uploadDocumentFile,
  useAdminDocuments,
  useDeleteDocument,
  useSaveDocument,
  useUploadDocumentFile,
} from './documents/manage-documents';
export type {
  DocumentFileProblem,
  DocumentFormInput,
  DocumentFormValues,
  UploadDocumentFile,
} from './documents/manage-documents';
export {
  DOCUMENT_MAX_BYTES,
  documentCategories,
  documentLanguages,
  documentLevels,
  documentTitle,
  fileTypeLabel,
  formatFileSize,
  newestFile,
} from './documents/document';
export type {
  DocumentCategory,
  DocumentFile,
  DocumentLanguage,
  DocumentLevel,
  SchoolDocument,
} from './documents/document';
