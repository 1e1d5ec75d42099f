import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import {
  clientPics,
  clients,
  type EmployeeStatus,
  END_REASON_OF,
  employees,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { dateOfDay, dayNumber, todayInJakarta } from '../shared/business-dates.js';
import { insertClient } from './clients.js';
import { insertEmployees, type Recorder } from './employees.js';
import { composeNik } from './nik.js';
import type { ClientInput, EmployeeCreate } from './schemas.js';

/** A small seeded PRNG (mulberry32): the same seed gives the same data on every machine. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** UMK Kota Jakarta (DKI) 2025, the floor of most placements. */
export const UMK_JAKARTA_2025 = 5_396_761;

const MALE_FIRST = [
  'Agus',
  'Budi',
  'Rizky',
  'Wahyu',
  'Andi',
  'Dedi',
  'Eko',
  'Fajar',
  'Hendra',
  'Irfan',
  'Joko',
  'Rudi',
  'Slamet',
  'Teguh',
  'Yusuf',
  'Arief',
  'Bayu',
  'Dimas',
  'Gilang',
  'Hadi',
  'Ilham',
  'Kurniawan',
  'Muhammad',
  'Nanda',
  'Rahmat',
  'Reza',
  'Satria',
  'Taufik',
  'Yoga',
  'Bambang',
  'Dwi',
  'Ferry',
  'Galih',
  'Indra',
  'Lukman',
  'Putra',
  'Ridwan',
  'Sigit',
  'Tono',
  'Wawan',
] as const;
const FEMALE_FIRST = [
  'Siti',
  'Dewi',
  'Putri',
  'Sri',
  'Ayu',
  'Fitri',
  'Indah',
  'Lestari',
  'Maya',
  'Nur',
  'Rina',
  'Ratna',
  'Wulan',
  'Yuni',
  'Anisa',
  'Dian',
  'Eka',
  'Fitriani',
  'Intan',
  'Kartika',
  'Mega',
  'Novi',
  'Rani',
  'Sari',
  'Tika',
  'Vina',
  'Wati',
  'Yulia',
  'Citra',
  'Dinda',
  'Nabila',
  'Rahma',
] as const;
const MIDDLE = [
  'Adi',
  'Dwi',
  'Eka',
  'Tri',
  'Nur',
  'Indah',
  'Putra',
  'Putri',
  'Sari',
  'Rahma',
  'Budi',
] as const;
const SURNAMES = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Lestari',
  'Hidayat',
  'Nugroho',
  'Pratama',
  'Rahayu',
  'Kusuma',
  'Siregar',
  'Simanjuntak',
  'Nasution',
  'Hutapea',
  'Sitompul',
  'Setiawan',
  'Gunawan',
  'Susanto',
  'Purnomo',
  'Wibowo',
  'Handayani',
  'Permana',
  'Firmansyah',
  'Kurniawati',
  'Harahap',
  'Lubis',
  'Pohan',
  'Tambunan',
  'Sihombing',
  'Panjaitan',
  'Manurung',
  'Ginting',
  'Sembiring',
  'Tarigan',
  'Wulandari',
  'Anggraini',
  'Maharani',
  'Suryadi',
  'Halim',
  'Tanoto',
  'Sinaga',
  'Pangaribuan',
  'Syahputra',
  'Ramadhan',
  'Hakim',
  'Fauzi',
  'Utomo',
  'Prasetyo',
  'Hartono',
  'Sutrisno',
] as const;

/** Kemendagri regency codes with their city, for NIKs and birth places. */
const REGIONS = [
  { code: '3171', city: 'Jakarta' },
  { code: '3172', city: 'Jakarta' },
  { code: '3173', city: 'Jakarta' },
  { code: '3174', city: 'Jakarta' },
  { code: '3175', city: 'Jakarta' },
  { code: '3201', city: 'Bogor' },
  { code: '3273', city: 'Bandung' },
  { code: '3275', city: 'Bekasi' },
  { code: '3276', city: 'Depok' },
  { code: '3671', city: 'Tangerang' },
  { code: '3674', city: 'Tangerang Selatan' },
  { code: '3374', city: 'Semarang' },
  { code: '3372', city: 'Surakarta' },
  { code: '3471', city: 'Yogyakarta' },
  { code: '3578', city: 'Surabaya' },
  { code: '3573', city: 'Malang' },
  { code: '1271', city: 'Medan' },
  { code: '1671', city: 'Palembang' },
  { code: '5171', city: 'Denpasar' },
  { code: '7371', city: 'Makassar' },
] as const;

