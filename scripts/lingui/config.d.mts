import type { LinguiConfig } from '@lingui/conf';

export function packageLinguiConfig(
  rootDir: string,
  options?: { navigation?: boolean; pages?: Record<string, string[]> },
): LinguiConfig;
