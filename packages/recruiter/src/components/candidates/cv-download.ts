import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { formatNumber, useToast } from '@staffdesk/ui';
import { useDownloadCandidateCv } from '../../hooks/useCandidates';

/** A CV's size in whole kilobytes (at least 1), as the CV panel and the documents list show it. */
export function cvSizeKb(bytes: number): string {
  return formatNumber(Math.max(1, Math.round(bytes / 1024)));
}

/**
 * Saves a candidate's CV under its own name, and says in a toast why when it cannot. `saving`
 * is true while the file comes.
 */
export function useSaveCandidateCv() {
  const { t } = useLingui();
  const { toast } = useToast();
  const download = useDownloadCandidateCv();
  async function save(id: string, fileName: string) {
    try {
      await download.mutateAsync({ id, fileName });
    } catch (error) {
      toast({
        tone: 'error',
        title: t`The download failed`,
        description: describeFailure(error).message,
      });
    }
  }
  return { save, saving: download.isPending };
}