const STREETS = [
  'Jl. Sudirman',
  'Jl. Gatot Subroto',
  'Jl. Diponegoro',
  'Jl. Ahmad Yani',
  'Jl. Merdeka',
  'Jl. Pahlawan',
  'Jl. Kebon Jeruk Raya',
  'Jl. Cempaka Putih',
  'Jl. Melati',
  'Jl. Kenanga',
  'Jl. Raya Bogor',
  'Jl. Margonda Raya',
  'Jl. Veteran',
  'Jl. Imam Bonjol',
  'Jl. Hayam Wuruk',
] as const;
const BANKS = ['BCA', 'Mandiri', 'BRI', 'BNI', 'CIMB Niaga', 'BSI', 'Permata', 'Danamon'] as const;

type DemoClient = ClientInput & { positions: readonly string[] };

/** The demo clients: fictitious companies with realistic Indonesian names. */
export const DEMO_CLIENTS: DemoClient[] = [
  client(
    'BNS',
    'PT Bank Nusantara Sejahtera Tbk',
    'Banking',
    'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan',
    'management-fee',
    30,
    'active',
    'banknusantara.co.id',
    [
      'Teller',
      'Customer Service',
      'Collection Officer',
      'Back Office Staff',
      'Relationship Officer',
    ],
    [
      [
        'Hendro Wibisono',
        'HR Business Partner',
        ['timesheet-approver', 'leave-approver', 'hiring-manager'],
      ],
      ['Melati Kusumawardani', 'Finance Manager', ['billing-contact']],
      ['Yohanes Tampubolon', 'Branch Manager', ['overtime-approver']],
    ],
  ),
  client(
    'SLI',
    'PT Sinar Logistik Indonesia',
    'Logistics',
    'Jl. Raya Cakung Cilincing No. 8, Jakarta Utara',
    'cost-plus',
    14,
    'active',
    'sinarlogistik.co.id',
    ['Warehouse Staff', 'Forklift Operator', 'Driver', 'Admin Gudang', 'Checker'],
    [
      [
        'Bambang Sutejo',
        'Operations Manager',
        ['timesheet-approver', 'overtime-approver', 'leave-approver'],
      ],
      ['Lina Marlina', 'Accounting Supervisor', ['billing-contact']],
    ],
  ),
  client(
    'MJM',
    'PT Maju Jaya Manufaktur',
    'Manufacturing',
    'Kawasan Industri Jababeka II Blok C-12, Cikarang, Bekasi',
    'management-fee',
    30,
    'active',
    'majujaya-mfg.co.id',
    ['Operator Produksi', 'Quality Control', 'Teknisi Mesin', 'Admin Produksi', 'Leader Line'],
    [
      [
        'Suryo Atmojo',
        'Plant Manager',
        ['timesheet-approver', 'overtime-approver', 'hiring-manager'],
      ],
      ['Retno Palupi', 'HR Supervisor', ['leave-approver']],
      ['Andreas Gunadi', 'Finance Controller', ['billing-contact']],
    ],
  ),
  client(
    'RPN',
    'PT Retail Prima Nusantara Tbk',
    'Retail',
    'Jl. Letjen S. Parman Kav. 28, Jakarta Barat',
    'fixed-rate',
    45,
    'active',
    'retailprima.co.id',
    ['Kasir', 'Pramuniaga', 'Store Supervisor', 'Visual Merchandiser', 'Stock Keeper'],
    [
      [
        'Dian Paramitha',
        'Area Manager',
        ['timesheet-approver', 'leave-approver', 'overtime-approver'],
      ],
      ['Wahyudi Hartanto', 'Finance Manager', ['billing-contact']],
    ],
  ),
  client(
    'TAR',
    'PT Telekomunikasi Arunika',
    'Telecommunication',
    'Jl. HR Rasuna Said Blok X-5, Jakarta Selatan',
    'management-fee',
    30,
    'active',
    'arunika.net.id',
    ['Call Center Agent', 'Field Technician', 'Network Engineer', 'Sales Executive'],
    [
      [
        'Fransiska Halim',
        'Contact Center Head',
        ['timesheet-approver', 'leave-approver', 'overtime-approver', 'hiring-manager'],
      ],
      ['Gregorius Situmorang', 'Procurement', ['billing-contact']],
    ],
  ),
  client(
    'TBL',
    'PT Tambang Borneo Lestari',
    'Mining',
    'Jl. Jend. Sudirman No. 21, Balikpapan',
    'cost-plus',
    30,
    'active',
    'borneolestari.co.id',
    ['Heavy Equipment Operator', 'Mekanik', 'Safety Officer', 'Admin Site'],
    [
      [
        'Markus Lumban Gaol',
        'Site Manager',
        ['timesheet-approver', 'overtime-approver', 'leave-approver'],
      ],
    ],
  ),
  client(
    'SEP',
    'PT Samudra Energi Pratama',
    'Oil and gas',
    'Menara Energi Lt. 18, Jl. Gatot Subroto Kav. 36, Jakarta Selatan',
    'management-fee',
    60,
    'active',
    'samudraenergi.co.id',
    ['Drafter', 'HSE Officer', 'Document Controller', 'Field Engineer'],
    [
      ['Irawati Sasmita', 'HR Manager', ['timesheet-approver', 'leave-approver', 'hiring-manager']],
      ['Rahmat Hidayatullah', 'Project Manager', ['overtime-approver']],
      ['Evi Susilowati', 'Finance', ['billing-contact']],
    ],
  ),
  client(
    'RSB',
    'PT Rumah Sakit Sehat Bersama',
    'Healthcare',
    'Jl. Pahlawan No. 114, Semarang',
    'fixed-rate',
    30,
    'prospect',
    'rssehatbersama.co.id',
    ['Perawat', 'Admin Rekam Medis', 'Petugas Kebersihan'],
    [['dr. Kartika Sari', 'Direktur Umum', ['hiring-manager', 'billing-contact']]],
  ),
  client(
    'HNI',
    'PT Hotel Nusa Indah Internasional',
    'Hospitality',
    'Jl. Bypass Ngurah Rai No. 88, Denpasar',
    'management-fee',
    30,
    'inactive',
    'nusaindahhotel.com',
    ['Front Office', 'Housekeeping', 'Cook Helper', 'Waiter'],
    [
      ['I Made Suarjana', 'HR Manager', ['timesheet-approver', 'leave-approver']],
      ['Ni Luh Putu Ayu', 'Chief Accountant', ['billing-contact']],
    ],
  ),
  client(
    'TCD',
    'PT Teknologi Cipta Digital',
    'Technology',
    'Jl. TB Simatupang Kav. 1S, Jakarta Selatan',
    'fixed-rate',
    14,
    'lead',
    'ciptadigital.id',
    ['Software Engineer', 'QA Engineer', 'IT Support'],
    [['Kevin Tanuwijaya', 'Engineering Manager', ['hiring-manager']]],
  ),
];

