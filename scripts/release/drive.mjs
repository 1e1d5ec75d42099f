/**
 * The built example against a real Staffdesk server, in Chromium: the app on an origin the
 * server allows (no proxy) decides a request at the client PIC's step on the PIC's behalf, then
 * at HR's step, and the server's state follows; the same app on an origin the server does not
 * allow says what to configure.
 */
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startService } from './processes.mjs';

const PASSWORD = 'demo-staffdesk';
const HR = 'hr@staffdesk.local';
const EMPLOYEE = 'employee@staffdesk.local';

async function api(base, path, { token, ...init } = {}) {
  const response = await fetch(`${base}/api/v4${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const signIn = async (base, email) =>
  (
    await api(base, '/public/auth/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    })
  ).accessToken;

function expectThat(condition, message) {
  if (!condition) throw new Error(message);
}

export async function startStaffdesk(root, allowedOrigin) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startService(
    'Staffdesk server',
    'npx',
    ['tsx', '--conditions=@staffdesk/source', 'src/main.ts'],
    {
      url: `${url}/api/v4/public/health`,
      cwd: join(root, 'server'),
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        NODE_ENV: 'development',
        DATABASE_URL: '',
        STAFFDESK_DATA_DIR: 'memory://',
        STAFFDESK_PUBLIC_URL: url,
        STAFFDESK_CORS_ORIGINS: allowedOrigin,
        SMTP_URL: '',
        GOOGLE_CLIENT_ID: '',
        LOG_LEVEL: 'warn',
      },
    },
  );
  return { url, stop: service.stop };
}

/** Serves the built app with `vite preview` (the app's own Vite) on a loopback port. */
export async function previewApp(app, port) {
  return startService(
    `vite preview on ${port}`,
    'npx',
    [
      '--no-install',
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { url: `http://127.0.0.1:${port}/`, cwd: app, timeoutMs: 30_000 },
  );
}

export async function driveWidget({ staffdesk, allowed, refused }) {
  // A request of the demo employee, at the step of their client's PIC.
  const employeeToken = await signIn(staffdesk, EMPLOYEE);
  const created = await api(staffdesk, '/me/leave-requests', {
    method: 'POST',
    token: employeeToken,
    body: JSON.stringify({
      type: 'annual',
      startDate: '2026-12-15',
      endDate: '2026-12-16',
      reason: 'Registry rehearsal: family visit',
    }),
  });
  const pic = created.approvals[0];
  expectThat(
    pic?.approverType === 'pic',
    `The demo request starts at ${pic?.approverType}, not a PIC`,
  );
  const hrToken = await signIn(staffdesk, HR);
  const stateOf = () => api(staffdesk, `/leave-requests/${created.id}`, { token: hrToken });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ locale: 'en-US' });
    const decided = [];
    page.on('console', (message) => {
      if (message.type() === 'info') decided.push(message.text());
    });
    await page.goto(allowed);
    await page.getByLabel('Email').fill(HR);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in to Staffdesk' }).click();

    const row = page.getByRole('listitem', { name: /^Agus Pratama, Annual leave,/ });
    await row.getByText(`Waits for ${pic.approverName} (client PIC)`).waitFor();
    await row.getByText('Registry rehearsal: family visit').waitFor();

    // Reject needs a reason, said before anything is sent.
    await row
      .getByRole('button', { name: `Reject on behalf of ${pic.approverName} (client PIC)` })
      .click();
    await row.getByText('Say why you reject, so the employee understands.').waitFor();
    expectThat(
      (await stateOf()).approvals[0].decision === 'pending',
      'Reject without a reason changed the request',
    );

    await row
      .getByRole('button', { name: `Approve on behalf of ${pic.approverName} (client PIC)` })
      .click();
    await page.getByRole('status').getByText('You approved Agus Pratama’s leave.').waitFor();
    const afterPic = await stateOf();
    expectThat(
      afterPic.approvals[0].decision === 'approved' &&
        afterPic.approvals[1]?.decision === 'pending',
      `After the on-behalf approval: ${JSON.stringify(afterPic.approvals)}`,
    );

    // Now it waits for HR: a plain Approve.
    await page.reload();
    const again = page.getByRole('listitem', { name: /^Agus Pratama, Annual leave,/ });
    await again.getByText('Waits for HR (HR)').waitFor();
    await again.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('status').getByText('You approved Agus Pratama’s leave.').waitFor();
    await again.waitFor({ state: 'detached' });
    const final = await stateOf();
    expectThat(final.status === 'approved', `The request is ${final.status}, not approved`);
    expectThat(decided.length === 2, `onDecided heard ${decided.length} decisions, not 2`);

    // The same app on an origin Staffdesk does not allow: the widget says what to configure.
    const other = await browser.newPage({ locale: 'en-US' });
    await other.addInitScript((token) => {
      localStorage.setItem('leave-embed.staffdesk-token', token);
    }, hrToken);
    await other.goto(refused);
    await other
      .getByText(`ask for ${new URL(refused).origin} to be added to STAFFDESK_CORS_ORIGINS`)
      .waitFor();
  } finally {
    await browser.close();
  }
}
