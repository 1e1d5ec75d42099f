import type { MainPaths } from '@staffdesk/api';
import { useApi, useInvalidate } from '@staffdesk/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { ClientPic } from '../lib/hiring';
import { useInvalidateRequirements } from './useRequirements';

/** No PICs (yet): one array, so effects keyed on the PICs do not run on every render. */
const NO_PICS: readonly ClientPic[] = [];

type JsonBody<Operation> = Operation extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type SendCvsBody = JsonBody<MainPaths['/requirements/{id}/send-cvs']['post']>;
export type InterviewBody = JsonBody<MainPaths['/pipeline/{id}/interview']['put']>;
export type OfferBody = JsonBody<MainPaths['/pipeline/{id}/offer']['post']>;

/**
 * The client's PICs (`GET /clients/{id}`, `clients.read`, which recruiters hold): whom CVs,
 * interview invitations and new links go to. Idle while `enabled` is false.
 */
export function useClientPics(clientId: string, enabled = true) {
  const { $api } = useApi().main;
  const client = $api.useQuery(
    'get',
    '/clients/{id}',
    { params: { path: { id: clientId } } },
    { enabled, staleTime: 60_000 },
  );
  return { ...client, pics: client.data?.pics ?? NO_PICS };
}

/**
 * The client's review of a requirement's CVs (`GET /requirements/{id}/client-review`): the links
 * mailed, and per CV when the PIC opened it, the answer and the interview feedback.
 */
export function useClientReview(requirementId: string) {
  const { $api } = useApi().main;
  return $api.useQuery('get', '/requirements/{id}/client-review', {
    params: { path: { id: requirementId } },
  });
}

/** After CVs are sent, an interview set or an offer made: the pipeline, the review, the calendar. */
function useInvalidateHiring() {
  const invalidateRequirements = useInvalidateRequirements();
  const invalidate = useInvalidate();
  return () =>
    Promise.all([
      invalidateRequirements(),
      invalidate('/requirements/{id}/client-review', '/interviews'),
    ]);
}

/** Sends CVs to a PIC of the client (`POST /requirements/{id}/send-cvs`). */
export function useSendCvs() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHiring();
  return $api.useMutation('post', '/requirements/{id}/send-cvs', {
    onSuccess: () => invalidate(),
  });
}

/** Mails a PIC a new link to every CV sent (`POST /requirements/{id}/client-link`). */
export function useRenewClientLink() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHiring();
  return $api.useMutation('post', '/requirements/{id}/client-link', {
    onSuccess: () => invalidate(),
  });
}

/** Schedules a candidate's interview, or moves it (`PUT /pipeline/{id}/interview`). */
export function useScheduleInterview() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHiring();
  return $api.useMutation('put', '/pipeline/{id}/interview', { onSuccess: () => invalidate() });
}

/** Offers a candidate the position (`POST /pipeline/{id}/offer`). */
export function useMakeOffer() {
  const { $api } = useApi().main;
  const invalidate = useInvalidateHiring();
  return $api.useMutation('post', '/pipeline/{id}/offer', { onSuccess: () => invalidate() });
}

/**
 * The interviews scheduled between two instants (`GET /interviews`), of one requirement when
 * `requirementId` is given; the previous answer stays shown while the next loads.
 */
export function useInterviews(
  query: { from: string; to: string; requirementId?: string },
  enabled = true,
) {
  const { $api } = useApi().main;
  return $api.useQuery(
    'get',
    '/interviews',
    { params: { query } },
    { placeholderData: keepPreviousData, enabled },
  );
}
