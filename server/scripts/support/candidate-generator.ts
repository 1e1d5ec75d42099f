import {
  CANDIDATE_SOURCES,
  type CandidateEducation,
  type CandidateExperience,
  type CandidateSource,
} from '../../src/db/schema.js';
import type { Random } from '../../src/people/generate.js';
import { KNOWN_SKILLS } from '../../src/recruiting/cv-import.js';

/**
 * Candidates for the CV database's bench: Indonesian names, contacts, a city, skills, work
 * history and a CV of 1,500–3,000 characters mixing English and Indonesian, as CVs here do. The
 * same `Random` (seeded) gives the same candidates on every machine.
 */

/** The skills as a recruiter writes them (KNOWN_SKILLS holds the search forms of c++, c#, .net). */
export const BENCH_SKILLS: readonly string[] = KNOWN_SKILLS.map((s) =>
  s === 'cplusplus' ? 'c++' : s === 'csharp' ? 'c#' : s === 'dotnet' ? '.net' : s,
);

export const BENCH_CITIES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Semarang',
  'Yogyakarta',
  'Medan',
  'Makassar',
  'Tangerang',
  'Bekasi',
  'Bogor',
  'Depok',
  'Denpasar',
  'Palembang',
  'Balikpapan',
  'Batam',
  'Malang',
  'Pekanbaru',
  'Padang',
  'Manado',
  'Cikarang',
] as const;

const FIRST = [
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
  'Teguh',
  'Yusuf',
  'Arief',
  'Bayu',
  'Dimas',
  'Gilang',
  'Ilham',
  'Reza',
  'Satria',
  'Taufik',
  'Siti',
  'Dewi',
  'Putri',
  'Sri',
  'Ayu',
  'Fitri',
  'Indah',
  'Maya',
  'Rina',
  'Ratna',
  'Wulan',
  'Anisa',
  'Dian',
  'Intan',
  'Kartika',
  'Mega',
  'Novi',
  'Sari',
  'Citra',
  'Nabila',
] as const;
const MIDDLE = ['Adi', 'Dwi', 'Eka', 'Tri', 'Nur', 'Putra', 'Putri', 'Sari', 'Rahma'] as const;
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
  'Setiawan',
  'Gunawan',
  'Susanto',
  'Purnomo',
  'Wibowo',
  'Handayani',
  'Permana',
  'Firmansyah',
  'Harahap',
  'Lubis',
  'Tambunan',
  'Sihombing',
  'Panjaitan',
  'Ginting',
  'Sembiring',
  'Tarigan',
  'Wulandari',
  'Anggraini',
  'Maharani',
  'Halim',
  'Sinaga',
  'Syahputra',
  'Ramadhan',
  'Hakim',
  'Utomo',
  'Prasetyo',
  'Hartono',
] as const;
const MAIL_DOMAINS = ['gmail.com', 'yahoo.co.id', 'outlook.com', 'gmail.com', 'ymail.com'] as const;

