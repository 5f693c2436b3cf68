import { describe, expect, it } from 'vitest';
import { isBarePath } from '../src/remotes/layout';

describe('shell frame', () => {
  it('leaves out the site header and footer only on the routes of a bare remote', () => {
    const registry = {
      remotes: [
        { name: 'mf_admin', entry: '/x.js', routes: ['/admin', '/admin/packages/:id'], access: 'admin' as const, layout: 'bare' as const },
        { name: 'mf_hotels', entry: '/y.js', routes: ['/hotels'] },
      ],
    };
    expect(isBarePath(registry, '/admin')).toBe(true);
    expect(isBarePath(registry, '/admin/packages/abc')).toBe(true);
    expect(isBarePath(registry, '/hotels')).toBe(false);
    expect(isBarePath(registry, '/administrator')).toBe(false);
  });
});
