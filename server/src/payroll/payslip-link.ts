import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the payslip mail's link works. */
export const PAYSLIP_LINK_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
/** Payslip id (16 bytes), employee id (16), expiry in seconds since 1970 (4), MAC (16). */
const LENGTH = 52;

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
function uuidOf(bytes: Buffer) {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function mac(secret: string, statement: Buffer) {
  return createHmac('sha256', secret)
    .update('payslip-link:')
    .update(statement)
    .digest()
    .subarray(0, 16);
}

/**
 * The token of the payslip mail's link: a statement of which payslip, whose, and until when,
 * with 128 bits of an HMAC of it under the server secret. Nothing is stored; it only points at a
 * payslip behind the employee's own sign-in, it never opens one by itself.
 */
export function payslipLinkToken(
  secret: string,
  statement: { payslipId: string; employeeId: string; expiresAt: Date },
): string {
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(Math.floor(statement.expiresAt.getTime() / 1000));
  const body = Buffer.concat([
    uuidBytes(statement.payslipId),
    uuidBytes(statement.employeeId),
    expiry,
  ]);
  return Buffer.concat([body, mac(secret, body)]).toString('base64url');
}

export type PayslipLinkStatement = { payslipId: string; employeeId: string; expiresAt: Date };

/** What a genuine token states (expired or not), or null for a malformed or tampered one. */
export function readPayslipLinkToken(secret: string, token: string): PayslipLinkStatement | null {
  if (!TOKEN.test(token)) return null;
  const data = Buffer.from(token, 'base64url');
  // Only the one spelling of the bytes (base64url lets the last character's spare bits vary).
  if (data.length !== LENGTH || data.toString('base64url') !== token) return null;
  const body = data.subarray(0, 36);
  if (!timingSafeEqual(data.subarray(36), mac(secret, body))) return null;
  const payslipId = uuidOf(body.subarray(0, 16));
  const employeeId = uuidOf(body.subarray(16, 32));
  if (!UUID.test(payslipId) || !UUID.test(employeeId)) return null;
  return { payslipId, employeeId, expiresAt: new Date(body.readUInt32BE(32) * 1000) };
}
