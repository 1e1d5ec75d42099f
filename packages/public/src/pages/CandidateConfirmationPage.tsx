import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, problemMessage, useApi, useCatalogs } from '@staffdesk/core';
import {
  GENDER_LABELS,
  type Gender,
  isValidNik,
  isValidNpwp,
  MARITAL_STATUS_LABELS,
  type MaritalStatus,
  NIK_MESSAGE,
  NPWP_MESSAGE,
  normalizeNpwp,
  PTKP_STATUS_LABELS,
  type PtkpStatus,
  RELIGION_LABELS,
  type Religion,
} from '@staffdesk/kit';
import {
  Banner,
  Button,
  ConfirmDialog,
  DescriptionList,
  type FieldIds,
  FieldShell,
  formatDate,
  LoadingState,
  PublicCardActions,
  Text,
  useFieldIds,
} from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { decisionOutcome } from '../components/DecisionLinkPage';
import { useFocusAfterDialog } from '../components/focus-after-dialog';
import { PublicPage } from '../components/PublicPage';
import { ChoiceGroup, OfferSummary, RecruitingLinkStatus } from '../components/Recruiting';
import {
  openLink,
  type PublicOffer,
  type RecruitingAccess,
  recruitingLinks,
  useOffer,
  useRecruitingLinkAddress,
  wib,
} from '../lib/recruiting';
import { recruitingCatalog } from '../locales/pages/recruiting/catalog';

const CONFIRM = '/public/offers/{requirementId}/candidates/{candidateId}/confirmation';

/** The fields of the confirmation, as the API names them (the emergency contact's flattened). */
type Field =
  | 'fullName'
  | 'nik'
  | 'birthDate'
  | 'birthPlace'
  | 'gender'
  | 'address'
  | 'phone'
  | 'npwp'
  | 'maritalStatus'
  | 'dependants'
  | 'religion'
  | 'bankName'
  | 'bankAccountNumber'
  | 'bankAccountName'
  | 'emergencyName'
  | 'emergencyRelationship'
  | 'emergencyPhone';
type Values = Record<Exclude<Field, 'gender' | 'maritalStatus' | 'religion'>, string> & {
  gender: Gender | null;
  noNpwp: boolean;
  maritalStatus: MaritalStatus | '';
  religion: Religion | '';
};
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = [
  'fullName',
  'nik',
  'birthDate',
  'birthPlace',
  'gender',
  'address',
  'phone',
  'npwp',
  'maritalStatus',
  'dependants',
  'religion',
  'bankName',
  'bankAccountNumber',
  'bankAccountName',
  'emergencyName',
  'emergencyRelationship',
  'emergencyPhone',
];
/** The server's name of a field: the emergency contact is an object there (`emergencyContact.name`). */
function apiName(field: Field): string {
  const emergency = /^emergency(\w+)$/.exec(field)?.[1];
  return emergency ? ['emergencyContact', emergency.toLowerCase()].join('.') : field;
}

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACCOUNT = /^\d{6,20}$/;
const digitsOf = (text: string) => text.replace(/[\s.-]/g, '');

/**
 * The PTKP status the server derives: `K/n` when married, `TK/n` otherwise (n at most 3); a
 * married woman's PTKP covers herself only (TK/0) unless she shows HR her husband has no income.
 */
export function ptkpStatusOf(
  maritalStatus: MaritalStatus,
  dependants: number,
  gender: Gender | null,
): PtkpStatus {
  const n = Math.max(0, Math.min(3, Math.trunc(dependants) || 0));
  // The statuses in their order: TK/0…TK/3, then K/0…K/3.
  const statuses = Object.keys(PTKP_STATUS_LABELS) as PtkpStatus[];
  if (maritalStatus !== 'married') return statuses[n]!;
  return gender === 'female' ? statuses[0]! : statuses[4 + n]!;
}

/** A NIK shown on screen: only its last four digits. */
function maskedNik(nik: string): string {
  return `•••• •••• •••• ${nik.slice(-4)}`;
}

/** One field of the form: its label, help and error, tied to the control by ids and ARIA. */
function FormField({
  label,
  description,
  required,
  error,
  children,
}: {
  label: string;
  description?: string;
  required?: boolean;
  error?: string;
  children: (aria: FieldIds['aria']) => ReactNode;
}) {
  const field = useFieldIds({ description, error, required });
  return (
    <FieldShell field={field} label={label} description={description} required={required}>
      {children(field.aria)}
    </FieldShell>
  );
}

