import type { ServerConfig } from '../config.js';
import { PRODUCT_VERSION } from '../version.js';

/** What the browser reads from `<script type="application/json" id="staffdesk-config">`. */
export type RuntimeConfig = {
  apiBaseUrls: {
    main: string;
    mainPublic: string;
    payroll: string;
    pdf: string;
    pdfPublic: string;
    report: string;
    notification: string;
  };
  googleClientId?: string;
  mapsApiKey?: string;
  version: string;
  /**
   * The page's language, on signed-out pages: a public link's own (its recipient's), else the
   * one the request's `Accept-Language` prefers. Absent on the signed-in app's pages.
   */
  locale?: 'en' | 'id';
};

export function runtimeConfigFor(config: ServerConfig): RuntimeConfig {
  return {
    apiBaseUrls: {
      main: '/api/v4',
      mainPublic: '/api/v4/public',
      payroll: '/payroll/v4',
      pdf: '/pdf/v4',
      pdfPublic: '/pdf/v4/public',
      report: '/report/v4',
      notification: '/notification/v4',
    },
    ...(config.googleClientId ? { googleClientId: config.googleClientId } : {}),
    ...(config.mapsApiKey ? { mapsApiKey: config.mapsApiKey } : {}),
    version: PRODUCT_VERSION,
  };
}

/** The inert JSON script tag of a config. */
export function runtimeConfigTag(runtimeConfig: RuntimeConfig): string {
  const json = JSON.stringify(runtimeConfig).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="staffdesk-config">${json}</script>`;
}

/** Puts the config into the page as inert JSON (`<` escaped so it cannot close the tag). */
export function injectRuntimeConfig(indexHtml: string, runtimeConfig: RuntimeConfig): string {
  const tag = runtimeConfigTag(runtimeConfig);
  if (indexHtml.includes('<!--staffdesk-config-->')) {
    return indexHtml.replace('<!--staffdesk-config-->', tag);
  }
  return indexHtml.replace('</head>', `${tag}</head>`);
}
