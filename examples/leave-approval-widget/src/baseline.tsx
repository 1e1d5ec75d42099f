// The same app without the widget: React, react-query, core's provider and the stylesheet.
// The rehearsal builds both and prints the difference as the widget's cost.
import '@staffdesk/ui/styles.css';
import { StaffdeskProvider } from '@staffdesk/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffdeskProvider>
      <main className="sd-root">
        <h1>Leave approvals</h1>
      </main>
    </StaffdeskProvider>
  </StrictMode>,
);