/** What the candidate confirmed, and the way on to their answer. */
function Confirmed({
  offer,
  access,
  notice,
}: {
  offer: PublicOffer;
  access: RecruitingAccess;
  notice: string | null;
}) {
  const { t } = useLingui();
  const { confirmation, payroll } = offer;
  const when = offer.confirmedAt ? wib(offer.confirmedAt) : '';
  const { requirement, candidate } = offer;
  return (
    <PublicPage title={t`Your data is confirmed`}>
      {notice ? <Banner tone="warning">{notice}</Banner> : null}
      <Banner tone="success">
        {when ? t`You confirmed your data on ${when}.` : t`You confirmed your data.`}
      </Banner>
      {confirmation ? (
        <DescriptionList
          items={[
            { label: t`Full name`, value: confirmation.fullName },
            { label: t`NIK`, value: maskedNik(confirmation.nik), numeric: true },
            { label: t`Date of birth`, value: formatDate(confirmation.birthDate), numeric: true },
            ...(confirmation.birthPlace
              ? [{ label: t`Place of birth`, value: confirmation.birthPlace }]
              : []),
            { label: t`Gender`, value: GENDER_LABELS[confirmation.gender] },
            {
              label: t`Address`,
              value: <Text wrap="pre-line">{confirmation.address}</Text>,
            },
            { label: t`Phone`, value: confirmation.phone },
            ...(payroll
              ? [
                  { label: t`NPWP`, value: payroll.npwp ?? t`None`, numeric: true },
                  { label: t`PTKP status`, value: PTKP_STATUS_LABELS[payroll.ptkpStatus] },
                  { label: t`Religion`, value: RELIGION_LABELS[payroll.religion] },
                  {
                    label: t`Bank account`,
                    value: `${payroll.bankName} ${payroll.bankAccountNumber} (${payroll.bankAccountName})`,
                  },
                  {
                    label: t`Emergency contact`,
                    value: `${payroll.emergencyContact.name} (${payroll.emergencyContact.relationship}), ${payroll.emergencyContact.phone}`,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      <p className="sd-text-muted">
        <Trans>If something is wrong, tell the recruiter.</Trans>
      </p>
      <Button asChild variant="primary" size="lg" block>
        <Link to={recruitingLinks.response(requirement.id, candidate.id, access)}>
          {offer.response ? <Trans>See your answer</Trans> : <Trans>Answer the offer</Trans>}
        </Link>
      </Button>
    </PublicPage>
  );
}

/** The offer and the form that confirms the candidate's identity and data. */
function ConfirmationForm({
  offer,
  access,
  notice,
  onStale,
}: {
  offer: PublicOffer;
  access: RecruitingAccess;
  notice: string | null;
  /** After the server said the data can no longer be confirmed (409, 410, 404): its word, reloaded. */
  onStale: (message: string) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const client = useApi().main.fetchClient;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { requirement, candidate } = offer;
  const link = useOffer(requirement.id, candidate.id, access);
  const [values, setValues] = useState<Values>({
    fullName: candidate.fullName,
    nik: '',
    birthDate: '',
    birthPlace: '',
    gender: null,
    address: '',
    phone: candidate.phone ?? '',
    npwp: '',
    noNpwp: false,
    maritalStatus: '',
    dependants: '0',
    religion: '',
    bankName: '',
    bankAccountNumber: '',
    bankAccountName: '',
    emergencyName: '',
    emergencyRelationship: '',
    emergencyPhone: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const elements = useRef(new Map<Field, HTMLElement>());
  const genderRef = useRef<HTMLDivElement>(null);
  const focusAfterDialog = useFocusAfterDialog(confirming);

  const noNpwpId = useId();
  const ptkp =
    values.maritalStatus === '' || !/^\d{1,2}$/.test(values.dependants.trim())
      ? null
      : ptkpStatusOf(values.maritalStatus, Number(values.dependants), values.gender);
  const marriedWoman = values.maritalStatus === 'married' && values.gender === 'female';
  const ptkpLabel = !ptkp ? '' : marriedWoman ? ptkp : PTKP_STATUS_LABELS[ptkp];

  /** A required one-line text field of the payroll data. */
  function textField(
    name: 'bankName' | 'bankAccountNumber' | 'bankAccountName' | `emergency${string}`,
    label: string,
    options: {
      maxLength: number;
      description?: string;
      inputMode?: 'numeric';
      type?: 'tel';
    },
  ) {
    const field = name as keyof Values & Field;
    return (
      <FormField label={label} description={options.description} required error={errors[field]}>
        {(aria) => (
          <input
            {...aria}
            ref={refOf(field)}
            type={options.type ?? 'text'}
            className="sd-input"
            inputMode={options.inputMode}
            maxLength={options.maxLength}
            value={values[field] as string}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
      </FormField>
    );
  }

  const { position, clientName } = requirement;
  const fullName = candidate.fullName;
  const until = wib(offer.expiresAt);

  const refOf = (name: Field) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  function set<Name extends keyof Values>(name: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name as Field]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** The first field of these errors. */
  function firstOf(found: Errors): HTMLElement | null | undefined {
    const first = FIELDS.find((name) => found[name]);
    return first === 'gender' ? genderRef.current : first ? elements.current.get(first) : null;
  }

  function check(): Errors {
    const found: Errors = {};
    if (values.fullName.trim() === '') found.fullName = t`Enter your full name as on your KTP.`;
    if (!isValidNik(values.nik)) found.nik = NIK_MESSAGE;
    if (!DAY.test(values.birthDate)) found.birthDate = t`Enter your date of birth.`;
    if (values.gender === null) found.gender = t`Choose your gender.`;
    if (values.address.trim() === '') found.address = t`Enter your address.`;
    if (!PHONE.test(values.phone.trim())) {
      found.phone = t`Enter a phone number of digits, like +62 812 3456 7890.`;
    }
    if (!values.noNpwp && values.npwp.trim() === '') {
      found.npwp = t`Enter your NPWP, or tick “I have no NPWP”.`;
    } else if (!values.noNpwp && !isValidNpwp(values.npwp)) found.npwp = NPWP_MESSAGE;
    if (values.maritalStatus === '') found.maritalStatus = t`Choose your marital status.`;
    if (!/^\d{1,2}$/.test(values.dependants.trim()) || Number(values.dependants) > 20) {
      found.dependants = t`Enter how many people you support (0 if none).`;
    }
    if (values.religion === '') found.religion = t`Choose your religion.`;
    if (values.bankName.trim() === '') found.bankName = t`Enter the name of your bank.`;
    if (!ACCOUNT.test(digitsOf(values.bankAccountNumber))) {
      found.bankAccountNumber = t`An account number has 6 to 20 digits.`;
    }
    if (values.bankAccountName.trim() === '') {
      found.bankAccountName = t`Enter the name on the account, as the bank has it.`;
    }
    if (values.emergencyName.trim() === '') {
      found.emergencyName = t`Enter the name of your emergency contact.`;
    }
    if (values.emergencyRelationship.trim() === '') {
      found.emergencyRelationship = t`Enter how they are related to you.`;
    }
    if (!PHONE.test(values.emergencyPhone.trim())) {
      found.emergencyPhone = t`Enter a phone number of digits, like +62 812 3456 7890.`;
    }
    return found;
  }

  function review() {
    setServerError(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      firstOf(found)?.focus();
      return;
    }
    setConfirming(true);
  }

  async function send() {
    if (values.gender === null || values.maritalStatus === '' || values.religion === '') return;
    try {
      const outcome = await decisionOutcome(
        client.POST(CONFIRM, {
          params: {
            path: { requirementId: requirement.id, candidateId: candidate.id },
            query: { token: access.token },
          },
          body: {
            email: access.email,
            fullName: values.fullName.trim(),
            nik: values.nik.replace(/\D/g, ''),
            birthDate: values.birthDate,
            birthPlace: values.birthPlace.trim(),
            gender: values.gender,
            address: values.address.trim(),
            phone: values.phone.trim(),
            npwp: values.noNpwp ? null : normalizeNpwp(values.npwp),
            noNpwp: values.noNpwp,
            maritalStatus: values.maritalStatus,
            dependants: Number(values.dependants),
            religion: values.religion,
            bankName: values.bankName.trim(),
            bankAccountNumber: digitsOf(values.bankAccountNumber),
            bankAccountName: values.bankAccountName.trim(),
            emergencyContact: {
              name: values.emergencyName.trim(),
              relationship: values.emergencyRelationship.trim(),
              phone: values.emergencyPhone.trim(),
            },
          },
        }),
      );
      if (outcome.state === 'done') {
        const { data } = outcome;
        queryClient.setQueryData(link.queryKey, openLink(data));
        await navigate(recruitingLinks.response(requirement.id, candidate.id, access));
        return;
      }
      if (outcome.state === 'stale') {
        await onStale(outcome.message);
        return;
      }
      const failure = describeFailure(outcome.problem);
      const placed: Errors = {};
      for (const name of FIELDS) {
        const message = failure.fields[apiName(name)];
        if (message) placed[name] = message;
      }
      if (Object.keys(placed).length > 0) {
        setErrors(placed);
        focusAfterDialog(firstOf(placed));
      } else setServerError(failure.message);
    } catch (error) {
      setServerError(problemMessage(error));
    }
  }

  return (
    <PublicPage title={t`Your offer for ${position}`}>
      <p>
        <Trans>
          {fullName}, congratulations: {clientName} offers you the position of {position}. Check the
          offer, then confirm your identity and data so that we can prepare your contract.
        </Trans>
      </p>
      <OfferSummary offer={offer} />
      <p className="sd-text-muted">
        <Trans>This link works until {until}.</Trans>
      </p>
      <form
        noValidate
        className="sd-form"
        aria-label={t`Your data`}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          review();
        }}
      >
        <h2 className="sd-size-lg">
          <Trans>Your data</Trans>
        </h2>
        <p className="sd-text-muted">
          <Trans>Write them as on your KTP. HR makes your employee record from them.</Trans>
        </p>
        {notice ? <Banner tone="warning">{notice}</Banner> : null}
        {serverError ? <Banner tone="error">{serverError}</Banner> : null}
        <FormField label={t`Full name`} required error={errors.fullName}>
          {(aria) => (
            <input
              {...aria}
              ref={refOf('fullName')}
              className="sd-input"
              autoComplete="name"
              maxLength={150}
              value={values.fullName}
              onChange={(event) => set('fullName', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t`NIK`}
          description={t`The 16 digits on your KTP.`}
          required
          error={errors.nik}
        >
          {(aria) => (
            <input
              {...aria}
              ref={refOf('nik')}
              className="sd-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={24}
              value={values.nik}
              onChange={(event) => set('nik', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t`Date of birth`} required error={errors.birthDate}>
          {(aria) => (
            <input
              {...aria}
              ref={refOf('birthDate')}
              type="date"
              className="sd-input"
              autoComplete="bday"
              value={values.birthDate}
              onChange={(event) => set('birthDate', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t`Place of birth`} error={errors.birthPlace}>
          {(aria) => (
            <input
              {...aria}
              ref={refOf('birthPlace')}
              className="sd-input"
              maxLength={100}
              value={values.birthPlace}
              onChange={(event) => set('birthPlace', event.target.value)}
            />
          )}
        </FormField>
        <ChoiceGroup
          legend={t`Gender`}
          name="gender"
          required
          options={[
            { value: 'male', label: GENDER_LABELS.male },
            { value: 'female', label: GENDER_LABELS.female },
          ]}
          value={values.gender}
          onChange={(value) => set('gender', value)}
          error={errors.gender}
          groupRef={genderRef}
        />
        <FormField
          label={t`Address`}
          description={t`Where you live now, with the city.`}
          required
          error={errors.address}
        >
          {(aria) => (
            <textarea
              {...aria}
              ref={refOf('address')}
              className="sd-textarea"
              rows={3}
              autoComplete="street-address"
              maxLength={500}
              value={values.address}
              onChange={(event) => set('address', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t`Phone`} required error={errors.phone}>
          {(aria) => (
            <input
              {...aria}
              ref={refOf('phone')}
              type="tel"
              className="sd-input"
              autoComplete="tel"
              maxLength={30}
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
          )}
        </FormField>
        <h2 className="sd-size-lg">
          <Trans>For your salary</Trans>
        </h2>
        <p className="sd-text-muted">
          <Trans>
            Payroll needs these to pay you and to withhold the right tax from your first month.
          </Trans>
        </p>
        <FormField
          label={t`NPWP`}
          description={t`15 or 16 digits, as on your NPWP card (or your NIK if it is your NPWP).`}
          required={!values.noNpwp}
          error={errors.npwp}
        >
          {(aria) => (
            <input
              {...aria}
              ref={refOf('npwp')}
              className="sd-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              disabled={values.noNpwp}
              value={values.noNpwp ? '' : values.npwp}
              onChange={(event) => set('npwp', event.target.value)}
            />
          )}
        </FormField>
        <div className="sd-check">
          <input
            id={noNpwpId}
            type="checkbox"
            className="sd-checkbox-input"
            checked={values.noNpwp}
            onChange={(event) => {
              set('noNpwp', event.target.checked);
              setErrors((current) => ({ ...current, npwp: undefined }));
            }}
          />
          <label htmlFor={noNpwpId} className="sd-check__label">
            <Trans>I have no NPWP (PPh 21 is then 20 % higher)</Trans>
          </label>
        </div>
        <FormField label={t`Marital status`} required error={errors.maritalStatus}>
          {(aria) => (
            <select
              {...aria}
              ref={refOf('maritalStatus')}
              className="sd-select"
              value={values.maritalStatus}
              onChange={(event) => set('maritalStatus', event.target.value as MaritalStatus)}
            >
              <option value="">{t`Choose…`}</option>
              {Object.entries(MARITAL_STATUS_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t`Dependants`}
          description={t`Children and family you fully support; PTKP counts at most 3.`}
          required
          error={errors.dependants}
        >
          {(aria) => (
            <input
              {...aria}
              ref={refOf('dependants')}
              type="number"
              className="sd-input"
              inputMode="numeric"
              min={0}
              max={20}
              value={values.dependants}
              onChange={(event) => set('dependants', event.target.value)}
            />
          )}
        </FormField>
        {ptkp ? (
          <p className="sd-text-muted" aria-live="polite">
            {t`Your PTKP status: ${ptkpLabel}.`}{' '}
            {marriedWoman
              ? t`A married woman's PTKP covers herself only unless she gives HR a statement that her husband has no income.`
              : null}
          </p>
        ) : null}
        <FormField
          label={t`Religion`}
          description={t`For your religious holiday allowance (THR).`}
          required
          error={errors.religion}
        >
          {(aria) => (
            <select
              {...aria}
              ref={refOf('religion')}
              className="sd-select"
              value={values.religion}
              onChange={(event) => set('religion', event.target.value as Religion)}
            >
              <option value="">{t`Choose…`}</option>
              {Object.entries(RELIGION_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textField('bankName', t`Bank`, { maxLength: 100 })}
        {textField('bankAccountNumber', t`Account number`, {
          maxLength: 30,
          inputMode: 'numeric',
          description: t`Only your own account: the salary is transferred to it.`,
        })}
        {textField('bankAccountName', t`Account holder name`, { maxLength: 150 })}
        <h3 className="sd-size-lg">
          <Trans>Emergency contact</Trans>
        </h3>
        {textField('emergencyName', t`Contact name`, { maxLength: 120 })}
        {textField('emergencyRelationship', t`Relationship`, { maxLength: 60 })}
        {textField('emergencyPhone', t`Contact phone`, { maxLength: 30, type: 'tel' })}
        <PublicCardActions>
          <Button type="submit" variant="primary" size="lg" block>
            <Trans>Confirm my data</Trans>
          </Button>
        </PublicCardActions>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Confirm your data?`}
        description={t`Check your NIK, date of birth and bank account: HR makes your employee record from them, and payroll pays you to that account. You cannot change the data here afterwards.`}
        confirmLabel={t`Confirm my data`}
        onConfirm={send}
      />
    </PublicPage>
  );
}

/**
 * `/candidate/public/requirement/:requirementId/candidate/:candidateId/candidate_confirmation?token=&email=`:
 * the candidate reads the offer (position, client, salary, join date) and confirms their identity
 * and data (name and phone filled in from the CV database; NIK, birth date and place, gender,
 * address), with the server's field errors under the fields; then goes on to answer the offer
 * (`candidate_response`, same query). Data already confirmed is shown, with the way on.
 */
export function Component() {
  const ready = useCatalogs(recruitingCatalog);
  return ready ? <CandidateConfirmation /> : <LoadingState rows={5} />;
}

function CandidateConfirmation() {
  const { t } = useLingui();
  const { requirementId, candidateId, access } = useRecruitingLinkAddress();
  const link = useOffer(requirementId, candidateId, access);
  const [notice, setNotice] = useState<string | null>(null);

  const data = link.data;
  if (data?.state !== 'open') {
    return <RecruitingLinkStatus link={link} loadingTitle={t`Opening your offer`} />;
  }
  if (data.view.confirmation) {
    return <Confirmed offer={data.view} access={access} notice={notice} />;
  }
  return (
    <ConfirmationForm
      offer={data.view}
      access={access}
      notice={notice}
      onStale={(message) => {
        setNotice(message);
        return link.refetch();
      }}
    />
  );
}
