import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, paths } from '@staffdesk/core';
import { Button, ConfirmDialog, useToast } from '@staffdesk/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { EmployeeDetail } from '../hooks/types';
import { useGiveAccount } from '../hooks/useEmployees';
import { isLeaving } from '../lib/labels';
import { EndEmploymentDialog } from './EndEmploymentDialog';
import { PlacementDialog } from './PlacementDialog';
import { StatusDialog } from './StatusDialog';

/** Why an employee cannot be given an account, or null when they can. */
export function accountBlocker(employee: EmployeeDetail): string | null {
  if (employee.hasAccount) return t`They already have a Staffdesk account.`;
  if (!employee.personalEmail) {
    return t`Add a personal email first: the invitation is sent there.`;
  }
  return null;
}

/**
 * HR's actions on an employee: edit personal data, change the placement or salary, change the
 * status, end employment (with the last working day), and give a Staffdesk account (disabled, with the reason, when it cannot be given).
 */
export function EmployeeActions({ employee }: { employee: EmployeeDetail }) {
  const { t } = useLingui();
  const { fullName, personalEmail } = employee;
  const email = personalEmail ?? '';
  const { toast } = useToast();
  const reasonId = useId();
  const giveAccount = useGiveAccount();
  const [open, setOpen] = useState<'placement' | 'status' | 'end' | 'account' | null>(null);
  const [accountError, setAccountError] = useState<string | null>(null);
  const blocker = accountBlocker(employee);

  async function confirmAccount() {
    setAccountError(null);
    try {
      await giveAccount.mutateAsync({ params: { path: { id: employee.id } } });
      toast({
        tone: 'success',
        title: t`Account given`,
        description: t`${fullName} gets an invitation at ${email} to set a password.`,
      });
    } catch (error) {
      setAccountError(describeFailure(error).message);
      throw error;
    }
  }

  return (
    <>
      <Button asChild>
        <Link to={paths.humanResource.employee.edit(employee.id)}>
          <Trans>Edit employee</Trans>
        </Link>
      </Button>
      <Button onClick={() => setOpen('placement')}>
        <Trans>Change placement or salary</Trans>
      </Button>
      <Button onClick={() => setOpen('status')}>
        <Trans>Change status</Trans>
      </Button>
      <Button onClick={() => setOpen('end')}>
        {isLeaving(employee.status) ? (
          <Trans>Change the end of employment</Trans>
        ) : (
          <Trans>End employment</Trans>
        )}
      </Button>
      <Button
        onClick={() => setOpen('account')}
        disabled={blocker !== null}
        aria-describedby={blocker ? reasonId : undefined}
        title={blocker ?? undefined}
      >
        <Trans>Give an account</Trans>
      </Button>
      {blocker ? (
        <span
          id={reasonId}
          className="sd-text-muted"
          style={{ flexBasis: '100%', textAlign: 'right' }}
        >
          {blocker}
        </span>
      ) : null}
      <PlacementDialog
        employee={employee}
        open={open === 'placement'}
        onOpenChange={(next) => setOpen(next ? 'placement' : null)}
      />
      <StatusDialog
        employee={employee}
        open={open === 'status'}
        onOpenChange={(next) => setOpen(next ? 'status' : null)}
      />
      <EndEmploymentDialog
        employee={employee}
        open={open === 'end'}
        onOpenChange={(next) => setOpen(next ? 'end' : null)}
      />
      <ConfirmDialog
        open={open === 'account'}
        onOpenChange={(next) => {
          setOpen(next ? 'account' : null);
          if (!next) setAccountError(null);
        }}
        title={t`Give ${fullName} an account?`}
        description={t`Staffdesk invites ${email} with the Employee role, linked to this record, so they can use self-service. The link to set a password works for 7 days.`}
        confirmLabel={t`Send invitation`}
        error={accountError}
        onConfirm={confirmAccount}
      />
    </>
  );
}