const TITLES = [
  'Software Engineer',
  'Backend Developer',
  'Frontend Developer',
  'Mobile Developer',
  'Data Analyst',
  'System Administrator',
  'DevOps Engineer',
  'QA Engineer',
  'IT Support',
  'Staff Accounting',
  'Finance Officer',
  'Tax Officer',
  'Payroll Officer',
  'HR Generalist',
  'Recruitment Officer',
  'Admin Gudang',
  'Warehouse Supervisor',
  'Operator Forklift',
  'Sales Executive',
  'Account Executive',
  'Marketing Officer',
  'Digital Marketing Specialist',
  'Graphic Designer',
  'Customer Service',
  'Telemarketing Officer',
  'Staf Administrasi',
  'Project Coordinator',
  'Drafter',
  'Business Analyst',
  'SAP Consultant',
] as const;
const COMPANY_WORDS = [
  'Maju',
  'Jaya',
  'Sentosa',
  'Abadi',
  'Makmur',
  'Sejahtera',
  'Nusantara',
  'Mandiri',
  'Utama',
  'Karya',
  'Prima',
  'Global',
  'Teknologi',
  'Solusi',
  'Digital',
  'Logistik',
  'Indah',
  'Sinar',
  'Mitra',
  'Persada',
  'Cipta',
  'Bangun',
  'Samudra',
  'Gemilang',
] as const;
const UNIVERSITIES = [
  'Universitas Indonesia',
  'Institut Teknologi Bandung',
  'Universitas Gadjah Mada',
  'Institut Teknologi Sepuluh Nopember',
  'Universitas Diponegoro',
  'Universitas Brawijaya',
  'Universitas Padjadjaran',
  'Universitas Airlangga',
  'Universitas Bina Nusantara',
  'Universitas Gunadarma',
  'Universitas Sumatera Utara',
  'Universitas Hasanuddin',
  'Politeknik Negeri Jakarta',
  'Universitas Telkom',
  'Universitas Mercu Buana',
] as const;
const DEGREES = [
  { degree: 'S1', field: 'Teknik Informatika' },
  { degree: 'S1', field: 'Sistem Informasi' },
  { degree: 'S1', field: 'Akuntansi' },
  { degree: 'S1', field: 'Manajemen' },
  { degree: 'S1', field: 'Psikologi' },
  { degree: 'S1', field: 'Ilmu Komunikasi' },
  { degree: 'D3', field: 'Administrasi Bisnis' },
  { degree: 'D3', field: 'Manajemen Informatika' },
  { degree: 'S1', field: 'Teknik Industri' },
  { degree: 'SMK', field: 'Teknik Komputer dan Jaringan' },
] as const;

const DUTIES = [
  (s: string) => `Responsible for daily ${s} tasks and reporting to the team lead.`,
  (s: string) => `Bertanggung jawab atas pekerjaan ${s} harian dan membuat laporan mingguan.`,
  (s: string) => `Developed and maintained internal tools using ${s} for several departments.`,
  (s: string) => `Membantu tim dalam implementasi ${s} untuk meningkatkan efisiensi kerja.`,
  (s: string) =>
    `Worked closely with clients to understand requirements and deliver ${s} solutions.`,
  (s: string) => `Melakukan koordinasi dengan divisi lain terkait kebutuhan ${s}.`,
  (s: string) => `Trained new staff on ${s} and wrote the standard operating procedures.`,
  (s: string) => `Menangani permintaan pelanggan dan menyelesaikan masalah ${s} tepat waktu.`,
  (s: string) => `Improved the ${s} process, cutting the monthly turnaround by two days.`,
  (s: string) => `Menyusun dokumentasi dan evaluasi berkala untuk proyek ${s}.`,
] as const;
const FILLERS = [
  'Mampu bekerja secara individu maupun dalam tim, disiplin, jujur dan bertanggung jawab.',
  'Able to work under pressure and meet deadlines; comfortable with shift work when needed.',
  'Bersedia ditempatkan di seluruh wilayah Indonesia dan siap bekerja lembur.',
  'Fluent in Bahasa Indonesia, good command of English both written and spoken.',
  'Memiliki SIM A dan SIM C yang masih berlaku serta kendaraan pribadi.',
  'Active in the campus student association as treasurer and event coordinator.',
  'Mengikuti pelatihan K3 (Keselamatan dan Kesehatan Kerja) dan memiliki sertifikat.',
  'Hobbies: reading, badminton, futsal and volunteering at the local community centre.',
  'Terbiasa menggunakan Microsoft Office, email dan aplikasi kolaborasi online.',
  'References are available upon request from previous supervisors.',
] as const;

export type GeneratedCandidate = {
  fullName: string;
  email: string;
  phone: string;
  city: string;
  skills: string[];
  experience: CandidateExperience[];
  education: CandidateEducation[];
  experienceYears: number;
  expectedSalary: number;
  source: CandidateSource;
  cvText: string;
  updatedAt: Date;
};

function distinct<T>(random: Random, list: readonly T[], count: number): T[] {
  const picked = new Set<T>();
  while (picked.size < count) picked.add(random.pick(list));
  return [...picked];
}

