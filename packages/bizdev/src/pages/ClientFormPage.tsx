import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createClientBody, updateClientBody } from '@staffdesk/api/rules';
import { paths } from '@staffdesk/core';
import {
  EntityForm,
  EntityFormPage,
  formatNpwp,
  isValidNpwp,
  NPWP_MESSAGE,
  normalizeNpwp,
  optionsOf,
  useEntityForm,
} from '@staffdesk/kit';
import {
  FormRow,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PicFields, type PicValues, RemovePicDialog } from '../components/PicFields';
import { ClientStatusBadge } from '../components/StatusBadges';
import {
  type ClientBody,
  type ClientDetail,
  useClient,
  useCreateClient,
  useUpdateClient,
} from '../hooks/useClients';
import {
  BILLING_METHOD,
  type BillingMethod,
  type ClientStatus,
  clientStatusOptions,
  industryOptions,
} from '../lib/labels';

export type ClientValues = {
  code: string;
  legalName: string;
  industry: string;
  address: string;
  npwp: string;
  billingMethod: BillingMethod;
  paymentTermsDays: string;
  status: ClientStatus;
  pics: PicValues[];
};

const EMPTY_CLIENT: ClientValues = {
  code: '',
  legalName: '',
  industry: '',
  address: '',
  npwp: '',
  billingMethod: 'management-fee',
  paymentTermsDays: '30',
  status: 'active',
  pics: [],
};

function valuesOf(client: ClientDetail): ClientValues {
  return {
    code: client.code,
    legalName: client.legalName,
    industry: client.industry ?? '',
    address: client.address ?? '',
    npwp: client.npwp ? formatNpwp(client.npwp) : '',
    billingMethod: client.billingMethod,
    paymentTermsDays: String(client.paymentTermsDays),
    status: client.status,
    pics: client.pics.map((pic) => ({
      picId: pic.id,
      name: pic.name,
      email: pic.email,
      phone: pic.phone ?? '',
      position: pic.position ?? '',
      preferredLanguage: pic.preferredLanguage,
      roles: [...pic.roles],
    })),
  };
}

function bodyOf(values: ClientValues): ClientBody {
  return {
    code: values.code.trim().toUpperCase(),
    legalName: values.legalName.trim(),
    industry: values.industry.trim(),
    address: values.address.trim(),
    npwp: normalizeNpwp(values.npwp),
    billingMethod: values.billingMethod,
    paymentTermsDays: Number(values.paymentTermsDays),
    status: values.status,
    pics: values.pics.map((pic) => ({
      ...(pic.picId ? { id: pic.picId } : {}),
      name: pic.name.trim(),
      email: pic.email.trim(),
      phone: pic.phone.trim(),
      position: pic.position.trim(),
      preferredLanguage: pic.preferredLanguage,
      roles: pic.roles,
    })),
  };
}

/** `/bizdev/clients/form/:type/:clientId?`: add a client (`add`) or edit one (`edit`). */
export function Component() {
  const { t } = useLingui();
  return (
    <EntityFormPage
      idParam="clientId"
      viewAt={paths.bizdev.clients.detail}
      useRecord={useClient}
      loadingLabel={t`Loading the client…`}
      permission="clients.manage"
    >
      {({ record }) => <ClientForm client={record} />}
    </EntityFormPage>
  );
}

/** The client form: general facts, terms, then the PICs as repeatable rows. */
function ClientForm({ client }: { client: ClientDetail | null }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const create = useCreateClient();
  const update = useUpdateClient();
  const entity = useEntityForm<ClientValues, ClientDetail>({
    defaultValues: client ? valuesOf(client) : EMPTY_CLIENT,
    rules: client ? updateClientBody : createClientBody,
    save: (values) => {
      const body = bodyOf(values);
      return client
        ? update.mutateAsync({ params: { path: { id: client.id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (saved) => {
      const { legalName: name, code } = saved;
      const picCount = saved.pics.length;
      toast({
        tone: 'success',
        title: client ? t`Client saved` : t`Client added`,
        description: t`${name} (${code}) with ${plural(picCount, { one: '# PIC', other: '# PICs' })}.`,
      });
      navigate(paths.bizdev.clients.detail(saved.id));
    },
  });
  const { form, field } = entity;
  const pics = useFieldArray({ control: form.control, name: 'pics', keyName: 'key' });
  const [removing, setRemoving] = useState<number | null>(null);
  const legalName = client?.legalName;
  const title = client ? t`Edit ${legalName}` : t`Add client`;
  const listCrumb = { label: t`Clients`, href: paths.bizdev.clients.list() };
  const cancelPath = client ? paths.bizdev.clients.detail(client.id) : paths.bizdev.clients.list();

  return (
    <EntityForm
      entity={entity}
      label={title}
      cancelTo={cancelPath}
      saveLabel={<Trans>Save client</Trans>}
      page={{
        title,
        status: client ? <ClientStatusBadge status={client.status} /> : undefined,
        breadcrumbs: client
          ? [
              listCrumb,
              { label: client.legalName, href: paths.bizdev.clients.detail(client.id) },
              { label: t`Edit` },
            ]
          : [listCrumb, { label: t`Add client` }],
        description: t`The client's legal facts, how we bill them, and their PICs.`,
      }}
      after={
        <RemovePicDialog
          index={removing}
          name={removing === null ? '' : form.getValues(`pics.${removing}.name`)}
          onCancel={() => setRemoving(null)}
          onConfirm={(index) => {
            pics.remove(index);
            setRemoving(null);
          }}
        />
      }
    >
      <FormSection title={t({ message: 'Client', context: 'form section' })}>
        <FormRow>
          <TextField
            label={t`Code`}
            {...field('code', {
              asSent: (value) =>
                String(value ?? '')
                  .trim()
                  .toUpperCase(),
              messages: { pattern: t`Use 2 to 20 letters, digits or dashes.` },
            })}
            maxLength={20}
            autoComplete="off"
            description={t`2 to 20 letters, digits or dashes, e.g. BNI-JKT. Stored in capitals.`}
          />
          <SelectField label={t`Status`} {...field('status')} options={clientStatusOptions(i18n)} />
        </FormRow>
        <TextField label={t`Legal name`} {...field('legalName')} />
        <SelectField
          name="industry"
          label={t`Industry`}
          placeholder={t`Choose an industry…`}
          options={industryOptions(client?.industry)}
        />
        <TextAreaField label={t`Address`} rows={3} {...field('address')} />
        <TextField
          label="NPWP"
          inputMode="numeric"
          autoComplete="off"
          description={t`15 or 16 digits; dots and dashes are fine. Leave empty when not registered.`}
          {...field('npwp', {
            // The server checks the digits (15 or 16), which the schema does not say.
            validate: (value) => isValidNpwp(String(value ?? '')) || NPWP_MESSAGE,
          })}
        />
      </FormSection>
      <FormSection title={t`Billing`}>
        <FormRow>
          <SelectField
            label={t`Billing method`}
            {...field('billingMethod')}
            options={optionsOf(BILLING_METHOD)}
          />
          <TextField
            label={t`Payment terms (days)`}
            inputMode="numeric"
            maxLength={3}
            description={t`Days from invoice to due date, 0 to 180.`}
            {...field('paymentTermsDays', {
              messages: {
                type: t`Enter a number of days from 0 to 180.`,
                range: t`Enter a number of days from 0 to 180.`,
              },
            })}
          />
        </FormRow>
      </FormSection>
      <PicFields pics={pics} onRemove={setRemoving} />
    </EntityForm>
  );
}
