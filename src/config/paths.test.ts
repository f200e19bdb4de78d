import { describe, expect, it } from 'vitest';
import { canonicalPath, PATHS, PORTAL_SIGN_IN, REQUEST_PORTAL_ACCESS, SERVICE_NAV, TOP_NAV } from './paths';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/faq', '/faq'],
    ['/FAQ', '/faq'],
    ['/faq/', '/faq'],
    ['/About-Us//', '/about-us'],
    ['/article/market-trends-1/', '/article/market-trends-1'],
    ['/Article/Some-ID', '/article/Some-ID'],
    ['/admin-emails/view/E-1/', '/admin-emails/view/E-1'],
    ['//faq/', '/faq'],
    ['//', '/'],
    ['///example.com//', '/example.com'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe('navigation', () => {
  it("has the top items in order, Services as a dropdown, 'Properties' right after it, then 'Sign in'", () => {
    expect(TOP_NAV.map((i) => [i.label, i.path ?? 'dropdown'])).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Community Blog', '/community-blog'],
      ['Services', 'dropdown'],
      ['Properties', '/properties'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Sign in', '/login'],
    ]);
  });

  it('lists the seven service pages with their labels', () => {
    expect(SERVICE_NAV.map((s) => `${s.label} ${s.path}`)).toEqual([
      'Rent Collection & Accounting /rent-collection',
      'Tenant Management /tenant-management',
      'Property Management /property-management',
      'Assessment of Rent & Service Charges /assessment',
      'MRI & Filing /mri-filing',
      'Property Marketing /property-marketing',
      'Project Management /project-management',
    ]);
  });

  it("names the portal's ways in: its sign-in at /login, 'Request portal access' at /signup", () => {
    expect(PORTAL_SIGN_IN).toEqual({ label: 'Sign in to the portal', path: '/login' });
    expect(REQUEST_PORTAL_ACCESS).toEqual({ label: 'Request portal access', path: '/signup' });
  });

  it('builds item links with encoded ids', () => {
    expect(PATHS.article('a b')).toBe('/article/a%20b');
    expect(PATHS.adminEmail('e-1')).toBe('/admin-emails/view/e-1');
    expect(PATHS.adminContact('c-1')).toBe('/admin-contacts/view/c-1');
  });
});
