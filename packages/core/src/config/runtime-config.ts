/**
 * The page's runtime config. The server injects it into `index.html` as inert JSON:
 * `<script type="application/json" id="staffdesk-config">{...}</script>`, so the
 * Content-Security-Policy needs no inline-script exception.
 */

import { isStaffdeskLocale, type StaffdeskLocale } from '../i18n/locale';

export const RUNTIME_CONFIG_ELEMENT_ID = 'staffdesk-config';

/** Base URLs per service family (product-spec §7), restricted and public where split. */
export type ApiBaseUrls = {
  main: string;
  mainPublic: string;
  payroll: string;
  pdf: string;
  pdfPublic: string;
  report: string;
  notification: string;
};

/** Firebase web config for push messaging (FCM). */
export type FirebaseConfig = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The web-push (VAPID) public key. */
  vapidKey: string;
};

export type RuntimeConfig = {
  apiBaseUrls: ApiBaseUrls;
  googleClientId?: string;
  firebase?: FirebaseConfig;
  mapsApiKey?: string;
  version?: string;
  /** The page's language as the server chose it: a public link's, else the `Accept-Language`. */
  locale?: StaffdeskLocale;
};

/** Partial config, e.g. what an embedding app passes to `StaffdeskProvider`. */
export type RuntimeConfigOverrides = Omit<Partial<RuntimeConfig>, 'apiBaseUrls'> & {
  apiBaseUrls?: Partial<ApiBaseUrls>;
};

export const DEFAULT_API_BASE_URLS: Readonly<ApiBaseUrls> = {
  main: '/api/v4',
  mainPublic: '/api/v4/public',
  payroll: '/payroll/v4',
  pdf: '/pdf/v4',
  pdfPublic: '/pdf/v4/public',
  report: '/report/v4',
  notification: '/notification/v4',
};

const API_FAMILIES = Object.keys(DEFAULT_API_BASE_URLS) as (keyof ApiBaseUrls)[];
const FIREBASE_KEYS = ['apiKey', 'projectId', 'messagingSenderId', 'appId', 'vapidKey'] as const;

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function parseFirebase(value: unknown): FirebaseConfig | undefined {
  if (!isRecord(value)) return undefined;
  const config: Partial<FirebaseConfig> = {};
  for (const key of FIREBASE_KEYS) {
    const entry = nonEmptyString(value[key]);
    if (!entry) return undefined;
    config[key] = entry;
  }
  return config as FirebaseConfig;
}

/**
 * A complete config from anything: missing or malformed entries fall back to the defaults, and
 * optional entries that are empty are left out (so `googleClientId: ''` means "not configured").
 */
export function normalizeRuntimeConfig(input: unknown): RuntimeConfig {
  const raw = isRecord(input) ? input : {};
  const urls = isRecord(raw.apiBaseUrls) ? raw.apiBaseUrls : {};
  const apiBaseUrls = { ...DEFAULT_API_BASE_URLS };
  for (const family of API_FAMILIES) {
    const url = nonEmptyString(urls[family]);
    if (url) apiBaseUrls[family] = url;
  }
  const config: RuntimeConfig = { apiBaseUrls };
  const googleClientId = nonEmptyString(raw.googleClientId);
  if (googleClientId) config.googleClientId = googleClientId;
  const firebase = parseFirebase(raw.firebase);
  if (firebase) config.firebase = firebase;
  const mapsApiKey = nonEmptyString(raw.mapsApiKey);
  if (mapsApiKey) config.mapsApiKey = mapsApiKey;
  const version = nonEmptyString(raw.version);
  if (version) config.version = version;
  if (isStaffdeskLocale(raw.locale)) config.locale = raw.locale;
  return config;
}

/** Reads the injected config; the defaults when the element is missing or not valid JSON. */
export function readRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  const text = doc?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return normalizeRuntimeConfig(undefined);
  try {
    return normalizeRuntimeConfig(JSON.parse(text));
  } catch {
    return normalizeRuntimeConfig(undefined);
  }
}

/** `base` with `overrides` laid over it (API base URLs merged per family). */
export function mergeRuntimeConfig(
  base: RuntimeConfig,
  overrides: RuntimeConfigOverrides | undefined,
): RuntimeConfig {
  if (!overrides) return base;
  const { apiBaseUrls, ...rest } = overrides;
  return normalizeRuntimeConfig({
    ...base,
    ...rest,
    apiBaseUrls: { ...base.apiBaseUrls, ...apiBaseUrls },
  });
}
