import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import { Banner, LoadingState, SelectField } from '@staffdesk/ui';
import type { ReactNode } from 'react';
import type { ClientPic } from '../../lib/hiring';

export type PicFieldProps = {
  /** The client's PICs, as `useClientPics` loads them. */
  pics: readonly ClientPic[];
  isPending: boolean;
  error: unknown;
  label: string;
  description?: ReactNode;
};

/**
 * The client's PIC a mail goes to (the form's `picId`): only PICs with an email address, each
 * as "name, position (email)"; the hiring manager is chosen first by the dialog's defaults.
 */
export function PicField({ pics, isPending, error, label, description }: PicFieldProps) {
  const { t } = useLingui();
  if (isPending) return <LoadingState rows={1} label={t`Loading the client’s PICs…`} />;
  if (error) return <Banner tone="error">{describeFailure(error).message}</Banner>;
  const mailable = pics.filter((pic) => pic.email);
  if (mailable.length === 0) {
    return (
      <Banner tone="warning">
        <Trans>
          This client has no PIC with an email address. Add one in the client register first.
        </Trans>
      </Banner>
    );
  }
  return (
    <SelectField
      name="picId"
      label={label}
      description={description}
      required
      requiredMessage={t`Choose the PIC.`}
      placeholder={t`Choose a PIC…`}
      options={mailable.map((pic) => {
        const { name, email } = pic;
        const position = pic.position;
        return {
          value: pic.id,
          label: position ? t`${name}, ${position} (${email})` : t`${name} (${email})`,
        };
      })}
    />
  );
}
