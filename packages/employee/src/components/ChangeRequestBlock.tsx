import { Trans, useLingui } from '@lingui/react/macro';
import { textOf } from '@staffdesk/core';
import {
  Button,
  DescriptionList,
  deferredComponent,
  LoadingState,
  Stack,
  usePreloadDeferred,
} from '@staffdesk/ui';
import { useEffect, useRef, useState } from 'react';
import type { ChangeRequestConfig } from '../lib/change-requests';
import { displayValue, toFormValues } from '../lib/fields';
import type { ChangeRequest, EmployeeDetail } from '../lib/types';
import { ChangeRequestStatus } from './ChangeRequestStatus';

// The form (react-hook-form and ui's fields) loads just after the profile shows.
const ChangeRequestForm = deferredComponent(
  () => import('./ChangeRequestForm').then((module) => module.ChangeRequestForm),
  <LoadingState rows={2} />,
);

export type ChangeRequestBlockProps = {
  config: ChangeRequestConfig;
  employee: EmployeeDetail;
  /** My requests of this kind, newest first. */
  requests: ChangeRequest[];
};

/**
 * Values only HR may change (bank account, NIK, NPWP, PTKP status): what is on record, the
 * latest request with its status, and "Ask to change …", which opens a form in place.
 */
export function ChangeRequestBlock({ config, employee, requests }: ChangeRequestBlockProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<ChangeRequest | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const [focusStatus, setFocusStatus] = useState(false);
  usePreloadDeferred(ChangeRequestForm);

  // The request just sent shows at once, before the list is fetched again.
  const listed = requests[0];
  const latest = sent && !requests.some((request) => request.id === sent.id) ? sent : listed;
  const pending = latest?.status === 'pending';
  const current = config.current(employee);

  useEffect(() => {
    if (focusStatus) {
      statusRef.current?.focus();
      setFocusStatus(false);
    }
  }, [focusStatus]);

  return (
    <Stack gap={3}>
      <DescriptionList
        items={config.fields.map((spec) => ({
          label: textOf(spec.label),
          value: displayValue(spec, current[spec.name]) || (
            <span className="sd-text-muted">
              <Trans>Not on record</Trans>
            </span>
          ),
        }))}
      />
      {latest ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          style={{
            padding: 'var(--sd-space-3)',
            borderRadius: 'var(--sd-radius-md)',
            background: 'var(--sd-color-surface-muted)',
            outlineOffset: 2,
          }}
        >
          <ChangeRequestStatus request={latest} />
        </div>
      ) : null}
      {open ? (
        <ChangeRequestForm
          kind={config.kind}
          title={i18n._(config.formTitle)}
          fields={config.fields}
          defaultValues={toFormValues(config.fields, current)}
          onSent={(request) => {
            setSent(request);
            setOpen(false);
            setFocusStatus(true);
          }}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => askRef.current?.focus());
          }}
        />
      ) : pending ? (
        <p className="sd-text-muted">
          <Trans>
            HR decides on this request first; you can ask for another change afterwards.
          </Trans>
        </p>
      ) : (
        <div>
          <Button ref={askRef} onClick={() => setOpen(true)}>
            {i18n._(config.askLabel)}
          </Button>
        </div>
      )}
    </Stack>
  );
}
