import { answerOf, useApi } from '@staffdesk/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { downloadAnswer } from '../lib/files';
import type {
  NewPayrollRun,
  PayrollRun,
  PayrollRunListQuery,
  PayslipListQuery,
  RunStep,
} from './payroll';

/** How often a run being calculated is asked for its progress. */
export const RUN_POLL_MS = 1000;

/**
 * The cache keys of the payroll answers a step changes, from the generated query options: every
 * list of runs, one run, and every page of its payslips (react-query matches a key's prefix and
 * the parameters given, whatever the others).
 */
function useRunKeys() {
  const { $api } = useApi().payroll;
  return useCallback(
    (id: string) => {
      const byRun = { params: { path: { id } } };
      return {
        runs: $api.queryOptions('get', '/runs').queryKey,
        run: $api.queryOptions('get', '/runs/{id}', byRun).queryKey,
        payslips: $api.queryOptions('get', '/runs/{id}/payslips', byRun).queryKey,
      };
    },
    [$api],
  );
}

/** Runs by state, month, client and search, a page at a time, with counts per state. */
export function usePayrollRuns(query: PayrollRunListQuery) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/runs',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * One run (`GET /runs/{id}`), asked again every second while it is being calculated; when the
 * calculation ends, its payslips and the lists load again.
 */
export function usePayrollRun(id: string) {
  const { $api } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useRunKeys();
  const run = $api.useQuery(
    'get',
    '/runs/{id}',
    { params: { path: { id } } },
    {
      refetchInterval: (query) =>
        query.state.data?.state === 'calculating' && !query.state.error ? RUN_POLL_MS : false,
    },
  );
  const state = run.data?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === 'calculating' && state !== 'calculating') {
      const keys = keysOf(id);
      void queryClient.invalidateQueries({ queryKey: keys.runs });
      void queryClient.invalidateQueries({ queryKey: keys.payslips });
    }
    previous.current = state;
  }, [state, id, keysOf, queryClient]);
  return run;
}

/** Opens a run for a client (or the own staff) and a month, in draft; 409 when it exists. */
export function useCreatePayrollRun() {
  const { fetchClient } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useRunKeys();
  return useMutation({
    mutationFn: (body: NewPayrollRun) => answerOf(fetchClient.POST('/runs', { body })),
    onSuccess: (run) => queryClient.invalidateQueries({ queryKey: keysOf(run.id).runs }),
  });
}

/** Takes a step of a run: calculate (in the background), review, approve, pay or close. */
export function usePayrollRunStep() {
  const { fetchClient } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useRunKeys();
  return useMutation({
    mutationFn: ({
      id,
      step,
      paymentDate,
    }: {
      id: string;
      step: RunStep;
      /** Paying: the day the transfer was made (today when absent). */
      paymentDate?: string;
    }): Promise<PayrollRun> => {
      const init = { params: { path: { id } } };
      switch (step) {
        case 'calculate':
          return answerOf(fetchClient.POST('/runs/{id}/calculate', init));
        case 'review':
          return answerOf(fetchClient.POST('/runs/{id}/review', init));
        case 'approve':
          return answerOf(fetchClient.POST('/runs/{id}/approve', init));
        case 'pay':
          return answerOf(
            fetchClient.POST('/runs/{id}/pay', {
              ...init,
              body: paymentDate ? { paymentDate } : {},
            }),
          );
        case 'close':
          return answerOf(fetchClient.POST('/runs/{id}/close', init));
      }
    },
    onSuccess: (run) => {
      // The answer is the run as it is now: shown at once (a calculation starts its polling).
      const keys = keysOf(run.id);
      queryClient.setQueryData(keys.run, run);
      void queryClient.invalidateQueries({ queryKey: keys.runs });
    },
    // Refused (another person took the step first, a timesheet changed): show the run as it is.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: keysOf(id).run }),
  });
}

/**
 * What an approved run pays (`GET /runs/{id}/payment`): the bank file's total and rows, and every
 * payslip left out of it with why; the same reckoning "mark paid" records. Idle until `enabled`.
 */
