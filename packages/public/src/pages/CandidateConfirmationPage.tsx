import { Trans, useLingui } from '@lingui/react/macro';
import { describeFailure, problemMessage, useApi, useCatalogs } from '@staffdesk/core';
import { GENDER_LABELS, type Gender, isValidNik, NIK_MESSAGE } from '@staffdesk/kit';
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
  useFieldIds,
} from '@staffdesk/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFocusAfterDialog } from '../components/focus-after-dialog';
import { PublicPage } from '../components/PublicPage';
import {
  ChoiceGroup,
  OfferSummary,
  RecruitingLinkStatus,
  recruitingStyles,
} from '../components/Recruiting';
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

/** The fields of the confirmation, as the API names them. */
type Field = 'fullName' | 'nik' | 'birthDate' | 'birthPlace' | 'gender' | 'address' | 'phone';
type Values = Record<Exclude<Field, 'gender'>, string> & { gender: Gender | null };
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = [
  'fullName',
  'nik',
  'birthDate',
  'birthPlace',
  'gender',
  'address',
  'phone',
];

const PHONE = /^\+?[0-9 ()-]{6,30}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

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
  const confirmation = offer.confirmation;
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
              value: <span style={recruitingStyles.text}>{confirmation.address}</span>,
            },
            { label: t`Phone`, value: confirmation.phone },
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
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const elements = useRef(new Map<Field, HTMLElement>());
  const genderRef = useRef<HTMLDivElement>(null);
  const focusAfterDialog = useFocusAfterDialog(confirming);

  const { position, clientName } = requirement;
  const fullName = candidate.fullName;
  const until = wib(offer.expiresAt);

  const refOf = (name: Field) => (element: HTMLElement | null) => {
    if (element) elements.current.set(name, element);
    else elements.current.delete(name);
  };

  function set<Name extends keyof Values>(name: Name, value: Values[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
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
    if (values.gender === null) return;
    try {
      const { data, error, response } = await client.POST(CONFIRM, {
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
        },
      });
      if (data) {
        queryClient.setQueryData(link.queryKey, openLink(data));
        await navigate(recruitingLinks.response(requirement.id, candidate.id, access));
        return;
      }
      if (response.status === 409 || response.status === 410 || response.status === 404) {
        await onStale(problemMessage(error));
        return;
      }
      const failure = describeFailure(error);
      const placed: Errors = {};
      for (const name of FIELDS) if (failure.fields[name]) placed[name] = failure.fields[name];
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
        <h2 style={recruitingStyles.heading}>
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
        description={t`Check your NIK and date of birth: HR makes your employee record from them. You cannot change the data here afterwards.`}
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
