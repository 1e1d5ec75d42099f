import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { clients, employeeProfileItems, employees, holidays } from '../db/schema.js';
import {
  type EmployeeRow,
  insertEmployees,
  placementOf,
  recordHistory,
} from '../people/employees.js';
import { ensureDemoClients, generateEmployeeInputs, seededRandom } from '../people/generate.js';
import type { EmployeeCreate } from '../people/schemas.js';
import { addDays, todayInJakarta } from '../shared/business-dates.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedDemoLeave } from './demo-leave.js';
import { seedDemoOvertime } from './demo-overtime.js';
import { seedDemoPayroll } from './demo-payroll.js';
import { seedDemoRecruiting } from './demo-recruiting.js';
import { seedDemoCheckTimesheets, seedDemoTimesheets } from './demo-timesheets.js';

/** How many demo employees there are (the demo employee account's record included). */
export const DEMO_EMPLOYEE_COUNT = 300;
export const DEMO_EMPLOYEE_NIK = '3174051203920001';

const SYSTEM = { userId: null, name: 'system' };

/**
 * The people of the demo: ten clients with their PICs, 300 employees (deterministic: the same
 * names, NIKs and salaries every time; dates are reckoned from the day of seeding), and the demo
 * employee account's own record, Agus Pratama, with a filled-in profile.
 */
