import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { publicPaths } from '../paths/public-paths';
import { useToken } from '../session/useToken';
import { canEnter, requiresToken, type SectionId } from './flags';
import { useFlags } from './useFlags';

export type SectionGuardProps = {
  section: SectionId;
  /** The not-found or access-denied page shown without the section's flag. */
  denied: ReactNode;
  children?: ReactNode;
};

/**
 * Renders the section when its flag (or super access) is on, else `denied`. Business development
 * also needs a stored token; without one it redirects to the sign-in-required page.
 */
export function SectionGuard({ section, denied, children }: SectionGuardProps) {
  const flags = useFlags();
  const token = useToken();
  if (!canEnter(flags, section)) return <>{denied}</>;
  if (requiresToken(section) && !token)
    return <Navigate to={publicPaths.signInRequired()} replace />;
  return <>{children}</>;
}
