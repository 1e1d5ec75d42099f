// Made-up data for the stories (not part of the package: *.stories.* files are not published).
/* eslint-disable lingui/no-unlocalized-strings -- made-up data for the stories, never shown in the product */
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { Status } from '../components/Badge';

export interface LeaveRequest {
  id: string;
  employee: string;
  client: string;
  type: 'Annual leave' | 'Sick leave' | 'Maternity leave' | 'Unpaid leave';
  from: string;
  to: string;
  days: number;
  status: Status;
  allowance: number;
}

const firstNames = [
  'Budi',
  'Sari',
  'Agus',
  'Dewi',
  'Rizky',
  'Putri',
  'Eko',
  'Intan',
  'Hendra',
  'Nur',
  'Fajar',
  'Ayu',
  'Joko',
  'Maya',
  'Bayu',
  'Rina',
  'Dimas',
  'Wulan',
];
const lastNames = [
  'Santoso',
  'Wulandari',
  'Pratama',
  'Lestari',
  'Hidayat',
  'Siregar',
  'Nugroho',
  'Permata',
  'Saputra',
  'Hasanah',
  'Simanjuntak',
  'Kurniawan',
];
const clients = [
  'PT Sinar Maju Logistik',
  'PT Nusantara Retail Indonesia',
  'PT Bumi Kencana Foods',
  'CV Jaya Abadi',
  'PT Samudra Data Teknologi',
];
const types: LeaveRequest['type'][] = [
  'Annual leave',
  'Sick leave',
  'Maternity leave',
  'Unpaid leave',
];
const statuses: Status[] = ['pending', 'approved', 'rejected', 'cancelled', 'draft', 'expired'];

/** A repeatable pseudo-random pick in [0, n) for row i. */
const pick = (i: number, salt: number, n: number) =>
  ((Math.imul(i + 1, 2654435761) ^ Math.imul(salt + 1, 40503)) >>> 7) % n;

export const leaveRequests: LeaveRequest[] = Array.from({ length: 312 }, (_, i) => {
  const day = 1 + pick(i, 1, 27);
  const month = 1 + pick(i, 2, 12);
  const days = 1 + pick(i, 3, 6);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    id: `LV-2026-${String(i + 1).padStart(4, '0')}`,
    employee: `${firstNames[pick(i, 4, firstNames.length)]} ${lastNames[pick(i, 5, lastNames.length)]}`,
    client: clients[pick(i, 6, clients.length)] ?? '',
    type: types[pick(i, 7, types.length)] ?? 'Annual leave',
    from: `2026-${pad(month)}-${pad(day)}`,
    to: `2026-${pad(month)}-${pad(Math.min(28, day + days - 1))}`,
    days,
    status: statuses[pick(i, 8, statuses.length)] ?? 'pending',
    allowance: (150_000 + pick(i, 9, 24) * 37_500) * days,
  };
});

export interface ListQuery {
  page: number;
  pageSize: number;
  sorting: SortingState;
  search: string;
  status: string;
}

/** A fake server: filters, sorts and pages in memory, answering after a short delay. */
export function useFakeLeaveList(query: ListQuery, { delay = 500, fail = false } = {}) {
  const [result, setResult] = useState<{ items: LeaveRequest[]; total: number }>({
    items: [],
    total: 0,
  });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query
  useEffect(() => {
    setLoading(true);
    setError(null);
    const timer = setTimeout(() => {
      if (fail && attempt === 0) {
        setError('The leave service did not answer in time. Check your connection and try again.');
        setLoading(false);
        return;
      }
      const search = query.search.toLowerCase();
      let rows = leaveRequests.filter(
        (row) =>
          (!search ||
            row.employee.toLowerCase().includes(search) ||
            row.id.toLowerCase().includes(search)) &&
          (!query.status || row.status === query.status),
      );
      const sort = query.sorting[0];
      if (sort) {
        const id = sort.id as keyof LeaveRequest;
        rows = [...rows].sort((a, b) => {
          const order = String(a[id]).localeCompare(String(b[id]), 'en', { numeric: true });
          return sort.desc ? -order : order;
        });
      }
      const start = (query.page - 1) * query.pageSize;
      setResult({ items: rows.slice(start, start + query.pageSize), total: rows.length });
      setLoading(false);
    }, delay);
    return () => clearTimeout(timer);
  }, [key, attempt]);

  return { ...result, loading, error, retry: () => setAttempt((n) => n + 1) };
}
