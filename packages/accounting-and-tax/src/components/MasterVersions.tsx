import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { QueryFailure, useUnsavedChangesGuard } from '@staffdesk/kit';
import {
  Badge,
  Banner,
  Button,
  Card,
  DateField,
  type DescriptionItem,
  DescriptionList,
  EmptyState,
  Form,
  FormActions,
  FormError,
  FormRow,
  formatDateTime,
  Inline,
  LoadingState,
  Stack,
  showFailureInForm,
  TextField,
  toBusinessDate,
  useToast,
} from '@staffdesk/ui';
import { Pencil, Plus } from 'lucide-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveTaxMaster, useTaxMasters } from '../hooks/useTaxMasters';
import {
  dataOf,
  fieldPaths,
  formFieldOf,
  formValuesOf,
  newestFirst,
  type TaxMaster,
  type TaxMasterKind,
  versionInForce,
} from '../lib/masters';
import { useTaxMasterPage } from './TaxMasterPage';
import { usePeriodText } from './words';

export type MasterVersionsProps<Data> = {
  kind: TaxMasterKind;
  /** The master's name, the heading of its panel ("PTKP amounts", "BPJS Kesehatan"). */
  title: string;
  /** A line under the heading: what the master is for. */
  description?: ReactNode;
  /** A version's figures as label and value, listed before its legal basis (rates, caps). */
  facts?: (data: Data) => DescriptionItem[];
  /** A version's figures that need more than a line each (a table), shown under the list. */
  view?: (data: Data) => ReactNode;
  /** A short line under each version in the list (a cap, a rate), so the history reads at a glance. */
  summary?: (data: Data) => ReactNode;
  /**
   * The form's fields for a version's figures, inside the form: paths below `data.` as the API
   * names them, every `…Bp` rate as a `…Percent` text (`data.tables.A.0.ratePercent`).
   */
  fields: ReactNode;
  /** The figures a first version starts from, when the master has none. */
  blank: Data;
};

/** What the form holds: the version's dates and legal basis, and its figures as typed. */
export type VersionValues = {
  effectiveFrom: string;
  effectiveTo: string;
  legalBasis: string;
  data: Record<string, unknown>;
};

/** An open form: a change to `version`, or (null) a new version, perhaps replacing one in use. */
type Draft = { version: TaxMaster | null; values: VersionValues; replacing: TaxMaster | null };

const SPLIT: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--sd-space-4)',
  alignItems: 'flex-start',
};
const LIST: CSSProperties = {
  display: 'grid',
  gap: 'var(--sd-space-2)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const HEADING: CSSProperties = {
  margin: 0,
  fontSize: 'var(--sd-font-size-md)',
  fontWeight: 'var(--sd-font-weight-semibold)',
};

function itemStyle(selected: boolean): CSSProperties {
  return {
    display: 'grid',
    gap: 'var(--sd-space-1)',
    width: '100%',
    padding: 'var(--sd-space-2) var(--sd-space-3)',
    border: `1px solid ${selected ? 'var(--sd-color-brand)' : 'var(--sd-color-border)'}`,
    borderRadius: 'var(--sd-radius-md)',
    background: selected ? 'var(--sd-color-brand-subtle)' : 'var(--sd-color-surface)',
    color: 'var(--sd-color-text)',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
  };
}

/** Official, in force, used by an approved run: always in words, never by colour alone. */
function VersionBadges({ version, inForce }: { version: TaxMaster; inForce: boolean }) {
  const { t } = useLingui();
  if (!inForce && !version.official && !version.usedByApprovedRun) return null;
  return (
    <span className="sd-inline">
      {inForce ? <Badge tone="success">{t`In force`}</Badge> : null}
      {version.official ? <Badge tone="info">{t`Official`}</Badge> : null}
      {version.usedByApprovedRun ? <Badge>{t`Used by an approved payroll run`}</Badge> : null}
    </span>
  );
}

function valuesOf(version: TaxMaster): VersionValues {
  return {
    effectiveFrom: version.effectiveFrom,
    effectiveTo: version.effectiveTo ?? '',
    legalBasis: version.legalBasis,
    data: formValuesOf(version.data) as Record<string, unknown>,
  };
}

