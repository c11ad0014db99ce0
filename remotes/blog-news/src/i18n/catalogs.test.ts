import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ar from './ar.json';
import en from './en.json';

/** Every message id declared in this app's code, with its French default. */
function declaredMessages(dir: string, found = new Map<string, string>()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) declaredMessages(path, found);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(
        /id: '([^']+)',\s*defaultMessage:\s*(?:'([^']*)'|"([^"]*)")/g,
      )) {
        found.set(match[1] ?? '', match[2] ?? match[3] ?? '');
      }
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  const declared = declaredMessages(join(__dirname, '..'));
  it.each([
    ['ar', ar as Record<string, string>],
    ['en', en as Record<string, string>],
  ])(
    '%s has exactly the declared ids, each translated with the same placeholders',
    (_, catalog) => {
      expect(declared.size).toBeGreaterThan(0);
      expect(Object.keys(catalog).sort()).toEqual([...declared.keys()].sort());
      for (const [id, french] of declared) {
        expect(catalog[id]?.trim(), id).toBeTruthy();
        expect(placeholders(catalog[id] ?? ''), id).toEqual(placeholders(french));
      }
    },
  );
});