export async function seedDemoPeople(tx: Db, options: { employeeUserId: string | null }) {
  const refs = await ensureDemoClients(tx);
  const today = todayInJakarta();
  const bank = refs.find((r) => r.positions.includes('Teller')) ?? refs[0]!;
  const me: EmployeeCreate = {
    fullName: 'Agus Pratama',
    nik: DEMO_EMPLOYEE_NIK,
    npwp: '094512673073000',
    birthDate: '1992-03-12',
    birthPlace: 'Jakarta',
    gender: 'male',
    religion: 'islam',
    maritalStatus: 'married',
    ptkpStatus: 'K/1',
    address: 'Jl. Kebon Jeruk Raya No. 27, RT 004/RW 002, Jakarta Barat',
    phone: '+62 812 8765 4321',
    personalEmail: 'employee@staffdesk.local',
    bankName: 'BCA',
    bankAccountNumber: '5270123456',
    bankAccountName: 'AGUS PRATAMA',
    bpjsKesehatanNumber: '0001234567890',
    bpjsKetenagakerjaanNumber: '21034567891',
    status: 'active',
    placement: {
      clientId: bank.id,
      position: 'Customer Service',
      contractType: 'pkwt',
      startDate: addDays(today, -400),
      endDate: addDays(today, 25),
      workWeek: 5,
      baseSalary: 6_250_000,
      fixedAllowances: 500_000,
      approverPicIds: bank.approverPicIds,
    },
  };
  const random = seededRandom(20_250_101);
  const others = generateEmployeeInputs(random, DEMO_EMPLOYEE_COUNT - 1, {
    clients: refs,
    usedNiks: new Set([DEMO_EMPLOYEE_NIK]),
    today,
  });
  const rows = await insertEmployees(tx, [me, ...others], SYSTEM, 'Demo data');
  const agus = rows[0]!;
  await tx
    .update(employees)
    .set({
      userId: options.employeeUserId,
      // The demo employee's account speaks English; their record (the one source of an
      // employee's language, see people/language.ts) agrees. The other demo employees: Indonesian.
      ...(options.employeeUserId ? { preferredLanguage: 'en' as const } : {}),
      insurance: [
        {
          provider: 'Allianz Life Indonesia',
          policyNumber: 'GH-2025-004417',
          coverage: 'Rawat inap dan rawat jalan, kamar kelas 1',
          validUntil: addDays(today, 200),
        },
      ],
      assets: [
        {
          name: 'Laptop Lenovo ThinkPad E14',
          serialNumber: 'PF-3KX9Q2',
          assignedAt: addDays(today, -390),
          returnedAt: null,
        },
        { name: 'ID card', serialNumber: null, assignedAt: addDays(today, -400), returnedAt: null },
      ],
    })
    .where(eq(employees.id, agus.id));
  const profile: { kind: (typeof employeeProfileItems.$inferInsert)['kind']; data: object }[] = [
    { kind: 'languages', data: { language: 'Indonesian', proficiency: 'native' } },
    { kind: 'languages', data: { language: 'English', proficiency: 'intermediate' } },
    {
      kind: 'educations',
      data: {
        level: 's1',
        institution: 'Universitas Negeri Jakarta',
        major: 'Manajemen',
        startYear: 2010,
        endYear: 2014,
      },
    },
    {
      kind: 'experiences',
      data: {
        company: 'PT Sumber Alfaria Trijaya',
        position: 'Store Crew',
        startDate: '2014-08-01',
        endDate: '2017-12-31',
        description: 'Kasir dan pelayanan pelanggan.',
      },
    },
    {
      kind: 'courses',
      data: {
        name: 'Service Excellence',
        provider: 'LSP Perbankan',
        year: 2022,
        certificateNumber: 'LSPP-22-08812',
      },
    },
    {
      kind: 'references',
      data: {
        name: 'Hendra Gunawan',
        relationship: 'Former supervisor',
        company: 'PT Sumber Alfaria Trijaya',
        phone: '+62 813 1111 2222',
        email: null,
      },
    },
    {
      kind: 'emergency-contacts',
      data: {
        name: 'Sri Wahyuni',
        relationship: 'Wife',
        phone: '+62 857 2222 3333',
        address: 'Jl. Kebon Jeruk Raya No. 27, Jakarta Barat',
      },
    },
    {
      kind: 'family',
      data: {
        name: 'Sri Wahyuni',
        relationship: 'spouse',
        birthDate: '1994-07-21',
        nik: '3174056107940002',
        dependent: true,
      },
    },
    {
      kind: 'family',
      data: {
        name: 'Rafi Pratama',
        relationship: 'child',
        birthDate: '2021-02-14',
        nik: null,
        dependent: true,
      },
    },
  ];
  await tx.insert(employeeProfileItems).values(
    // Distinct instants keep the items in this order (one transaction has one now()).
    profile.map((p, i) => ({
      employeeId: agus.id,
      kind: p.kind,
      data: p.data as Record<string, unknown>,
      createdAt: new Date(Date.now() - 60_000 + i),
    })),
  );

  // A raise a year after joining for some long-serving employees, so work histories have depth.
  const raised = rows.filter(
    (r, i) => i % 5 === 1 && r.status === 'active' && r.startDate < addDays(today, -400),
  );
  await recordHistory(
    tx,
    SYSTEM,
    raised.map((r: EmployeeRow) => ({
      employeeId: r.id,
      effectiveDate: addDays(r.startDate, 365),
      kind: 'salary' as const,
      before: {
        baseSalary: Math.round((placementOf(r).baseSalary * 0.93) / 1000) * 1000,
        fixedAllowances: r.fixedAllowances,
      },
      after: { baseSalary: r.baseSalary, fixedAllowances: r.fixedAllowances },
      note: 'Annual review',
    })),
  );

  // A client's own days: the bank's anniversary off, a logistics Saturday worked.
  const [logistics] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.code, 'SLI'));
  const year = Number(today.slice(0, 4));
  await tx.insert(holidays).values([
    {
      date: `${year}-10-15`,
      name: 'Hari jadi Bank Nusantara Sejahtera',
      kind: 'client-holiday',
      clientId: bank.id,
    },
    ...(logistics
      ? [
          {
            date: `${year}-12-19`,
            name: 'Stock opname akhir tahun',
            kind: 'client-working-day' as const,
            clientId: logistics.id,
          },
        ]
      : []),
    {
      date: `${year}-11-07`,
      name: 'Staffdesk company gathering',
      kind: 'company-event',
      clientId: null,
    },
  ]);

  // Leave requests of other employees, for HR's dashboard and approvals.
  await seedDemoLeave(tx, { exceptEmployeeId: agus.id });
  // The demo account leads a small team at its client: their line manager (leave approval page).
  if (agus.clientId && options.employeeUserId) {
    const team = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.clientId, agus.clientId),
          eq(employees.status, 'active'),
          ne(employees.id, agus.id),
        ),
      )
      .orderBy(asc(employees.employeeNumber))
      .limit(3);
    if (team.length > 0) {
      await tx
        .update(employees)
        .set({ managerEmployeeId: agus.id })
        .where(
          inArray(
            employees.id,
            team.map((m) => m.id),
          ),
        );
    }
  }
  // A month and more of clocking at the demo account's client.
  if (agus.clientId) {
    await seedDemoAttendance(tx, { clientId: agus.clientId });
    // Overtime of the last period (approved) and this one (waiting), before the timesheets.
    await seedDemoOvertime(tx, { clientId: agus.clientId, demoEmployeeId: agus.id });
    // Timesheets of the last period (approved, three to send) and this one.
    await seedDemoTimesheets(tx, { clientId: agus.clientId, keepApprovedId: agus.id });
    // The logistics client's last period: a disputed sheet and an absent leaver, so its run of
    // that month shows the checks that stop a payroll (the demo client's has warnings only).
    if (logistics) await seedDemoCheckTimesheets(tx, { clientId: logistics.id });
    // The payroll policy, and the month before last paid (last month is HR's to run).
    await seedDemoPayroll(tx, { clientId: agus.clientId });
    // A requirement of the client with five candidates along its pipeline.
    await seedDemoRecruiting(tx, { clientId: agus.clientId });
  }
}
