import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeRedirect } from '../../../src/features/account/model/redirect';

describe('sign-in redirects', () => {
  it('sends admins to /admin unless they were on an admin page', () => {
    expect(afterLoginPath('admin', null)).toBe('/admin');
    expect(afterLoginPath('admin', '/profile')).toBe('/admin');
    expect(afterLoginPath('admin', '/admin/hotels')).toBe('/admin/hotels');
  });

  it('sends others to the redirect parameter, else home', () => {
    expect(afterLoginPath('user', '/bookings/12?tab=1#top')).toBe('/bookings/12?tab=1#top');
    expect(afterLoginPath('user', null)).toBe('/');
  });

  it('sends an account that must change its generated password to the profile first', () => {
    expect(afterLoginPath('admin', '/admin/hotels', true)).toBe('/profile?changePassword=1');
    expect(afterLoginPath('user', '/bookings', true)).toBe('/profile?changePassword=1');
  });

  it('never follows a redirect to another origin', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(safeRedirect(bad)).toBeNull();
      expect(afterLoginPath('user', bad)).toBe('/');
    }
  });

  it('builds the login URL with the full original path', () => {
    expect(loginPathFor({ pathname: '/bookings/7', search: '?a=1', hash: '#x' })).toBe('/login?redirect=%2Fbookings%2F7%3Fa%3D1%23x');
  });
});