export function usePayrollPayment(runId: string, enabled: boolean) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/runs/{id}/payment',
    { params: { path: { id: runId } } },
    {
      enabled,
    },
  );
}

/** Accepts one warning of an employee's payslip with a reason; the run and payslips load again. */
export function useAcceptFinding() {
  const { fetchClient } = useApi().payroll;
  const queryClient = useQueryClient();
  const keysOf = useRunKeys();
  return useMutation({
    mutationFn: ({
      runId,
      ...body
    }: {
      runId: string;
      employeeId: string;
      code: string;
      reason: string;
    }) =>
      answerOf(
        fetchClient.POST('/runs/{id}/findings/accept', { params: { path: { id: runId } }, body }),
      ),
    onSuccess: (_answer, { runId }) => {
      const keys = keysOf(runId);
      void queryClient.invalidateQueries({ queryKey: keys.run });
      void queryClient.invalidateQueries({ queryKey: keys.payslips });
    },
  });
}

/** A run's payslips by employee name, searchable, optionally only those with warnings. */
export function usePayslips(runId: string, query: PayslipListQuery) {
  const { $api } = useApi().payroll;
  return $api.useQuery(
    'get',
    '/runs/{id}/payslips',
    { params: { path: { id: runId }, query } },
    { placeholderData: keepPreviousData },
  );
}

/**
 * One payslip with its lines: any employee's (`GET /payslips/{id}`, `payroll.read`), or with
 * `mine` one of my own paid payslips (`GET /me/payslips/{id}`, self-service); idle without an id.
 */
export function usePayslip(id: string | null, { mine = false }: { mine?: boolean } = {}) {
  const { $api } = useApi().payroll;
  const byId = { params: { path: { id: id ?? '' } } };
  const anyone = $api.useQuery('get', '/payslips/{id}', byId, { enabled: Boolean(id) && !mine });
  const own = $api.useQuery('get', '/me/payslips/{id}', byId, { enabled: Boolean(id) && mine });
  return mine ? own : anyone;
}

/** The header of a bank file that counts the employees left out for lack of a bank account. */
const MISSING_ACCOUNTS_HEADER = 'X-Staffdesk-Missing-Accounts';
/** The header that counts every payslip left out (no account, or a net of zero or below). */
const EXCEPTIONS_HEADER = 'X-Staffdesk-Exceptions';

/**
 * Downloads the bank transfer file of an approved (paid, closed) run as CSV
 * (`GET /runs/{id}/bank-file`); resolves to how many payslips it leaves out (no bank account, or
 * nothing to pay), as the pay dialog lists them.
 */
export function useDownloadBankFile() {
  const { fetchClient } = useApi().payroll;
  return useMutation({
    mutationFn: async (run: Pick<PayrollRun, 'id' | 'period'>): Promise<number> => {
      const response = await downloadAnswer(
        fetchClient.GET('/runs/{id}/bank-file', {
          params: { path: { id: run.id } },
          parseAs: 'blob',
        }),
        `bank-transfer-${run.period}.csv`,
      );
      const count = (header: string) => {
        const value = Number(response.headers.get(header));
        return Number.isFinite(value) && value > 0 ? value : 0;
      };
      return Math.max(count(EXCEPTIONS_HEADER), count(MISSING_ACCOUNTS_HEADER));
    },
  });
}

/** Whose form 1721-A1 of which year. */
export type AnnualTaxFormRequest = { employeeId: string; employeeNumber: string; year: number };

/**
 * Downloads an employee's form 1721-A1 of a year from their final payslips
 * (`GET /pdf/v4/employees/{id}/annual-tax/{year}`, `payroll.read`); a 404 when they have no final
 * payslip that year.
 */
export function useDownloadAnnualTaxForm() {
  const { fetchClient } = useApi().pdf;
  return useMutation({
    mutationFn: ({ employeeId, employeeNumber, year }: AnnualTaxFormRequest) =>
      downloadAnswer(
        fetchClient.GET('/employees/{id}/annual-tax/{year}', {
          params: { path: { id: employeeId, year } },
          parseAs: 'blob',
        }),
        `1721-A1-${year}-${employeeNumber}.pdf`,
      ),
  });
}
