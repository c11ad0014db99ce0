import { auditStories } from './story-audit';

// Split from the right-to-left half so the two run on two workers.
auditStories([
  { theme: 'light', direction: 'ltr', locale: 'fr' },
  { theme: 'dark', direction: 'ltr', locale: 'en' },
]);
