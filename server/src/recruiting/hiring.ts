import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Actor, recordAudit } from '../audit/audit-log.js';
import type { Db } from '../db/database.js';
import { countColumn, pagedList } from '../db/paging.js';
import {
  applications,
  type CandidatePayrollData,
  candidates,
  clients,
  employeeProfileItems,
  employees,
  type JoiningInfo,
  requirements,
} from '../db/schema.js';
import { transactionWithRetry } from '../db/transaction.js';
import { HttpProblem } from '../http/problem.js';
import { toLocale } from '../i18n/locale.js';
import { placementSalary, saveSalaryData } from '../payroll/salary-data.js';
import {
  assertNikFree,
  auditableEmployee,
  checkPlacement,
  type EmployeeRow,
  insertEmployees,
  type Recorder,
} from '../people/employees.js';
import { withUniqueConflicts } from '../people/unique.js';
import { recordActivity } from './activities.js';
import { recordPlacementCommissions } from './commissions.js';
import { onboardingPayrollView } from './hire-ready.js';

export type OnboardingState = 'offered' | 'hired';

/**
 * On-boarding (HR's and BD's `offered`, `hired` and `joining-info` pages): candidates who
 * accepted an offer and are not yet employees (`offered`), and those made employees (`hired`).
 */
export async function listOnboarding(
  db: Db,
  query: { state: OnboardingState; clientId?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    eq(applications.offerResponse, 'accepted'),
    query.state === 'hired' ? isNotNull(applications.employeeId) : isNull(applications.employeeId),
    query.clientId ? eq(requirements.clientId, query.clientId) : undefined,
  );
  return pagedList(
    query,
    {
      rows: db
        .select({
          application: applications,
          candidateName: candidates.fullName,
          candidateEmail: candidates.email,
          requirementNumber: requirements.number,
          position: requirements.position,
          contractType: requirements.contractType,
          clientId: clients.id,
          clientName: clients.legalName,
          employeeNumber: employees.employeeNumber,
        })
        .from(applications)
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .innerJoin(requirements, eq(requirements.id, applications.requirementId))
        .innerJoin(clients, eq(clients.id, requirements.clientId))
        .leftJoin(employees, eq(employees.id, applications.employeeId))
        .where(where)
        .orderBy(asc(applications.offerRespondedAt), asc(applications.id)),
      count: db
        .select(countColumn())
        .from(applications)
        .innerJoin(requirements, eq(requirements.id, applications.requirementId))
        .where(where),
    },
    (rows) =>
      rows.map((r) => ({
        applicationId: r.application.id,
        candidateId: r.application.candidateId,
        candidateName: r.candidateName,
        candidateEmail: r.candidateEmail,
        requirementId: r.application.requirementId,
        requirementNumber: r.requirementNumber,
        position: r.position,
        contractType: r.contractType,
        clientId: r.clientId,
        clientName: r.clientName,
        offer: r.application.offer!,
        acceptedAt: r.application.offerRespondedAt!.toISOString(),
        confirmation: r.application.candidateConfirmation,
        payroll: onboardingPayrollView(r.application.candidatePayroll),
        joiningInfo: r.application.joiningInfo ?? {
          joinDate: r.application.offer!.joinDate,
          documents: [],
          notes: '',
        },
        employeeId: r.application.employeeId,
        employeeNumber: r.employeeNumber,
      })),
  );
}

