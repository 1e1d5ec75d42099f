import '@staffdesk/ui/styles.css';
import './host.css';
import { FrameRefusal, refuseFraming } from '@staffdesk/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const root = createRoot(document.getElementById('root')!);

// The server already forbids framing (CSP frame-ancestors, X-Frame-Options); this covers a
// browser that ignores both. Framed, the app never renders.
if (refuseFraming(window)) {
  root.render(<FrameRefusal />);
} else {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