const INTERNAL_POSITIONS = ['HR Officer', 'Payroll Staff', 'Recruiter', 'Finance Staff', 'Admin'];

function client(
  code: string,
  legalName: string,
  industry: string,
  address: string,
  billingMethod: ClientInput['billingMethod'],
  paymentTermsDays: number,
  status: ClientInput['status'],
  domain: string,
  positions: string[],
  pics: [string, string, ClientInput['pics'][number]['roles']][],
): DemoClient {
  // A 15-digit NPWP: type 01, a serial from the code, check digit, KPP and status 000.
  const serial = [...code].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_000, 7);
  return {
    code,
    legalName,
    industry,
    address,
    npwp: `01${String(serial).padStart(6, '0')}4073000`,
    billingMethod,
    paymentTermsDays,
    status,
    positions,
    pics: pics.map(([name, position, roles]) => ({
      name,
      email: `${name
        .toLowerCase()
        .replace(/^(dr|ir)\.\s*/, '')
        .replace(/[^a-z ]/g, '')
        .trim()
        .split(/\s+/)
        .slice(0, 2)
        .join('.')}@${domain}`,
      phone: `+62 21 ${5000 + name.length * 37} ${1000 + position.length * 13}`,
      position,
      roles,
    })),
  };
}

type ClientRef = {
  id: string;
  status: string;
  positions: readonly string[];
  approverPicIds: string[];
};

