import type { MainSchema } from '@staffdesk/api';
import type { ClientReview, Interview } from '../lib/hiring';
import { BUDI_ENTRY, CLIENTS, JOKO_ENTRY, SARI_ENTRY, WELDER, WELDER_ID } from './requirements';

export const DEWI_PIC_ID = '00000000-0000-4000-8000-00000000d101';
export const ANDI_PIC_ID = '00000000-0000-4000-8000-00000000d102';

/** The factory as `GET /clients/{id}` answers: a leave approver first, the hiring manager second. */
export const FACTORY_DETAIL: MainSchema<'ClientDetail'> = {
  ...(CLIENTS[0] as MainSchema<'Client'>),
  picCount: 3,
  pics: [
    {
      id: ANDI_PIC_ID,
      name: 'Andi Saputra',
      email: 'andi@astra-manufaktur.co.id',
      phone: null,
      position: 'HR Supervisor',
      roles: ['leave-approver'],
      preferredLanguage: 'id',
    },
    {
      id: DEWI_PIC_ID,
      name: 'Dewi Lestari',
      email: 'dewi@astra-manufaktur.co.id',
      phone: '081234567890',
      position: 'Production Manager',
      roles: ['hiring-manager', 'timesheet-approver'],
      preferredLanguage: 'en',
    },
    {
      id: '00000000-0000-4000-8000-00000000d103',
      name: 'Rudi Hakim',
      email: '',
      phone: '0812000111',
      position: null,
      roles: ['billing-contact'],
      preferredLanguage: 'id',
    },
  ],
};

/**
 * The client's review of the welder's CVs: Sari's opened and accepted, Budi's not opened yet,
 * Joko interviewed with feedback; two links mailed, the first expired.
 */
export const WELDER_REVIEW: ClientReview = {
  links: [
    {
      email: 'dewi@astra-manufaktur.co.id',
      sentAt: '2026-11-23T03:00:00.000Z',
      expiresAt: '2026-12-07T03:00:00.000Z',
    },
    {
      email: 'andi@astra-manufaktur.co.id',
      sentAt: '2026-10-12T03:00:00.000Z',
      expiresAt: '2026-10-26T03:00:00.000Z',
    },
  ],
  candidates: [
    {
      applicationId: SARI_ENTRY.id,
      candidateId: SARI_ENTRY.candidate.id,
      fullName: 'Sari Utami',
      stage: 'cv-sent',
      sharedAt: '2026-11-23T03:00:00.000Z',
      openedAt: '2026-11-24T02:15:00.000Z',
      decision: 'accepted',
      reason: 'Strong TIG experience',
      decidedAt: '2026-11-24T02:30:00.000Z',
      decidedBy: 'Dewi Lestari',
      interviewFeedback: null,
      interviewFeedbackAt: null,
    },
    {
      applicationId: BUDI_ENTRY.id,
      candidateId: BUDI_ENTRY.candidate.id,
      fullName: 'Budi Hartono',
      stage: 'cv-sent',
      sharedAt: '2026-11-23T03:00:00.000Z',
      openedAt: null,
      decision: null,
      reason: null,
      decidedAt: null,
      decidedBy: null,
      interviewFeedback: null,
      interviewFeedbackAt: null,
    },
    {
      applicationId: JOKO_ENTRY.id,
      candidateId: JOKO_ENTRY.candidate.id,
      fullName: 'Joko Susilo',
      stage: 'hired',
      sharedAt: '2026-10-12T03:00:00.000Z',
      openedAt: '2026-10-12T07:00:00.000Z',
      decision: 'accepted',
      reason: null,
      decidedAt: '2026-10-13T01:00:00.000Z',
      decidedBy: 'Andi Saputra',
      interviewFeedback: {
        score: 4,
        recommendation: 'hire',
        comments: 'Neat welds, calm under pressure.',
        decidedBy: 'Andi Saputra',
      },
      interviewFeedbackAt: '2026-10-20T09:00:00.000Z',
    },
  ],
};

/** Nothing sent to the client yet. */
export const NO_REVIEW: ClientReview = { links: [], candidates: [] };

/** An interview as `GET /interviews` and `PUT /pipeline/{id}/interview` answer. */
export function interview(
  id: string,
  startsAt: string,
  overrides: Partial<Interview> = {},
): Interview {
  return {
    id,
    applicationId: SARI_ENTRY.id,
    candidateId: SARI_ENTRY.candidate.id,
    candidateName: 'Sari Utami',
    requirementId: WELDER_ID,
    requirementNumber: WELDER.number,
    position: WELDER.position,
    clientId: WELDER.clientId,
    clientName: WELDER.clientName,
    startsAt,
    durationMinutes: 60,
    location: 'Kawasan Industri Jababeka, Gedung B',
    notes: '',
    sequence: 0,
    stage: 'interview',
    ...overrides,
  };
}
