import { describe, expect, it } from 'vitest';
import { DEFAULTS, deriveAdminUrl, derivePublicUrl, isAdminHostname, readConfig } from './env';

describe('readConfig', () => {
  it('uses the documented defaults when nothing is configured', () => {
    const config = readConfig({}, 'http://localhost:5173');
    expect(config).toEqual({
      apiBase: 'http://localhost:5000',
      socialAuthBase: 'http://localhost:8787',
      adminHostPrefix: 'admin.',
      adminUrl: 'http://admin.localhost:5173',
      publicUrl: 'http://localhost:5173',
      recaptchaSiteKey: '',
      mapsEmbedUrl: DEFAULTS.mapsEmbedUrl,
      apiMocking: false,
      demoLatencyMs: 250,
      siteUrl: 'https://example.com',
    });
  });

  it.each([
    ['https://kisii-pm.co.ke/', 'https://kisii-pm.co.ke'],
    ['not a url', 'https://example.com'],
    ['javascript:alert(1)', 'https://example.com'],
  ])('takes the site address %s as %s (canonical links, sitemap)', (value, expected) => {
    expect(readConfig({ VITE_SITE_URL: value }).siteUrl).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['40', 40],
    [' ', 250],
    ['fast', 250],
    ['-5', 250],
    ['1.5', 250],
  ])("takes the demo's latency %j as %i ms", (value, expected) => {
    expect(readConfig({ VITE_DEMO_LATENCY_MS: value }).demoLatencyMs).toBe(expected);
  });

  it('serves social sign-in from the app itself in mock mode', () => {
    expect(readConfig({ VITE_API_MOCKING: 'true' }, 'http://localhost:4173').socialAuthBase).toBe(
      'http://localhost:4173',
    );
  });

  it('takes every variable from the environment, trimming trailing slashes', () => {
    const config = readConfig(
      {
        VITE_API_BASE: 'https://api.example.com/',
        VITE_SOCIAL_AUTH_BASE: 'https://auth.example.com',
        VITE_ADMIN_URL: 'https://staff.example.com/',
        VITE_ADMIN_HOST_PREFIX: 'staff.',
        VITE_RECAPTCHA_SITE_KEY: ' key-123 ',
        VITE_MAPS_EMBED_URL: 'https://maps.example.com/embed',
        VITE_API_MOCKING: 'false',
      },
      'https://example.com',
    );
    expect(config).toMatchObject({
      apiBase: 'https://api.example.com',
      socialAuthBase: 'https://auth.example.com',
      adminUrl: 'https://staff.example.com',
      publicUrl: 'https://example.com',
      adminHostPrefix: 'staff.',
      recaptchaSiteKey: 'key-123',
      mapsEmbedUrl: 'https://maps.example.com/embed',
      apiMocking: false,
    });
  });

  it.each([
    ['http://localhost:5173', 'http://admin.localhost:5173'],
    ['http://localhost:4173', 'http://admin.localhost:4173'],
    ['http://admin.localhost:4173', 'http://admin.localhost:4173'],
    ['https://example.co.ke', 'https://admin.example.co.ke'],
  ])('derives the admin URL of %s as %s', (origin, admin) => {
    expect(deriveAdminUrl(origin, 'admin.')).toBe(admin);
    expect(readConfig({}, origin).adminUrl).toBe(admin);
  });

  it.each([
    ['admin.localhost', true],
    ['ADMIN.localhost', true],
    ['localhost', false],
    ['myadmin.localhost', false],
  ])('isAdminHostname(%s) is %s', (host, expected) => {
    expect(isAdminHostname(host, 'admin.')).toBe(expected);
  });

  it('derives the public URL by taking the prefix off', () => {
    expect(derivePublicUrl('http://admin.localhost:4173', 'admin.')).toBe('http://localhost:4173');
  });
});
