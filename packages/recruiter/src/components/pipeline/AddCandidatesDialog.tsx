import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Badge,
  Banner,
  Button,
  Dialog,
  EmptyState,
  formatMoney,
  Inline,
  LoadingState,
  SearchInput,
  Stack,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useAddToPipeline, useCandidatesToAdd } from '../../hooks/usePipeline';

export type AddCandidatesDialogProps = {
  requirementId: string;
  /** "REQ-2026-0001 Welder", for the title. */
  requirementName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Adds candidates of the CV database to a requirement's pipeline at Sourced: search by name,
 * skills or the CV's words (`GET /candidates?notInRequirementId=`, so those already in the
 * pipeline are left out), tick them, add them (`POST /requirements/{id}/pipeline`). What is
 * ticked stays ticked across searches.
 */
export function AddCandidatesDialog({
  requirementId,
  requirementName,
  open,
  onOpenChange,
}: AddCandidatesDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const candidates = useCandidatesToAdd(requirementId, search, open);
  const add = useAddToPipeline(requirementId);
  const count = chosen.size;
  const names = [...chosen.values()].join(', ');

  function close() {
    setSearch('');
    setChosen(new Map());
    setFailure(null);
    onOpenChange(false);
  }

  function toggle(id: string, name: string, checked: boolean) {
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(id, name);
      else next.delete(id);
      return next;
    });
  }

  async function addChosen() {
    setFailure(null);
    try {
      const result = await add.mutateAsync([...chosen.keys()]);
      const added = result.added;
      const already = result.alreadyThere.length;
      toast({
        tone: 'success',
        title: plural(added, {
          one: '# candidate added at Sourced',
          other: '# candidates added at Sourced',
        }),
        description:
          already > 0
            ? plural(already, {
                one: '# was in the pipeline already.',
                other: '# were in the pipeline already.',
              })
            : undefined,
      });
      close();
    } catch (error) {
      setFailure(describeFailure(error).message);
    }
  }

  const items = candidates.data?.items ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      size="lg"
      title={t`Add candidates to ${requirementName}`}
      description={t`Search the CV database by name, skill or the words of a CV. Candidates already in this pipeline are not listed.`}
      footer={
        <>
          <Button onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant="primary"
            disabled={count === 0}
            loading={add.isPending}
            onClick={() => void addChosen()}
          >
            {count === 0
              ? t`Add candidates`
              : plural(count, { one: 'Add # candidate', other: 'Add # candidates' })}
          </Button>
        </>
      }
    >
      <Stack>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <SearchInput
          label={t`Search the CV database`}
          placeholder={t`Name, skill or words of the CV`}
          value={search}
          onSearch={setSearch}
        />
        {candidates.isPending ? (
          <LoadingState rows={3} label={t`Searching the CV database…`} />
        ) : candidates.isError ? (
          <Banner tone="error">{describeFailure(candidates.error).message}</Banner>
        ) : items.length === 0 ? (
          <EmptyState
            title={search ? t`No candidates match` : t`No candidates to add`}
            description={
              search
                ? t`Try another name, skill or word.`
                : t`Every candidate of the CV database is in this pipeline already.`
            }
          />
        ) : (
          <fieldset className="sd-form-section" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className="sd-visually-hidden">
              <Trans>Candidates to add</Trans>
            </legend>
            <Stack as="ul" gap={2}>
              {items.map((candidate) => {
                const inputId = `add-candidate-${candidate.id}`;
                const years = candidate.experienceYears;
                const expected =
                  candidate.expectedSalary === null ? null : formatMoney(candidate.expectedSalary);
                return (
                  <li key={candidate.id} className="sd-check">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="sd-checkbox-input"
                      checked={chosen.has(candidate.id)}
                      onChange={(event) =>
                        toggle(candidate.id, candidate.fullName, event.target.checked)
                      }
                    />
                    <Stack gap={1}>
                      <label htmlFor={inputId} className="sd-check__label">
                        {candidate.fullName}
                      </label>
                      <span className="sd-text-muted">
                        {[
                          candidate.city,
                          plural(years, {
                            one: '# year of experience',
                            other: '# years of experience',
                          }),
                          expected === null ? null : t`expects ${expected}`,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      {candidate.skills.length > 0 ? (
                        <Inline as="span" gap={1}>
                          {candidate.skills.slice(0, 5).map((skill) => (
                            <Badge key={skill}>{skill}</Badge>
                          ))}
                        </Inline>
                      ) : null}
                    </Stack>
                  </li>
                );
              })}
            </Stack>
          </fieldset>
        )}
        {count > 0 ? <p className="sd-text-muted">{t`Chosen: ${names}`}</p> : null}
      </Stack>
    </Dialog>
  );
}
