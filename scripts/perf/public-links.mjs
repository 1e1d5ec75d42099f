/**
 * Real public links for `perf-mobile.mjs`, made through the API of a throwaway server with demo
 * data, the way a person gets them: the action that sends the mail, then the link read from the
 * outbox. One function per kind of link; each takes the server's base URL and returns a path.
 */
const DEMO_PASSWORD = 'demo-staffdesk';

async function call(baseUrl, method, path, { token, body } = {}) {
  const res = await fetch(`${baseUrl}/api/v4${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function signIn(baseUrl, email) {
  const { accessToken } = await call(baseUrl, 'POST', '/public/auth/sign-in', {
    body: { email, password: DEMO_PASSWORD },
  });
  return accessToken;
}

/** The first link in the newest mail whose body has a link of this shape. */
async function linkFromOutbox(baseUrl, pattern) {
  const token = await signIn(baseUrl, 'admin@staffdesk.local');
  const { items } = await call(baseUrl, 'GET', '/outbox?pageSize=50', { token });
  for (const mail of items) {
    const found = mail.body.match(pattern);
    if (found) return new URL(found[0].replaceAll('&amp;', '&')).pathname;
  }
  throw new Error(`No mail in the outbox has a link like ${pattern}.`);
}

/** A weekday at least five weeks ahead (past any notice rule), as YYYY-MM-DD. */
function weekdayAhead() {
  const day = new Date(Date.now() + 35 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The demo employee asks for a day of annual leave; the client PIC's approval link. */
export async function leaveApprovalLink(baseUrl) {
  const token = await signIn(baseUrl, 'employee@staffdesk.local');
  const date = weekdayAhead();
  await call(baseUrl, 'POST', '/me/leave-requests', {
    token,
    body: { type: 'annual', startDate: date, endDate: date, reason: 'Family visit' },
  });
  return linkFromOutbox(
    baseUrl,
    /https?:\/\/[^\s"'<>]+\/leaves\/[^\s"'<>/]+\/approvalby\/[^\s"'<>]+/,
  );
}
