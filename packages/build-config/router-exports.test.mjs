import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apps, routerExports } from './index.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/(\.test\.tsx?|^test-[\w-]+\.tsx?)$/.test(name)) {
      files.push(path);
    }
  }
  return files;
}

// Value imports only: `import type { ... }` costs nothing at run time.
const importPattern = /import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g;

describe('react-router-dom, tree-shaken when shared', () => {
  it('is imported by every app only through the exports its shared copy keeps', () => {
    const allowed = new Set(routerExports);
    const missing = [];
    let imports = 0;
    for (const app of Object.values(apps)) {
      for (const file of sourceFiles(join(repoRoot, app.dir, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(importPattern)) {
          for (const raw of match[1].split(',')) {
            const name = raw.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
            if (!name || raw.trim().startsWith('type ')) continue;
            imports += 1;
            if (!allowed.has(name)) missing.push(`${name} in ${file}`);
          }
        }
        expect(text, `${file} must import react-router-dom by name`).not.toMatch(
          /import\s+\*\s+as\s+\w+\s+from\s+'react-router-dom'/,
        );
      }
    }
    expect(imports).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
