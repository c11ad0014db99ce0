import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ar from './ar.json';
import en from './en.json';

const srcDir = join(__dirname, '..');

function messageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return messageFiles(path);
    return /messages\.ts$/.test(name) ? [path] : [];
  });
}

const declared = new Map<string, string>();
for (const file of messageFiles(srcDir)) {
  const pattern =
    /id:\s*'([^']+)',\s*defaultMessage:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
    declared.set(match[1]!, (match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1'));
  }
}

describe('admin catalogs', () => {
  it('declares messages and has exactly those ids in Arabic and English', () => {
    expect(declared.size).toBeGreaterThan(150);
    const ids = [...declared.keys()].sort();
    expect(Object.keys(ar).sort()).toEqual(ids);
    expect(Object.keys(en).sort()).toEqual(ids);
  });

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
    expect(declared.get('admin.common.loading')).toBe('Chargement...');
    expect(declared.get('admin.settings.save')).toBe('Enregistrer les modifications');
  });
});
