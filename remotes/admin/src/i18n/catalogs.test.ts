import { extractMessages } from '@school/build-config/i18n';
import en from './en.json';
import ar from './ar.json';

// What the code declares, read by formatjs' own extractor (no second reader of the sources
// here). That every id is in ar.json and en.json with the French's structure is build-config's
// catalog check (formatjs verify, for every app); this file holds the back office's own: the
// seed's words.
const declared = new Map(
  Object.entries(extractMessages('remotes/admin')).map(([id, message]) => [
    id,
    message.defaultMessage,
  ]),
);

describe('admin catalogs', () => {
  it('holds the seed’s English strings exactly', () => {
    const english = Object.values(en);
    for (const text of [
      'Signing in...',
      'Create Account',
      'Creating account...',
      'Sign In Failed',
      'Sign Up Successful',
      'Please check your email to verify your account.',
      'Signed Out',
      'You have been signed out successfully.',
      'Sign Out Failed',
      'Loading...',
      'No content found. Create your first post!',
      'Are you sure you want to delete this content?',
      'Content created successfully',
      'Content updated successfully',
      'Content deleted successfully',
      'Failed to load content',
      'Failed to save content',
      'Failed to delete content',
      'Failed to load users',
      'No users found',
      'Failed to load settings',
      'Failed to save settings',
      'Settings updated successfully',
      'No settings found',
      'Save Changes',
      'Total Content',
      'Published Content',
      'Total Users',
      'Site Settings',
    ]) {
      expect(english).toContain(text);
    }
  });

  it('translates every message: Arabic is written in Arabic, French differs from English where words do', () => {
    for (const [id, text] of Object.entries(ar)) {
      expect(text, id).toMatch(/[\u0600-\u06FF]/);
    }
    expect(declared.size).toBeGreaterThan(150);
    expect(declared.get('admin.common.loading')).toBe('Chargement...');
    expect(declared.get('admin.settings.save')).toBe('Enregistrer les modifications');
  });
});
