import { describe, expect, it, vi } from 'vitest';
import type { HostKind } from '../config/host';
import { demoNavigate, needsPageLoad } from './demo-navigate';

describe('needsPageLoad: from a static-first public page into another page, the browser loads it', () => {
  it.each<[HostKind, string, string, boolean]>([
    ['public', '/contact', '/manager', true],
    ['public', '/', '/user', true],
    ['public', '/properties', '/admin-emails?folder=sent', true],
    ['public', '/faq', '/login', true],
    ['public', '/contact', '/properties', false],
    ['public', '/login', '/manager', false],
    ['public', '/manager', '/user', false],
    ['admin', '/faq', '/dashboard', false],
  ])('%s host, %s -> %s: %s', (host, from, to, expected) => {
    expect(needsPageLoad(host, from, to)).toBe(expected);
  });
});

describe("demoNavigate: the Demo controls' sign-in", () => {
  const setup = (pathname: string, host: HostKind = 'public') => {
    const navigate = vi.fn();
    const location = { pathname, assign: vi.fn(), replace: vi.fn() };
    return { navigate, location, go: demoNavigate(navigate, host, location) };
  };

  it('from a public page into the console: a page load, replacing the entry when asked', () => {
    const { navigate, location, go } = setup('/contact');
    void go('/manager', { replace: true });
    expect(location.replace).toHaveBeenCalledWith('/manager');
    void go({ pathname: '/user', search: '?x=1' });
    expect(location.assign).toHaveBeenCalledWith('/user?x=1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("elsewhere: the router's move, as asked", () => {
    const { navigate, location, go } = setup('/login');
    void go('/manager', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/manager', { replace: true });
    void go(-1);
    expect(navigate).toHaveBeenLastCalledWith(-1);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.replace).not.toHaveBeenCalled();
  });
});
