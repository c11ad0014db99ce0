// Data access of the back office: content editing, dashboard, users, settings, image upload.
export {
  adminContentQueryOptions,
  fetchAdminContent,
  useAdminContent,
} from './content/get-admin-content';
export {
  contentFormSchema,
  createContent,
  toContentRow,
  useCreateContent,
} from './content/create-content';
export type { ContentFormInput, ContentFormValues } from './content/create-content';
export { updateContent, useUpdateContent } from './content/update-content';
export { deleteContent, useDeleteContent } from './content/delete-content';
export {
  dashboardStatsQueryOptions,
  fetchDashboardStats,
  useDashboardStats,
} from './dashboard/get-dashboard-stats';
export type { DashboardStats } from './dashboard/get-dashboard-stats';
export { fetchProfiles, profilesQueryOptions, useProfiles } from './profiles/get-profiles';
export type { Profile } from './profiles/get-profiles';
export { updateSettings, useUpdateSettings } from './settings/update-settings';
export {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  isAcceptedImage,
  storageFileName,
} from './storage/file-name';
export { uploadContentImage, useUploadContentImage } from './storage/upload-content-image';
