import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, hasPermission, paths, RouterLink, useCurrentUser } from '@staffdesk/core';
import {
  AccessDenied,
  formatNpwp,
  isValidNpwp,
  NotFound,
  NPWP_MESSAGE,
  normalizeNpwp,
  optionsOf,
  QueryFailure,
  useUnsavedChangesGuard,
} from '@staffdesk/kit';
import {
  Button,
  Card,
  Form,
  FormActions,
  FormError,
  FormRow,
  FormSection,
  LoadingState,
  PageHeader,
  SelectField,
  showFailureInForm,
  TextAreaField,
  TextField,
  useToast,
} from '@staffdesk/ui';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
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

const CLIENT_FIELDS = [
  'code',
  'legalName',
  'industry',
  'address',
  'npwp',
  'billingMethod',
  'paymentTermsDays',
  'status',
];
const PIC_FIELD = /^pics\.\d+\.(name|email|phone|position|preferredLanguage|roles)$/;

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
  const { type, clientId } = useParams();
  const me = useCurrentUser().data;
  const canManage = hasPermission(me, 'clients.manage');
  if (type === 'view' && clientId) {
    return <Navigate to={paths.bizdev.clients.detail(clientId)} replace />;
  }
  if (type === 'add' && !clientId) {
    return me && !canManage ? <AccessDenied /> : <ClientForm client={null} />;
  }
  if (type === 'edit' && clientId) {
    return me && !canManage ? <AccessDenied /> : <ClientEdit id={clientId} />;
  }
  return <NotFound />;
}

function ClientEdit({ id }: { id: string }) {
  const { t } = useLingui();
  const client = useClient(id);
  if (client.isPending) return <LoadingState label={t`Loading the client…`} />;
  if (client.isError) {
    return <QueryFailure error={client.error} onRetry={() => void client.refetch()} />;
  }
  return <ClientForm client={client.data} />;
}

/** The client form: general facts, terms, then the PICs as repeatable rows. */
function ClientForm({ client }: { client: ClientDetail | null }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useForm<ClientValues>({
    defaultValues: client ? valuesOf(client) : EMPTY_CLIENT,
  });
  const pics = useFieldArray({ control: form.control, name: 'pics', keyName: 'key' });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const [removing, setRemoving] = useState<number | null>(null);
  const legalName = client?.legalName;
  const title = client ? t`Edit ${legalName}` : t`Add client`;
  const listCrumb = { label: t`Clients`, href: paths.bizdev.clients.list() };
  const cancelPath = client ? paths.bizdev.clients.detail(client.id) : paths.bizdev.clients.list();

  async function onSubmit(values: ClientValues) {
    try {
      const body = bodyOf(values);
      const saved = client
        ? await update.mutateAsync({ params: { path: { id: client.id } }, body })
        : await create.mutateAsync({ body });
      const { legalName: name, code } = saved;
      const picCount = saved.pics.length;
      toast({
        tone: 'success',
        title: client ? t`Client saved` : t`Client added`,
        description: t`${name} (${code}) with ${plural(picCount, { one: '# PIC', other: '# PICs' })}.`,
      });
      guard.allowNavigation();
      navigate(paths.bizdev.clients.detail(saved.id));
    } catch (error) {
      const picFields = Object.keys(describeFailure(error).fields).filter((field) =>
        PIC_FIELD.test(field),
      );
      showFailureInForm(form, describeFailure(error), [...CLIENT_FIELDS, ...picFields]);
    }
  }

  return (
    <div className="sd-stack">
      <PageHeader
        title={title}
        status={client ? <ClientStatusBadge status={client.status} /> : undefined}
        breadcrumbs={
          client
            ? [
                listCrumb,
                { label: client.legalName, href: paths.bizdev.clients.detail(client.id) },
                { label: t`Edit` },
              ]
            : [listCrumb, { label: t`Add client` }]
        }
        description={t`The client's legal facts, how we bill them, and their PICs.`}
        linkComponent={RouterLink}
      />
      <Card>
        <Form form={form} onSubmit={onSubmit} aria-label={title}>
          <FormError />
          <FormSection title={t({ message: 'Client', context: 'form section' })}>
            <FormRow>
              <TextField
                name="code"
                label={t`Code`}
                required
                maxLength={20}
                autoComplete="off"
                description={t`2 to 20 letters, digits or dashes, e.g. BNI-JKT. Stored in capitals.`}
                rules={{
                  pattern: {
                    value: /^[A-Za-z0-9-]{2,20}$/,
                    message: t`Use 2 to 20 letters, digits or dashes.`,
                  },
                }}
              />
              <SelectField
                name="status"
                label={t`Status`}
                required
                options={clientStatusOptions(i18n)}
              />
            </FormRow>
            <TextField name="legalName" label={t`Legal name`} required maxLength={200} />
            <SelectField
              name="industry"
              label={t`Industry`}
              placeholder={t`Choose an industry…`}
              options={industryOptions(client?.industry)}
            />
            <TextAreaField name="address" label={t`Address`} rows={3} maxLength={500} />
            <TextField
              name="npwp"
              label="NPWP"
              inputMode="numeric"
              autoComplete="off"
              description={t`15 or 16 digits; dots and dashes are fine. Leave empty when not registered.`}
              rules={{
                validate: (value: unknown) => isValidNpwp(String(value ?? '')) || NPWP_MESSAGE,
              }}
            />
          </FormSection>
          <FormSection title={t`Billing`}>
            <FormRow>
              <SelectField
                name="billingMethod"
                label={t`Billing method`}
                required
                options={optionsOf(BILLING_METHOD)}
              />
              <TextField
                name="paymentTermsDays"
                label={t`Payment terms (days)`}
                required
                inputMode="numeric"
                maxLength={3}
                description={t`Days from invoice to due date, 0 to 180.`}
                rules={{
                  validate: (value: unknown) => {
                    const text = String(value ?? '').trim();
                    return (
                      (/^\d{1,3}$/.test(text) && Number(text) <= 180) ||
                      t`Enter a number of days from 0 to 180.`
                    );
                  },
                }}
              />
            </FormRow>
          </FormSection>
          <PicFields pics={pics} onRemove={setRemoving} />
          <FormActions>
            <Button asChild>
              <Link to={cancelPath}>
                <Trans>Cancel</Trans>
              </Link>
            </Button>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              <Trans>Save client</Trans>
            </Button>
          </FormActions>
        </Form>
      </Card>
      <RemovePicDialog
        index={removing}
        name={removing === null ? '' : form.getValues(`pics.${removing}.name`)}
        onCancel={() => setRemoving(null)}
        onConfirm={(index) => {
          pics.remove(index);
          setRemoving(null);
        }}
      />
      {guard.dialog}
    </div>
  );
}
