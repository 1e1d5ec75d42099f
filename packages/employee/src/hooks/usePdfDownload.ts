import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { useToast } from '@staffdesk/ui';

/**
 * Downloads a PDF through `download` (`useDownloadTimesheet`, `useDownloadOvertime`) and says so
 * in a toast when it fails.
 */
export function usePdfDownload<Input>(download: {
  mutateAsync: (input: Input) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  return async (input: Input) => {
    try {
      await download.mutateAsync(input);
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The PDF could not be downloaded`,
        description: describeFailure(error).message,
      });
    }
  };
}
