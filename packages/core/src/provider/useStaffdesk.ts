import { useContext } from 'react';
import { type RuntimeConfig, readRuntimeConfig } from '../config/runtime-config';
import { StaffdeskContext, type StaffdeskContextValue } from './context';

/** Config, token store and query client of the enclosing `<StaffdeskProvider>`. */
export function useStaffdesk(): StaffdeskContextValue {
  const value = useContext(StaffdeskContext);
  if (!value) throw new Error('useStaffdesk() needs a <StaffdeskProvider> around the component.');
  return value;
}

/** The typed v4 API clients of the enclosing `<StaffdeskProvider>`. */
export function useApi() {
  return useStaffdesk().api;
}

let pageConfig: RuntimeConfig | undefined;

/** The provider's runtime config; outside a provider, the page's (read once). */
export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(StaffdeskContext);
  if (value) return value.config;
  pageConfig ??= readRuntimeConfig();
  return pageConfig;
}