const month = (year: number, m: number) => `${year}-${String(m).padStart(2, '0')}`;

/** The `index`-th candidate (the index keeps emails and phones unique). */
export function generateCandidate(random: Random, index: number, now: Date): GeneratedCandidate {
  const first = random.pick(FIRST);
  const last = random.pick(SURNAMES);
  const fullName = random.chance(0.35)
    ? `${first} ${random.pick(MIDDLE)} ${last}`
    : `${first} ${last}`;
  const email = `${first}.${last}${index}@${random.pick(MAIL_DOMAINS)}`.toLowerCase();
  const phone = `628${random.int(11, 59)}${String(10_000_000 + index).slice(1)}${random.int(0, 9)}`;
  const city = random.pick(BENCH_CITIES);
  const skills = distinct(random, BENCH_SKILLS, random.int(3, 8));

  // Work history, newest first, ending this year or a few years back.
  const jobs = random.int(1, 4);
  let endYear = 2026 - random.int(0, 2);
  const experience: CandidateExperience[] = [];
  for (let j = 0; j < jobs; j++) {
    const years = random.int(1, 4);
    const fromYear = endYear - years;
    const skill = random.pick(skills);
    experience.push({
      company: `PT ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_WORDS)}${random.chance(0.3) ? ' Tbk' : ''}`,
      title: random.pick(TITLES),
      from: month(fromYear, random.int(1, 12)),
      to: j === 0 && random.chance(0.5) ? null : month(endYear, random.int(1, 12)),
      description: random.pick(DUTIES)(skill),
    });
    endYear = fromYear;
  }
  const experienceYears = 2026 - endYear;
  const study = random.pick(DEGREES);
  const education: CandidateEducation[] = [
    {
      school: random.pick(UNIVERSITIES),
      degree: study.degree,
      field: study.field,
      year: endYear - random.int(0, 1),
    },
  ];

  // The CV: header, profile, jobs with duties, education, skills, then filler to its length.
  const target = random.int(1500, 3000);
  const lines = [
    'CURRICULUM VITAE',
    fullName,
    `Email: ${email} | HP: 0${phone.slice(2)} | Domisili: ${city}`,
    `Alamat: Jl. ${random.pick(COMPANY_WORDS)} Raya No. ${random.int(1, 250)}, ${city}`,
    '',
    'RINGKASAN / PROFILE',
    `${experience[0]!.title} dengan pengalaman ${experienceYears} tahun. Experienced in ${skills.slice(0, 3).join(', ')}, based in ${city} and open to opportunities across Indonesia.`,
    '',
    'PENGALAMAN KERJA / WORK EXPERIENCE',
  ];
  for (const job of experience) {
    const where = random.chance(0.7) ? city : random.pick(BENCH_CITIES);
    lines.push(`${job.title} – ${job.company}, ${where} (${job.from} – ${job.to ?? 'sekarang'})`);
    lines.push(job.description);
    for (let d = random.int(1, 3); d > 0; d--) lines.push(random.pick(DUTIES)(random.pick(skills)));
  }
  lines.push(
    '',
    'PENDIDIKAN / EDUCATION',
    `${study.degree} ${study.field}, ${education[0]!.school} (lulus ${education[0]!.year})`,
    '',
    'KEAHLIAN / SKILLS',
    skills.join(', '),
    '',
    'LAIN-LAIN',
  );
  let cvText = lines.join('\n');
  while (cvText.length < target) cvText += `\n${random.pick(FILLERS)}`;
  if (cvText.length > 3000) cvText = cvText.slice(0, cvText.lastIndexOf('\n', 3000));

  return {
    fullName,
    email,
    phone,
    city,
    skills,
    experience,
    education,
    experienceYears,
    expectedSalary: random.int(9, 50) * 500_000,
    source: random.pick(CANDIDATE_SOURCES),
    cvText,
    updatedAt: new Date(now.getTime() - random.int(0, 730 * 24 * 60) * 60_000),
  };
}
