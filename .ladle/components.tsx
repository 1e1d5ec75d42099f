import type { GlobalProvider } from '@ladle/react';
import '../packages/ui/src/styles.css';

/** Every story renders inside `.sd-root`, as the host app does. */
export const Provider: GlobalProvider = ({ children }) => (
  <div className="sd-root" style={{ minHeight: '100%' }}>
    {children}
  </div>
);
