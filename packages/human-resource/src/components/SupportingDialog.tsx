import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure } from '@staffdesk/core';
import {
  Button,
  DateField,
  FormDialog,
  FormRow,
  FormSection,
  SelectField,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useFieldArray, useForm } from 'react-hook-form';
import type { Supporting } from '../hooks/types';
import { useUpdateSupporting } from '../hooks/useProfile';

type InsuranceValues = {
  provider: string;
  policyNumber: string;
  coverage: string;
  validUntil: string;
};
type AssetValues = { name: string; serialNumber: string; assignedAt: string; returnedAt: string };
type SupportingValues = {
  insurance: InsuranceValues[];
  assets: AssetValues[];
  bpjs: { kesehatanNumber: string; ketenagakerjaanNumber: string; kesehatanClass: '1' | '2' | '3' };
};

function valuesOf(supporting: Supporting): SupportingValues {
  return {
    insurance: supporting.insurance.map((policy) => ({
      provider: policy.provider,
      policyNumber: policy.policyNumber,
      coverage: policy.coverage,
      validUntil: policy.validUntil ?? '',
    })),
    assets: supporting.assets.map((asset) => ({
      name: asset.name,
      serialNumber: asset.serialNumber ?? '',
      assignedAt: asset.assignedAt,
      returnedAt: asset.returnedAt ?? '',
    })),
    bpjs: {
      kesehatanNumber: supporting.bpjs.kesehatanNumber ?? '',
      ketenagakerjaanNumber: supporting.bpjs.ketenagakerjaanNumber ?? '',
      kesehatanClass: String(supporting.bpjs.kesehatanClass) as '1' | '2' | '3',
    },
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const FIELD = /^(insurance|assets)\.\d+\.\w+$|^bpjs\.\w+$/;

export type SupportingDialogProps = {
  employeeId: string;
  employeeName: string;
  supporting: Supporting;
  onClose: () => void;
};

/** HR edits the insurance policies, assets on loan and BPJS numbers and class (`PUT …/supporting`). */
export function SupportingDialog({
  employeeId,
  employeeName,
  supporting,
  onClose,
}: SupportingDialogProps) {
  const { t } = useLingui();
  const { toast } = useToast();
  const save = useUpdateSupporting();
  const form = useForm<SupportingValues>({ defaultValues: valuesOf(supporting) });
  const insurance = useFieldArray({ control: form.control, name: 'insurance' });
  const assets = useFieldArray({ control: form.control, name: 'assets' });

  async function onSubmit(values: SupportingValues) {
    try {
      await save.mutateAsync({
        params: { path: { id: employeeId } },
        body: {
          insurance: values.insurance.map((policy) => ({
            provider: policy.provider.trim(),
            policyNumber: policy.policyNumber.trim(),
            coverage: policy.coverage.trim(),
            validUntil: orNull(policy.validUntil),
          })),
          assets: values.assets.map((asset) => ({
            name: asset.name.trim(),
            serialNumber: orNull(asset.serialNumber),
            assignedAt: asset.assignedAt,
            returnedAt: orNull(asset.returnedAt),
          })),
          bpjs: {
            kesehatanNumber: orNull(values.bpjs.kesehatanNumber),
            ketenagakerjaanNumber: orNull(values.bpjs.ketenagakerjaanNumber),
            kesehatanClass: Number(values.bpjs.kesehatanClass) as 1 | 2 | 3,
          },
        },
      });
      toast({ tone: 'success', title: t`Supporting information saved`, description: employeeName });
      onClose();
    } catch (error) {
      const fields = Object.keys(describeFailure(error).fields).filter((field) =>
        FIELD.test(field),
      );
      showFailureInForm(form, describeFailure(error), fields);
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      size="lg"
      title={t`Edit supporting information`}
      description={t`${employeeName}: BPJS, insurance policies and company assets.`}
      label={t`Edit supporting information`}
      submitLabel={<Trans>Save supporting information</Trans>}
      wide
    >
      <FormSection title={t`BPJS`}>
        <FormRow>
          <TextField
            name="bpjs.kesehatanNumber"
            label={t`BPJS Kesehatan number`}
            inputMode="numeric"
            maxLength={20}
          />
          <TextField
            name="bpjs.ketenagakerjaanNumber"
            label={t`BPJS Ketenagakerjaan number`}
            inputMode="numeric"
            maxLength={20}
          />
        </FormRow>
        <SelectField
          name="bpjs.kesehatanClass"
          label={t`Kesehatan class`}
          required
          options={[
            { value: '1', label: t`Class 1` },
            { value: '2', label: t`Class 2` },
            { value: '3', label: t`Class 3` },
          ]}
        />
      </FormSection>
      <FormSection title={t`Insurance`}>
        {insurance.fields.map((field, index) => {
          const number = index + 1;
          return (
            <fieldset key={field.id} className="sd-form-section">
              <legend className="sd-form-section__title">{t`Policy ${number}`}</legend>
              <FormRow>
                <TextField
                  name={`insurance.${index}.provider`}
                  label={t`Insurer`}
                  required
                  maxLength={120}
                />
                <TextField
                  name={`insurance.${index}.policyNumber`}
                  label={t`Policy number`}
                  required
                  maxLength={60}
                />
              </FormRow>
              <FormRow>
                <TextField
                  name={`insurance.${index}.coverage`}
                  label={t`Coverage`}
                  maxLength={200}
                />
                <DateField name={`insurance.${index}.validUntil`} label={t`Valid until`} />
              </FormRow>
              <div>
                <Button variant="ghost" size="sm" onClick={() => insurance.remove(index)}>
                  {t`Remove policy ${number}`}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            size="sm"
            onClick={() =>
              insurance.append({ provider: '', policyNumber: '', coverage: '', validUntil: '' })
            }
          >
            <Trans>Add policy</Trans>
          </Button>
        </div>
      </FormSection>
      <FormSection title={t`Assets`}>
        {assets.fields.map((field, index) => {
          const number = index + 1;
          return (
            <fieldset key={field.id} className="sd-form-section">
              <legend className="sd-form-section__title">{t`Asset ${number}`}</legend>
              <FormRow>
                <TextField
                  name={`assets.${index}.name`}
                  label={t`Asset`}
                  required
                  maxLength={120}
                />
                <TextField
                  name={`assets.${index}.serialNumber`}
                  label={t`Serial number`}
                  maxLength={80}
                />
              </FormRow>
              <FormRow>
                <DateField name={`assets.${index}.assignedAt`} label={t`Given on`} required />
                <DateField name={`assets.${index}.returnedAt`} label={t`Returned on`} />
              </FormRow>
              <div>
                <Button variant="ghost" size="sm" onClick={() => assets.remove(index)}>
                  {t`Remove asset ${number}`}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            size="sm"
            onClick={() =>
              assets.append({ name: '', serialNumber: '', assignedAt: '', returnedAt: '' })
            }
          >
            <Trans>Add asset</Trans>
          </Button>
        </div>
      </FormSection>
    </FormDialog>
  );
}