async function acceptedApplication(tx: Db, applicationId: string) {
  const [row] = await tx
    .select({ application: applications, requirement: requirements, candidate: candidates })
    .from(applications)
    .innerJoin(requirements, eq(requirements.id, applications.requirementId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(eq(applications.id, applicationId))
    .for('update', { of: applications });
  if (!row) throw new HttpProblem(404, 'not-found', 'This candidate is not in the pipeline.');
  if (row.application.offerResponse !== 'accepted') {
    throw new HttpProblem(
      409,
      'conflict',
      'Only a candidate who accepted the offer is on-boarded.',
    );
  }
  return row;
}

/** The joining date, the documents checklist and notes, while the candidate is not yet hired. */
export async function saveJoiningInfo(
  db: Db,
  applicationId: string,
  info: JoiningInfo,
  actor: Actor,
) {
  return transactionWithRetry(db, async (tx) => {
    const { application } = await acceptedApplication(tx, applicationId);
    if (application.employeeId) {
      throw new HttpProblem(
        409,
        'conflict',
        'This candidate is already an employee; change the employee instead.',
      );
    }
    await tx
      .update(applications)
      .set({ joiningInfo: info, updatedAt: new Date() })
      .where(eq(applications.id, applicationId));
    await recordAudit(tx, actor, {
      action: 'application.joining-info',
      entity: 'application',
      entityId: applicationId,
      before: application.joiningInfo,
      after: info,
    });
  });
}

/**
 * Makes the accepted candidate an employee placed at the requirement's client, from the data
 * they confirmed and the offer (nobody retypes): number, placement, salary and the `hired`
 * history entry as any new employee. The pipeline stage becomes `hired`; when the requirement's
 * headcount is reached it becomes `fulfilled`. Once only: a second call answers 409.
 */
export async function hireCandidate(
  db: Db,
  applicationId: string,
  input: { approverPicIds: string[] },
  actor: Actor,
  recorder: Recorder,
) {
  return withUniqueConflicts(() =>
    transactionWithRetry(db, async (tx) => {
      const { application, requirement, candidate } = await acceptedApplication(tx, applicationId);
      if (application.employeeId) {
        throw new HttpProblem(409, 'already-decided', 'This candidate is already an employee.');
      }
      const confirmation = application.candidateConfirmation;
      const offer = application.offer;
      if (!confirmation || !offer) {
        throw new HttpProblem(409, 'conflict', 'The candidate has not confirmed their data yet.');
      }
      const info = application.joiningInfo;
      const missing = (info?.documents ?? []).filter((d) => !d.done).map((d) => d.name);
      if (missing.length > 0) {
        throw new HttpProblem(
          409,
          'conflict',
          `Documents still missing: ${missing.join(', ')}. Tick them in the joining info first.`,
        );
      }
      const [filled] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(applications)
        .where(
          and(eq(applications.requirementId, requirement.id), eq(applications.stage, 'hired')),
        );
      if ((filled?.total ?? 0) >= requirement.headcount) {
        throw new HttpProblem(
          409,
          'conflict',
          `Requirement ${requirement.number} already has its ${requirement.headcount} people; raise its headcount first.`,
        );
      }
      await assertNikFree(tx, confirmation.nik);
      const startDate = info?.joinDate ?? offer.joinDate;
      const placement = {
        clientId: requirement.clientId,
        position: requirement.position,
        contractType: requirement.contractType,
        startDate,
        endDate: requirement.contractType === 'pkwt' ? offer.contractEnd : null,
        workWeek: 5 as const,
        baseSalary: offer.salary,
        fixedAllowances: 0,
        approverPicIds: [...new Set(input.approverPicIds)],
      };
      await checkPlacement(tx, placement);
      // What payroll needs, as the candidate gave it with the confirmation (issue #28).
      const pay = application.candidatePayroll;
      const [employee] = await insertEmployees(
        tx,
        [
          {
            fullName: confirmation.fullName,
            nik: confirmation.nik,
            npwp: pay?.npwp ?? null,
            birthDate: confirmation.birthDate,
            birthPlace: confirmation.birthPlace || null,
            gender: confirmation.gender,
            religion: pay?.religion ?? null,
            maritalStatus: pay?.maritalStatus ?? null,
            ptkpStatus: pay?.ptkpStatus ?? null,
            address: confirmation.address || null,
            phone: confirmation.phone || null,
            personalEmail: confirmation.email,
            // The candidate's language becomes the employee's.
            preferredLanguage: toLocale(candidate.preferredLanguage),
            bankName: pay?.bankName ?? null,
            bankAccountNumber: pay?.bankAccountNumber ?? null,
            bankAccountName: pay?.bankAccountName ?? null,
            bpjsKesehatanNumber: null,
            bpjsKetenagakerjaanNumber: null,
            status: 'onboarding',
            placement,
          },
        ],
        recorder,
        `Hired from ${requirement.number} (${candidate.fullName})`,
      );
      if (pay) await readyForPayroll(tx, employee!, pay, actor);
      const now = new Date();
      await tx
        .update(applications)
        .set({ stage: 'hired', employeeId: employee!.id, stageChangedAt: now, updatedAt: now })
        .where(eq(applications.id, applicationId));
      const commissions = await recordPlacementCommissions(tx, {
        applicationId,
        clientId: requirement.clientId,
        recruiterIds: requirement.recruiterIds,
        salary: offer.salary,
      });
      const nowFilled = (filled?.total ?? 0) + 1;
      if (nowFilled >= requirement.headcount && requirement.status !== 'fulfilled') {
        await tx
          .update(requirements)
          .set({ status: 'fulfilled', updatedAt: now })
          .where(eq(requirements.id, requirement.id));
      }
      await recordActivity(tx, actor, {
        candidateId: candidate.id,
        requirementId: requirement.id,
        kind: 'stage-changed',
        fromStage: application.stage,
        toStage: 'hired',
        detail: `Employee ${employee!.employeeNumber}${commissions.length ? `; commission to ${commissions.length} recruiter(s)` : ''}`,
      });
      await recordAudit(tx, actor, {
        action: 'employee.created',
        entity: 'employee',
        entityId: employee!.id,
        after: { ...auditableEmployee(employee!), fromApplication: applicationId },
      });
      return { employee: employee!, filled: nowFilled, headcount: requirement.headcount };
    }),
  );
}

/**
 * The rest of what payroll needs of a new employee: the emergency contact as a profile item, and
 * salary data from the join month whose `taxIdActive` says whether they have an NPWP (without
 * one PPh 21 is 20 % higher), so the first payroll has nothing missing.
 */
async function readyForPayroll(
  tx: Db,
  employee: EmployeeRow,
  pay: CandidatePayrollData,
  actor: Actor,
) {
  const data = { ...pay.emergencyContact, address: null };
  const [contact] = await tx
    .insert(employeeProfileItems)
    .values({ employeeId: employee.id, kind: 'emergency-contacts', data })
    .returning();
  await recordAudit(tx, actor, {
    action: 'employee.profile-item-added',
    entity: 'employee',
    entityId: employee.id,
    after: { kind: 'emergency-contacts', id: contact!.id, ...data },
  });
  const from = employee.startDate.slice(0, 7);
  await saveSalaryData(
    tx,
    employee,
    from,
    { ...placementSalary(employee), taxIdActive: pay.npwp !== null },
    from,
    actor,
  );
}