function roundTo(value: number, step: number) {
  return Math.round(value / step) * step;
}

function salaryFor(random: Random) {
  const roll = random.next();
  if (roll < 0.15) return UMK_JAKARTA_2025;
  if (roll < 0.65) return roundTo(UMK_JAKARTA_2025 * (1 + random.next() * 0.35), 1000);
  if (roll < 0.92) return roundTo(UMK_JAKARTA_2025 * (1.35 + random.next() * 1.3), 5000);
  return roundTo(UMK_JAKARTA_2025 * (2.6 + random.next() * 2.6), 50_000);
}

function statusFor(random: Random): EmployeeStatus {
  const roll = random.next();
  if (roll < 0.7) return 'active';
  if (roll < 0.78) return 'onboarding';
  if (roll < 0.88) return 'resigned';
  if (roll < 0.96) return 'contract-ended';
  return 'laid-off';
}

export type GeneratedEmployee = EmployeeCreate;

/**
 * Realistic employees: Indonesian names, NIKs that encode the birth date (+40 on the day for
 * women) and a real regency code, placements at the given clients (about 1 in 20 internal),
 * salaries from the Jakarta UMK up. Dates are reckoned from `today`, the rest from the seed.
 */
export function generateEmployeeInputs(
  random: Random,
  count: number,
  options: { clients: ClientRef[]; usedNiks: Set<string>; today: string },
): GeneratedEmployee[] {
  const out: GeneratedEmployee[] = [];
  const today = dayNumber(options.today);
  const placeable = options.clients.filter((c) => c.status === 'active' || c.status === 'inactive');
  for (let i = 0; i < count; i++) {
    const female = random.chance(0.48);
    const first = random.pick(female ? FEMALE_FIRST : MALE_FIRST);
    const parts: string[] = [first];
    if (random.chance(0.3)) parts.push(random.pick(MIDDLE));
    if (random.chance(0.9)) parts.push(random.pick(SURNAMES));
    const fullName = [...new Set(parts)].join(' ');
    const region = random.pick(REGIONS);
    const birthDate = dateOfDay(dayNumber('1968-01-01') + random.int(0, 36 * 365));
    let nik = '';
    do {
      nik = composeNik({
        region: `${region.code}${String(random.int(1, 20)).padStart(2, '0')}`,
        birthDate,
        female,
        serial: random.int(1, 9999),
      });
    } while (options.usedNiks.has(nik));
    options.usedNiks.add(nik);

    const status = statusFor(random);
    const internal = placeable.length === 0 || random.chance(0.05);
    const placement = internal ? null : random.pick(placeable);
    const contractType = internal
      ? random.chance(0.8)
        ? 'pkwtt'
        : 'pkwt'
      : random.pick([
          'pkwt',
          'pkwt',
          'pkwt',
          'pkwt',
          'pkwt',
          'pkwt',
          'pkwtt',
          'pkwtt',
          'pkwtt',
          'freelance',
        ] as const);
    const ended = status === 'resigned' || status === 'contract-ended' || status === 'laid-off';
    // Start: onboarding within the last month or next two weeks; others up to seven years back.
    const start =
      status === 'onboarding' ? today + random.int(-30, 14) : today - random.int(60, 7 * 365);
    let end: number | null = null;
    if (contractType === 'pkwt') {
      const months = random.pick([6, 12, 12, 12, 24]);
      end = start + Math.round(months * 30.4);
      if (status === 'active' && end < today) end = today + random.int(1, 180);
      if (ended && end > today) end = today - random.int(1, 200);
      if (end <= start) end = start + 30;
    }
    // A leaver's last working day: the contract's end, else a day in the last 200 (reckoned
    // from the start, so the random sequence, and every other generated field, stays the same).
    const lastDay = ended ? (end ?? Math.max(start, today - 1 - ((start * 7919) % 200))) : null;
    const base = salaryFor(random);
    const nameSlug = fullName.toLowerCase().replace(/[^a-z]+/g, '.');
    out.push({
      fullName,
      nik,
      npwp: random.chance(0.7) ? `${random.int(10, 99)}${nik.slice(0, 13)}` : null,
      birthDate,
      birthPlace: region.city,
      gender: female ? 'female' : 'male',
      religion: random.pick([
        'islam',
        'islam',
        'islam',
        'islam',
        'islam',
        'islam',
        'islam',
        'protestant',
        'catholic',
        'hindu',
        'buddhist',
      ] as const),
      maritalStatus: random.pick(['single', 'married', 'married', 'divorced'] as const),
      ptkpStatus: random.pick(['TK/0', 'TK/0', 'K/0', 'K/1', 'K/2', 'K/3', 'TK/1'] as const),
      address: `${random.pick(STREETS)} No. ${random.int(1, 200)}, RT 0${random.int(1, 9)}/RW 0${random.int(1, 9)}, ${region.city}`,
      phone: `+62 8${random.int(11, 59)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`,
      personalEmail: random.chance(0.85) ? `${nameSlug}${random.int(1, 99)}@gmail.com` : null,
      bankName: random.pick(BANKS),
      bankAccountNumber: String(random.int(1_000_000_000, 9_999_999_999)),
      bankAccountName: fullName.toUpperCase(),
      bpjsKesehatanNumber: `000${random.int(1_000_000_000, 9_999_999_999)}`,
      bpjsKetenagakerjaanNumber: `${random.int(10, 25)}${random.int(100_000_000, 999_999_999)}`,
      status,
      lastWorkingDay: lastDay === null ? null : dateOfDay(lastDay),
      endReason: ended ? END_REASON_OF[status] : null,
      placement: {
        clientId: placement?.id ?? null,
        position: placement ? random.pick(placement.positions) : random.pick(INTERNAL_POSITIONS),
        contractType,
        startDate: dateOfDay(start),
        endDate: end === null ? null : dateOfDay(end),
        workWeek: random.chance(0.25) ? 6 : 5,
        baseSalary: base,
        fixedAllowances: random.chance(0.6) ? roundTo(random.int(0, 1_500_000), 50_000) : 0,
        approverPicIds: placement?.approverPicIds ?? [],
      },
    });
  }
  return out;
}

