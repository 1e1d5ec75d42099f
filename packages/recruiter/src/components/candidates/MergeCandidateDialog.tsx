import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Banner,
  Button,
  ConfirmDialog,
  Dialog,
  Inline,
  SearchInput,
  Spinner,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import {
  type Candidate,
  type CandidateHit,
  useCandidateSearch,
  useMergeCandidates,
} from '../../hooks/useCandidates';

export type MergeCandidateDialogProps = {
  /** The candidate who stays. */
  candidate: Candidate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Merges a duplicate into this candidate: search for the other one, choose, then confirm in an
 * alert dialog that says the other is deleted. This candidate keeps its data and takes what it
 * lacks, every pipeline place and the activity log.
 */
export function MergeCandidateDialog({ candidate, open, onOpenChange }: MergeCandidateDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<CandidateHit | null>(null);
  const merge = useMergeCandidates();
  const results = useCandidateSearch({ search, page: 1, pageSize: 10 }, open && search !== '');
  const others = (results.data?.items ?? []).filter((hit) => hit.id !== candidate.id);
  const keptName = candidate.fullName;
  const otherName = chosen?.fullName ?? '';

  function close() {
    setSearch('');
    setChosen(null);
    merge.reset();
    onOpenChange(false);
  }

  async function confirm() {
    if (!chosen) return;
    // A refusal rejects: the confirmation stays open and shows the server's message.
    await merge.mutateAsync({
      params: { path: { id: candidate.id } },
      body: { duplicateId: chosen.id },
    });
    toast({
      tone: 'success',
      title: t`Candidates merged`,
      description: t`${otherName} is merged into ${keptName} and deleted.`,
    });
    close();
  }

  return (
    <>
      <Dialog
        open={open && !chosen}
        onOpenChange={(next) => (next ? onOpenChange(true) : close())}
        title={t`Merge a duplicate into ${keptName}`}
        description={t`Find the other record of the same person. ${keptName} keeps its data and takes what it lacks from it.`}
        footer={
          <Button onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        }
      >
        <Stack>
          <SearchInput
            label={t`Search for the duplicate`}
            placeholder={t`Name, email, phone or skills`}
            value={search}
            onSearch={setSearch}
          />
          {search === '' ? null : results.isPending ? (
            <Spinner label={t`Searching…`} />
          ) : results.isError ? (
            <Banner tone="error">{describeFailure(results.error).message}</Banner>
          ) : others.length === 0 ? (
            <p className="sd-text-muted">
              <Trans>No other candidate matches.</Trans>
            </p>
          ) : (
            <Stack as="ul" gap={2} aria-label={t`Candidates found`}>
              {others.map((hit) => {
                const hitName = hit.fullName;
                const contact = [hit.email, hit.phone, hit.city].filter(Boolean).join(', ');
                return (
                  <Inline key={hit.id} as="li" justify="between">
                    <span>
                      <strong>{hit.fullName}</strong>
                      {contact ? <span className="sd-text-muted"> — {contact}</span> : null}
                    </span>
                    <Button
                      size="sm"
                      onClick={() => setChosen(hit)}
                      aria-label={t`Choose ${hitName}`}
                    >
                      <Trans>Choose</Trans>
                    </Button>
                  </Inline>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={open && chosen !== null}
        onOpenChange={(next) => {
          if (!next) {
            setChosen(null);
            merge.reset();
          }
        }}
        title={t`Merge ${otherName} into ${keptName}?`}
        description={t`${keptName} keeps its data and takes what it lacks from ${otherName}: contact details, CV, skills, experience, education, every pipeline place and the activity log. ${otherName} is then deleted. This cannot be undone.`}
        confirmLabel={t`Merge and delete ${otherName}`}
        destructive
        onConfirm={confirm}
        error={merge.isError ? describeFailure(merge.error).message : undefined}
      />
    </>
  );
}
