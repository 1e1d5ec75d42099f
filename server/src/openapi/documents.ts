import type { StaffdeskApp } from '../app.js';

/** The service families, each published as its own OpenAPI document under openapi/v4/. */
export const SERVICE_FAMILIES = [
  { name: 'main', prefix: '/api/v4', title: 'Staffdesk main API' },
  { name: 'payroll', prefix: '/payroll/v4', title: 'Staffdesk payroll API' },
  { name: 'pdf', prefix: '/pdf/v4', title: 'Staffdesk PDF and timesheet generator' },
  { name: 'report', prefix: '/report/v4', title: 'Staffdesk reporting API' },
  { name: 'notification', prefix: '/notification/v4', title: 'Staffdesk notification API' },
] as const;

type OpenApiDocument = {
  info: Record<string, unknown>;
  paths?: Record<string, unknown>;
  [key: string]: unknown;
};

/**
 * Splits the server's one OpenAPI document into one per service family that has routes, with
 * paths relative to the family's base URL (so each family can be deployed on its own host).
 */
export function familyDocuments(app: StaffdeskApp): Record<string, OpenApiDocument> {
  const whole = app.swagger() as unknown as OpenApiDocument;
  const out: Record<string, OpenApiDocument> = {};
  for (const family of SERVICE_FAMILIES) {
    const prefix = family.prefix;
    const paths = Object.fromEntries(
      Object.entries(whole.paths ?? {})
        .filter(([path]) => path.startsWith(`${prefix}/`))
        .map(([path, item]) => [path.slice(prefix.length), item] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    if (Object.keys(paths).length === 0) continue;
    out[family.name] = {
      ...whole,
      info: { ...whole.info, title: family.title },
      servers: [{ url: prefix, description: 'Relative to the deployment of this service family' }],
      paths,
    };
  }
  return out;
}
