import { auditStories } from './story-audit';

auditStories([
  { theme: 'light', direction: 'rtl', locale: 'ar' },
  { theme: 'dark', direction: 'rtl', locale: 'ar' },
]);