/**
 * One versioned tax master: its versions by effective date (newest first, the one in force today
 * marked), the chosen version's figures (`view`), and for users with `tax.manage` a form to change
 * a version no approved payroll run has used, or to add a new version prefilled from the one
 * shown. A version that an approved run used cannot change: when the server says so (409
 * `tax-master-in-use`), the form offers to save the figures as a new version instead. The server's
 * field errors show beside their fields (a TER row's beside that row).
 */
export function MasterVersions<Data>({
  kind,
  title,
  description,
  facts,
  view,
  summary,
  fields,
  blank,
}: MasterVersionsProps<Data>) {
  const { t } = useLingui();
  const { canManage, editing, setEditing } = useTaxMasterPage();
  const versions = useTaxMasters(kind);
  const periodText = usePeriodText();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draftKey, setDraftKey] = useState(0);

  function open(next: Draft) {
    setDraft(next);
    setDraftKey((key) => key + 1);
    setEditing(kind);
  }
  function close() {
    setDraft(null);
    setEditing(null);
  }

  let body: ReactNode;
  if (versions.isPending) {
    body = <LoadingState rows={4} />;
  } else if (versions.isError) {
    body = <QueryFailure error={versions.error} onRetry={() => void versions.refetch()} />;
  } else {
    const items = newestFirst(versions.data.items);
    const current = versionInForce(items, toBusinessDate());
    const shown = items.find((version) => version.id === chosenId) ?? current ?? items[0];
    const busy = editing !== null;
    const newFrom = (version: TaxMaster | undefined): Draft => ({
      version: null,
      values: {
        effectiveFrom: '',
        effectiveTo: '',
        legalBasis: '',
        data: formValuesOf(version ? version.data : blank) as Record<string, unknown>,
      },
      replacing: null,
    });

    const detail = draft ? (
      <VersionForm
        key={draftKey}
        kind={kind}
        title={title}
        draft={draft}
        fields={fields}
        onCancel={close}
        onSaved={(saved) => {
          setChosenId(saved.id);
          close();
        }}
        onInUse={(values) =>
          open({
            version: null,
            values: { ...values, effectiveFrom: '' },
            replacing: draft.version,
          })
        }
      />
    ) : shown ? (
      <Stack gap={3}>
        <Inline justify="between">
          <h3 style={HEADING} className="sd-num">
            {periodText(shown)}
          </h3>
          {canManage ? (
            <span className="sd-inline">
              {shown.usedByApprovedRun ? null : (
                <Button
                  icon={<Pencil />}
                  disabled={busy}
                  onClick={() => open({ version: shown, values: valuesOf(shown), replacing: null })}
                >
                  <Trans>Edit version</Trans>
                </Button>
              )}
              <Button icon={<Plus />} disabled={busy} onClick={() => open(newFrom(shown))}>
                <Trans>Add a new version</Trans>
              </Button>
            </span>
          ) : null}
        </Inline>
        <VersionBadges version={shown} inForce={shown === current} />
        {shown.usedByApprovedRun ? (
          <p className="sd-text-muted">
            <Trans>
              An approved payroll run used this version, so it can no longer change: a change
              applies from a new version.
            </Trans>
          </p>
        ) : null}
        <DescriptionList
          items={[
            ...(facts ? facts(shown.data as Data) : []),
            { label: t`Legal basis`, value: shown.legalBasis || '—' },
            {
              label: t`Last changed`,
              value: shown.updatedByLabel
                ? `${shown.updatedByLabel}, ${formatDateTime(shown.updatedAt)}`
                : formatDateTime(shown.updatedAt),
              numeric: true,
            },
          ]}
        />
        {view ? view(shown.data as Data) : null}
      </Stack>
    ) : (
      <EmptyState
        title={t`No versions yet`}
        description={t`Payroll cannot calculate without a version in force.`}
        action={
          canManage ? (
            <Button
              variant="primary"
              icon={<Plus />}
              disabled={busy}
              onClick={() => open(newFrom(undefined))}
            >
              <Trans>Add the first version</Trans>
            </Button>
          ) : null
        }
      />
    );

    body = (
      <div style={SPLIT}>
        {items.length > 0 ? (
          // As wide as its widest badge needs, so a version's words never run under the details.
          <div style={{ flex: '1 1 14rem' }}>
            <ul style={LIST} aria-label={t`Versions of ${title}`}>
              {items.map((version) => {
                const selected = !draft && version === shown;
                return (
                  <li key={version.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      disabled={draft !== null}
                      style={itemStyle(selected)}
                      onClick={() => setChosenId(version.id)}
                    >
                      <strong className="sd-num">{periodText(version)}</strong>
                      <VersionBadges version={version} inForce={version === current} />
                      {summary ? (
                        <span className="sd-text-muted sd-num">
                          {summary(version.data as Data)}
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <div style={{ flex: '999 1 22rem', minWidth: 0 }}>{detail}</div>
      </div>
    );
  }

  return (
    <Card title={title} aria-label={title}>
      <div className="sd-stack">
        {description ? <p className="sd-text-muted">{description}</p> : null}
        {body}
      </div>
    </Card>
  );
}

type VersionFormProps = {
  kind: TaxMasterKind;
  title: string;
  draft: Draft;
  fields: ReactNode;
  onCancel: () => void;
  onSaved: (saved: TaxMaster) => void;
  /** The version is in use after all: carry the figures as typed into a new version. */
  onInUse: (values: VersionValues) => void;
};

function VersionForm({ kind, title, draft, fields, onCancel, onSaved, onInUse }: VersionFormProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const periodText = usePeriodText();
  const save = useSaveTaxMaster(kind);
  const form = useForm<VersionValues>({ defaultValues: draft.values });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [inUse, setInUse] = useState<string | null>(null);
  const { version, replacing } = draft;
  const editedPeriod = version ? periodText(version) : '';
  const heading = version ? t`Edit version: ${editedPeriod}` : t`New version`;

  async function onSubmit(values: VersionValues) {
    setInUse(null);
    const input = {
      effectiveFrom: values.effectiveFrom,
      effectiveTo: values.effectiveTo || null,
      legalBasis: values.legalBasis.trim(),
      data: dataOf(values.data) as Record<string, unknown>,
    };
    try {
      const saved = await save.mutateAsync({ id: version?.id ?? null, input });
      const period = periodText(saved);
      toast({
        tone: 'success',
        title: version ? t`Version saved` : t`Version added`,
        description: `${title}: ${period}`,
      });
      guard.allowNavigation();
      onSaved(saved);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.status === 409 && failure.code === 'tax-master-in-use') {
        setInUse(failure.message);
      } else if (failure.status === 409) {
        form.setError(
          'effectiveFrom',
          { type: 'server', message: failure.message },
          { shouldFocus: true },
        );
      } else {
        showFailureInForm(form, failure, fieldPaths(values), formFieldOf(values));
      }
    }
  }

  const replacingPeriod = replacing ? periodText(replacing) : '';
  return (
    <>
      <Form form={form} onSubmit={onSubmit} aria-label={`${title}: ${heading}`} wide>
        <h3 style={HEADING}>{heading}</h3>
        {replacing ? (
          <Banner tone="info">
            <Trans>
              The version {replacingPeriod} is used by an approved payroll run, so these figures
              become a new version. Choose the day it applies from.
            </Trans>
          </Banner>
        ) : null}
        {inUse ? (
          <Banner
            tone="warning"
            title={t`This version can no longer change`}
            action={
              <Button variant="primary" onClick={() => onInUse(form.getValues())}>
                <Trans>Add a new version</Trans>
              </Button>
            }
          >
            {inUse}
          </Banner>
        ) : null}
        <FormError />
        <FormRow>
          <DateField
            name="effectiveFrom"
            label={t`In force from`}
            required
            requiredMessage={t`Enter the day the version applies from.`}
          />
          <DateField
            name="effectiveTo"
            label={t`In force until`}
            description={t`Leave empty while no end is known.`}
            rules={{
              validate: (value: unknown) =>
                !value ||
                String(value) >= form.getValues('effectiveFrom') ||
                t`The version must end on or after its start.`,
            }}
          />
        </FormRow>
        <TextField
          name="legalBasis"
          label={t`Legal basis`}
          maxLength={300}
          description={t`The regulation the figures come from, e.g. PMK 168/2023.`}
        />
        {fields}
        <FormActions>
          <Button onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {version ? t`Save version` : t`Add version`}
          </Button>
        </FormActions>
      </Form>
      {guard.dialog}
    </>
  );
}
