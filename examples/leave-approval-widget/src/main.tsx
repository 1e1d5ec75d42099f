import '@staffdesk/ui/styles.css';
import { createTokenStore, StaffdeskProvider, useApi } from '@staffdesk/core';
import { LeaveApprovalWidget } from '@staffdesk/human-resource';
import { type FormEvent, StrictMode, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

// Staffdesk's address. Empty when this app serves /api/v4 itself (a proxy to Staffdesk);
// otherwise this app's origin must be listed in Staffdesk's STAFFDESK_CORS_ORIGINS.
const STAFFDESK_URL = import.meta.env.VITE_STAFFDESK_URL ?? '';

// The Staffdesk session of this app, kept in its localStorage under its own key. Staffdesk
// empties it when the API answers 401 (expired or signed out), and the sign-in shows again.
const tokenStore = createTokenStore({ key: 'leave-embed.staffdesk-token' });

function SignIn() {
  const api = useApi();
  const [problem, setProblem] = useState('');
  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { data } = await api.main.fetchClient.POST('/public/auth/sign-in', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      if (data) tokenStore.setToken(data.accessToken);
      else setProblem('Wrong email or password.');
    } catch {
      setProblem(`Staffdesk at ${STAFFDESK_URL || window.location.origin} did not answer.`);
    }
  }
  return (
    <form className="sd-stack" onSubmit={signIn}>
      <label className="sd-field">
        <span className="sd-label">Email</span>
        <input className="sd-input" name="email" type="email" autoComplete="username" required />
      </label>
      <label className="sd-field">
        <span className="sd-label">Password</span>
        <input className="sd-input" name="password" type="password" required />
      </label>
      {problem ? <p role="alert">{problem}</p> : null}
      <button className="sd-button" type="submit">
        Sign in to Staffdesk
      </button>
    </form>
  );
}

function LeaveApprovals() {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.getToken);
  if (!token) return <SignIn />;
  return (
    <LeaveApprovalWidget
      onDecided={(request, decision) => console.info(`${request.employee.fullName}: ${decision}`)}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffdeskProvider
      config={{
        apiBaseUrls: { main: `${STAFFDESK_URL}/api/v4`, pdf: `${STAFFDESK_URL}/pdf/v4` },
      }}
      tokenStore={tokenStore}
    >
      {/* sd-root gives Staffdesk's font, colours and box sizing to what is inside. */}
      <main className="sd-root" style={{ maxWidth: 720, margin: '2rem auto' }}>
        <h1>Leave approvals</h1>
        <LeaveApprovals />
      </main>
    </StaffdeskProvider>
  </StrictMode>,
);
