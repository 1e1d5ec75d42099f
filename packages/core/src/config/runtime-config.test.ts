import { afterEach, describe, expect, it } from 'vitest';
import { mergeRuntimeConfig, readRuntimeConfig } from './runtime-config';

const DEFAULT_URLS = {
  main: '/api/v4',
  mainPublic: '/api/v4/public',
  payroll: '/payroll/v4',
  pdf: '/pdf/v4',
  pdfPublic: '/pdf/v4/public',
  report: '/report/v4',
  notification: '/notification/v4',
};

function inject(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'staffdesk-config';
  script.textContent = json;
  document.head.appendChild(script);
}

describe('readRuntimeConfig', () => {
  afterEach(() => {
    document.getElementById('staffdesk-config')?.remove();
  });

  it('gives the default service family URLs when the page has no config', () => {
    expect(readRuntimeConfig()).toEqual({ apiBaseUrls: DEFAULT_URLS });
  });

  it('reads the JSON the server injects', () => {
    inject(
      JSON.stringify({
        apiBaseUrls: { main: 'https://api.example/api/v4' },
        googleClientId: 'client-1.apps.googleusercontent.com',
        mapsApiKey: 'maps',
        version: '4.95.202.725',
        firebase: {
          apiKey: 'k',
          projectId: 'p',
          messagingSenderId: 's',
          appId: 'a',
          vapidKey: 'v',
        },
      }),
    );
    const config = readRuntimeConfig();
    expect(config.apiBaseUrls).toEqual({ ...DEFAULT_URLS, main: 'https://api.example/api/v4' });
    expect(config.googleClientId).toBe('client-1.apps.googleusercontent.com');
    expect(config.firebase?.vapidKey).toBe('v');
    expect(config.mapsApiKey).toBe('maps');
  });

  it('leaves out empty or incomplete optional entries', () => {
    inject(JSON.stringify({ googleClientId: '', firebase: { apiKey: 'k' } }));
    const config = readRuntimeConfig();
    expect(config.googleClientId).toBeUndefined();
    expect(config.firebase).toBeUndefined();
  });

  it('falls back to the defaults on broken JSON', () => {
    inject('{not json');
    expect(readRuntimeConfig()).toEqual({ apiBaseUrls: DEFAULT_URLS });
  });
});

describe('mergeRuntimeConfig', () => {
  it('lays overrides over the base, URL by URL', () => {
    const merged = mergeRuntimeConfig(
      { apiBaseUrls: DEFAULT_URLS, googleClientId: 'g' },
      { apiBaseUrls: { payroll: 'https://payroll.example/payroll/v4' }, mapsApiKey: 'm' },
    );
    expect(merged.apiBaseUrls.payroll).toBe('https://payroll.example/payroll/v4');
    expect(merged.apiBaseUrls.main).toBe('/api/v4');
    expect(merged.googleClientId).toBe('g');
    expect(merged.mapsApiKey).toBe('m');
  });
});
