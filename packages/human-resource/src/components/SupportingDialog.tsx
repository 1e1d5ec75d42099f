import { describeFailure } from '@staffdesk/core';
import {
  Button,
  DateField,
  Dialog,
  Form,
  FormError,
  FormRow,
  FormSection,
  SelectField,
  showFailureInForm,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useId } from 'react';
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
  const formId = useId();
  const { toast } = useToast();
  const save = useUpdateSupporting();
  const form = useForm<SupportingValues>({ defaultValues: valuesOf(supporting) });
  const insurance = useFieldArray({ control: form.control, name: 'insurance' });
  const assets = useFieldArray({ control: form.control, name: 'assets' });
  const submitting = form.formState.isSubmitting;

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
      toast({ tone: 'success', title: 'Supporting information saved', description: employeeName });
      onClose();
    } catch (error) {
      const fields = Object.keys(describeFailure(error).fields).filter((field) =>
        FIELD.test(field),
      );
      showFailureInForm(form, describeFailure(error), fields);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title="Edit supporting information"
      description={`${employeeName}: BPJS, insurance policies and company assets.`}
      hideClose={submitting}
      footer={
        <>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            Save supporting information
          </Button>
        </>
      }
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        id={formId}
        aria-label="Edit supporting information"
        wide
      >
        <FormError />
        <FormSection title="BPJS">
          <FormRow>
            <TextField
              name="bpjs.kesehatanNumber"
              label="BPJS Kesehatan number"
              inputMode="numeric"
              maxLength={20}
            />
            <TextField
              name="bpjs.ketenagakerjaanNumber"
              label="BPJS Ketenagakerjaan number"
              inputMode="numeric"
              maxLength={20}
            />
          </FormRow>
          <SelectField
            name="bpjs.kesehatanClass"
            label="Kesehatan class"
            required
            options={[
              { value: '1', label: 'Class 1' },
              { value: '2', label: 'Class 2' },
              { value: '3', label: 'Class 3' },
            ]}
          />
        </FormSection>
        <FormSection title="Insurance">
          {insurance.fields.map((field, index) => (
            <fieldset key={field.id} className="sd-form-section">
              <legend className="sd-form-section__title">{`Policy ${index + 1}`}</legend>
              <FormRow>
                <TextField
                  name={`insurance.${index}.provider`}
                  label="Insurer"
                  required
                  maxLength={120}
                />
                <TextField
                  name={`insurance.${index}.policyNumber`}
                  label="Policy number"
                  required
                  maxLength={60}
                />
              </FormRow>
              <FormRow>
                <TextField name={`insurance.${index}.coverage`} label="Coverage" maxLength={200} />
                <DateField name={`insurance.${index}.validUntil`} label="Valid until" />
              </FormRow>
              <div>
                <Button variant="ghost" size="sm" onClick={() => insurance.remove(index)}>
                  {`Remove policy ${index + 1}`}
                </Button>
              </div>
            </fieldset>
          ))}
          <div>
            <Button
              size="sm"
              onClick={() =>
                insurance.append({ provider: '', policyNumber: '', coverage: '', validUntil: '' })
              }
            >
              Add policy
            </Button>
          </div>
        </FormSection>
        <FormSection title="Assets">
          {assets.fields.map((field, index) => (
            <fieldset key={field.id} className="sd-form-section">
              <legend className="sd-form-section__title">{`Asset ${index + 1}`}</legend>
              <FormRow>
                <TextField name={`assets.${index}.name`} label="Asset" required maxLength={120} />
                <TextField
                  name={`assets.${index}.serialNumber`}
                  label="Serial number"
                  maxLength={80}
                />
              </FormRow>
              <FormRow>
                <DateField name={`assets.${index}.assignedAt`} label="Given on" required />
                <DateField name={`assets.${index}.returnedAt`} label="Returned on" />
              </FormRow>
              <div>
                <Button variant="ghost" size="sm" onClick={() => assets.remove(index)}>
                  {`Remove asset ${index + 1}`}
                </Button>
              </div>
            </fieldset>
          ))}
          <div>
            <Button
              size="sm"
              onClick={() =>
                assets.append({ name: '', serialNumber: '', assignedAt: '', returnedAt: '' })
              }
            >
              Add asset
            </Button>
          </div>
        </FormSection>
      </Form>
    </Dialog>
  );
}
