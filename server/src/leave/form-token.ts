import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(secret: string, id: string) {
  return createHmac('sha256', secret).update(`leave-form:${id}`).digest().subarray(0, 16);
}

/**
 * The download token of an approved request's leave form: the request id and 128 bits of an
 * HMAC of it under the server secret, so nothing is stored and it can be shown again in
 * self-service. It only works while the request stays approved.
 */
export function formTokenFor(secret: string, requestId: string): string {
  const id = Buffer.from(requestId.replaceAll('-', ''), 'hex');
  return Buffer.concat([id, mac(secret, requestId)]).toString('base64url');
}

/** The request id of a valid token, or null. */
export function requestIdOfFormToken(secret: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const data = Buffer.from(token, 'base64url');
  if (data.length !== 32) return null;
  const hex = data.subarray(0, 16).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  if (!UUID.test(id)) return null;
  return timingSafeEqual(data.subarray(16), mac(secret, id)) ? id : null;
}
