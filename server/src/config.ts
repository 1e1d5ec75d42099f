import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The development secret. A production server refuses to start with it. */
export const DEFAULT_SECRET = 'staffdesk-development-secret-change-me';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().url().optional(),
  STAFFDESK_DATA_DIR: z.string().default('./.data'),
  STAFFDESK_SECRET: z.string().default(DEFAULT_SECRET),
  STAFFDESK_PUBLIC_URL: z.string().url().optional(),
  STAFFDESK_HOST_DIST: z.string().optional(),
  STAFFDESK_SEED_DEMO: z.enum(['true', 'false']).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  MAPS_API_KEY: z.string().optional(),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  GOOGLE_USERINFO_URL: z.string().url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Staffdesk <no-reply@staffdesk.local>'),
  STAFFDESK_DEMO_PASSWORD: z.string().min(1).default('demo-staffdesk'),
  STAFFDESK_BLOB_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  STAFFDESK_CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

export type ServerConfig = {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  secret: string;
  publicUrl: string;
  hostDist?: string;
  seedDemo: boolean;
  googleClientId?: string;
  mapsApiKey?: string;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  googleUserinfoUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  demoPassword: string;
  /**
   * The reverse proxies (addresses or CIDRs) whose `X-Forwarded-For` names the client; empty
   * trusts none, so the client is the address that connected.
   */
  trustProxy: string[];
  /** Origins of other apps whose pages may call the API from the browser (exact, no wildcard). */
  corsOrigins: string[];
  /** Folder of the local blob store (uploads, generated files); `memory://` in tests. */
  blobDir: string;
};

export class ConfigError extends Error {}

/** An address, a CIDR range, or one of proxy-addr's names for a group of ranges. */
function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (version === 4 ? 32 : 128);
}

/** Reads and validates the environment. Throws a ConfigError that names every bad variable. */
/** `https://portal.example.co.id` or `http://127.0.0.1:5173`: what a browser sends as `Origin`. */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start` uses the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = (e.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const badProxy = trustProxy.find((entry) => !isProxyAddress(entry));
  if (badProxy) {
    throw new ConfigError(
      `Invalid configuration:\n  TRUST_PROXY: "${badProxy}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal.`,
    );
  }
  const corsOrigins = (e.STAFFDESK_CORS_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const badOrigin = corsOrigins.find((entry) => !isExactOrigin(entry));
  if (badOrigin) {
    throw new ConfigError(
      `Invalid configuration:\n  STAFFDESK_CORS_ORIGINS: "${badOrigin}" is not an exact origin like https://portal.example.co.id (scheme, host and port only; no wildcard, no path).`,
    );
  }
  const production = e.NODE_ENV === 'production';
  if (production && (e.STAFFDESK_SECRET === DEFAULT_SECRET || e.STAFFDESK_SECRET.length < 32)) {
    throw new ConfigError(
      'Refusing to start in production with the default or a short STAFFDESK_SECRET: set it to at least 32 random characters.',
    );
  }
  if (production && e.STAFFDESK_SEED_DEMO === 'true') {
    throw new ConfigError('Refusing to seed demo data in production (STAFFDESK_SEED_DEMO=true).');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.STAFFDESK_DATA_DIR === 'memory://' ? 'memory://' : resolve(e.STAFFDESK_DATA_DIR),
    secret: e.STAFFDESK_SECRET,
    publicUrl: e.STAFFDESK_PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    hostDist: e.STAFFDESK_HOST_DIST,
    seedDemo: production ? false : e.STAFFDESK_SEED_DEMO !== 'false',
    googleClientId: e.GOOGLE_CLIENT_ID || undefined,
    mapsApiKey: e.MAPS_API_KEY || undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    corsOrigins,
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
    googleUserinfoUrl: e.GOOGLE_USERINFO_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demoPassword: e.STAFFDESK_DEMO_PASSWORD,
    blobDir:
      e.STAFFDESK_BLOB_DIR ??
      (e.STAFFDESK_DATA_DIR === 'memory://' ? 'memory://' : resolve(e.STAFFDESK_DATA_DIR, 'blobs')),
  };
}
