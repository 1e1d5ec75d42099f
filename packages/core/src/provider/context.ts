import type { ApiClients } from '@staffdesk/api';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import type { TokenStore } from '../session/token-store';

export type StaffdeskContextValue = {
  config: RuntimeConfig;
  tokenStore: TokenStore;
  queryClient: QueryClient;
  /** Typed clients of the v4 APIs, sending the session token. */
  api: ApiClients;
};

export const StaffdeskContext = createContext<StaffdeskContextValue | null>(null);
const DISPLAY_NAME = 'StaffdeskContext';
StaffdeskContext.displayName = DISPLAY_NAME;
