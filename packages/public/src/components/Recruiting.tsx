import { Trans, useLingui } from '@lingui/react/macro';
import { CONTRACT_TYPE_LABELS } from '@staffdesk/kit';
import { DescriptionList, FieldError, formatDate, formatMoney, Stack, Text } from '@staffdesk/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, type Ref, useId } from 'react';
import {
  experienceText,
  type PublicCandidate,
  type PublicOffer,
  periodOf,
  type RecruitingLink,
} from '../lib/recruiting';
import { DecisionLinkPage } from './DecisionLinkPage';

const recruitingStyles = {
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: 'var(--sd-space-1)',
    paddingBottom: 'var(--sd-space-3)',
    borderBottom: '1px solid var(--sd-color-border)',
  },
  choice: { alignItems: 'center', minHeight: '2.75rem' },
} satisfies Record<string, CSSProperties>;

/**
 * What a recruiting page shows until its link is open: the loading card, the failure to load with
 * a retry, or why the link is closed (the PIC and the candidate both ask the recruiter for a new
 * one; an expired link says the server's word, else ours). Render it when `link.data?.state` is
 * not `open`.
 */
export function RecruitingLinkStatus<View>({
  link,
  loadingTitle,
}: {
  link: UseQueryResult<RecruitingLink<View>>;
  loadingTitle: string;
}) {
  const { t } = useLingui();
  return (
    <DecisionLinkPage
      link={link}
      loadingTitle={loadingTitle}
      expiredMessage={
        link.data?.state === 'expired' && !link.data.message
          ? t`This link has expired. Ask the recruiter for a new one.`
          : null
      }
      notFound={
        <Trans>
          This link is not valid. It works only for the address it was sent to: check that you
          opened the whole link from the email, or ask the recruiter to send it again.
        </Trans>
      }
    >
      {() => null}
    </DecisionLinkPage>
  );
}

/** The candidate's skills, as one readable line. */
export function skillsText(skills: readonly string[]): string {
  return skills.join(', ');
}

/** The candidate's profile: facts, work experience, education. */
export function CandidateProfile({ candidate }: { candidate: PublicCandidate }) {
  const { t } = useLingui();
  const { experience, education, skills } = candidate;
  return (
    <>
      <DescriptionList
        items={[
          { label: t`City`, value: candidate.city || '—' },
          { label: t`Experience`, value: experienceText(candidate.experienceYears) },
          ...(skills.length > 0 ? [{ label: t`Skills`, value: skillsText(skills) }] : []),
          ...(candidate.expectedSalary !== null
            ? [
                {
                  label: t`Expected salary`,
                  value: formatMoney(candidate.expectedSalary),
                  numeric: true,
                },
              ]
            : []),
        ]}
      />
      <Stack as="section" gap={3} aria-label={t`Work experience`}>
        <h2 className="sd-size-lg">
          <Trans>Work experience</Trans>
        </h2>
        {experience.length > 0 ? (
          <Stack as="ul" gap={3}>
            {experience.map((job, index) => {
              const { title, company } = job;
              const period = periodOf(job.from, job.to);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the entries have no id; order is stable
                <li key={index} style={recruitingStyles.item}>
                  <strong>
                    <Trans>
                      {title} at {company}
                    </Trans>
                  </strong>
                  {period ? (
                    <Text muted size="sm">
                      {period}
                    </Text>
                  ) : null}
                  {job.description ? <Text wrap="pre-line">{job.description}</Text> : null}
                </li>
              );
            })}
          </Stack>
        ) : (
          <p className="sd-text-muted">
            <Trans>No work experience recorded.</Trans>
          </p>
        )}
      </Stack>
      <Stack as="section" gap={3} aria-label={t`Education`}>
        <h2 className="sd-size-lg">
          <Trans>Education</Trans>
        </h2>
        {education.length > 0 ? (
          <Stack as="ul" gap={3}>
            {education.map((school, index) => {
              const what = [school.degree, school.field].filter(Boolean).join(', ');
              const year = school.year;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the entries have no id; order is stable
                <li key={index} style={recruitingStyles.item}>
                  <strong>{school.school}</strong>
                  {what ? <span>{what}</span> : null}
                  {year !== null ? (
                    <Text muted size="sm">
                      <Trans>Graduated {year}</Trans>
                    </Text>
                  ) : null}
                </li>
              );
            })}
          </Stack>
        ) : (
          <p className="sd-text-muted">
            <Trans>No education recorded.</Trans>
          </p>
        )}
      </Stack>
    </>
  );
}

/** What the candidate is offered: the position, the client, the salary and the dates. */
export function OfferSummary({ offer }: { offer: PublicOffer }) {
  const { t } = useLingui();
  const { requirement, offer: terms } = offer;
  return (
    <DescriptionList
      items={[
        { label: t`Position`, value: requirement.position },
        { label: t`Client`, value: requirement.clientName },
        ...(requirement.location ? [{ label: t`Location`, value: requirement.location }] : []),
        { label: t`Contract`, value: CONTRACT_TYPE_LABELS[requirement.contractType] },
        { label: t`Monthly salary`, value: formatMoney(terms.salary), numeric: true },
        { label: t`Join date`, value: formatDate(terms.joinDate), numeric: true },
        ...(terms.contractEnd
          ? [{ label: t`Contract ends`, value: formatDate(terms.contractEnd), numeric: true }]
          : []),
        ...(terms.notes
          ? [{ label: t`Notes`, value: <Text wrap="pre-line">{terms.notes}</Text> }]
          : []),
      ]}
    />
  );
}

export type Choice<Value extends string> = { value: Value; label: string };

/**
 * One question with a few answers: radios in a radio group named by its label, so a screen
 * reader reads them as one question; the error sits under the group. Plain React state, no form
 * library.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  required,
  groupRef,
}: {
  legend: ReactNode;
  name: string;
  options: readonly Choice<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | null;
  required?: boolean;
  /** The fieldset, to focus when the question is left unanswered. */
  groupRef?: Ref<HTMLDivElement>;
}) {
  const base = useId();
  const errorId = `${base}-error`;
  const labelId = `${base}-label`;
  return (
    <div
      ref={groupRef}
      tabIndex={-1}
      className="sd-field"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <span id={labelId} className="sd-field__label">
        {legend}
        {required ? (
          <span className="sd-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <Stack gap={3}>
        {options.map((option, index) => {
          const id = `${base}-${index}`;
          return (
            <div key={option.value} className="sd-check" style={recruitingStyles.choice}>
              <input
                id={id}
                type="radio"
                className="sd-checkbox-input"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={id} className="sd-check__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </Stack>
      <FieldError id={errorId} message={error ?? undefined} />
    </div>
  );
}
