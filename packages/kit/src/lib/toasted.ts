import { describeFailure } from '@staffdesk/core';
import { type ToastOptions, useToast } from '@staffdesk/ui';
import type { ReactNode } from 'react';

/**
 * Runs a one-click action and says how it went: `done` as a success toast, or, when it fails,
 * `failed` as an error toast with the server's words. Answers whether it succeeded.
 */
export function useToastedAction() {
  const { toast } = useToast();
  return async (
    action: () => Promise<unknown>,
    done: Omit<ToastOptions, 'tone'>,
    failed: ReactNode,
  ): Promise<boolean> => {
    try {
      await action();
      toast({ tone: 'success', ...done });
      return true;
    } catch (failure) {
      toast({ tone: 'error', title: failed, description: describeFailure(failure).message });
      return false;
    }
  };
}