/** The demo clients, created when missing; answers every client to place employees with. */
export async function ensureDemoClients(tx: Db): Promise<ClientRef[]> {
  const existing = await tx
    .select({ code: clients.code })
    .from(clients)
    .where(
      inArray(
        clients.code,
        DEMO_CLIENTS.map((c) => c.code),
      ),
    );
  const have = new Set(existing.map((c) => c.code));
  for (const demo of DEMO_CLIENTS) {
    if (have.has(demo.code)) continue;
    const { positions: _p, ...input } = demo;
    await insertClient(tx, input);
  }
  return loadClientRefs(tx);
}

export async function loadClientRefs(db: Db): Promise<ClientRef[]> {
  const rows = await db
    .select({ id: clients.id, code: clients.code, status: clients.status })
    .from(clients)
    .orderBy(clients.code);
  const pics = await db
    .select({ id: clientPics.id, clientId: clientPics.clientId, roles: clientPics.roles })
    .from(clientPics);
  return rows.map((c) => ({
    id: c.id,
    status: c.status,
    positions: DEMO_CLIENTS.find((d) => d.code === c.code)?.positions ?? ['Staff'],
    approverPicIds: pics
      .filter(
        (p) =>
          p.clientId === c.id &&
          (p.roles.includes('timesheet-approver') || p.roles.includes('leave-approver')),
      )
      .map((p) => p.id),
  }));
}

/**
 * Adds `count` generated employees (the demo clients are created first when missing), all in one
 * transaction. For benchmarks: `npm run generate:employees -w @staffdesk/server -- 10000`.
 */
export async function generateEmployees(
  db: Db,
  count: number,
  options: { seed?: number; recorder?: Recorder } = {},
) {
  return inTransaction(db, async (tx) => {
    const refs = await ensureDemoClients(tx);
    const usedNiks = new Set(
      (await tx.select({ nik: employees.nik }).from(employees)).map((e) => e.nik),
    );
    const random = seededRandom(options.seed ?? usedNiks.size + 1);
    const inputs = generateEmployeeInputs(random, count, {
      clients: refs,
      usedNiks,
      today: todayInJakarta(),
    });
    const rows = await insertEmployees(
      tx,
      inputs,
      options.recorder ?? { userId: null, name: 'system' },
      'Generated',
    );
    return rows.length;
  });
}
