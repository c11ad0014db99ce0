import { routeTable, type RouteTableEntry } from '@school/platform/route-table';
import { remoteModuleIds } from '../lib/remote-modules';
import { moduleIdOf } from './route-table';

describe('route table and typed remote modules', () => {
  it('types the module of every remote the route table mounts', () => {
    for (const entry of routeTable) {
      expect(remoteModuleIds).toContain(moduleIdOf(entry));
    }
  });

  it('refuses an entry whose module has no published type', () => {
    const untyped: RouteTableEntry = { ...routeTable[0]!, remote: 'gallery', module: './App' };
    expect(() => moduleIdOf(untyped)).toThrow(/gallery\/App is in the route table but not typed/);
  });
});
