import { describe, expect, it } from 'vitest';
import { appNames, apps, isAppName, portOf } from './apps.mjs';

describe('apps', () => {
  it('gives every app its fixed port, overridable by environment', () => {
    expect(portOf('shell', {})).toBe(3000);
    expect(portOf('admin', {})).toBe(3005);
    expect(portOf('home', { PORT_HOME: '4101' })).toBe(4101);
    expect(() => portOf('home', { PORT_HOME: 'abc' })).toThrow(/PORT_HOME/);
  });

  it('lists every app once, the shell first, then the remotes', () => {
    expect(appNames).toEqual(Object.keys(apps));
  });

  it('uses distinct ports and valid Module Federation names', () => {
    const ports = Object.keys(apps)
      .filter(isAppName)
      .map((name) => portOf(name, {}));
    expect(new Set(ports).size).toBe(ports.length);
    for (const app of Object.values(apps)) expect(app.mfName).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
  });
});
