// The site settings' reads, as the public and the back office's data entries both export them.
export { fetchSettings, settingInputType, settingsQueryOptions, useSettings } from './get-settings';
export type { SiteSetting } from './get-settings';
