import { eq } from 'drizzle-orm';
import { type Actor, SYSTEM_ACTOR } from '../audit/audit-log.js';
import { createMemoryBlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/database.js';
import { type ApplicationStage, jobSkills, users } from '../db/schema.js';
import { createCandidate } from '../recruiting/candidates.js';
import { displaySkill, KNOWN_SKILLS } from '../recruiting/cv-import.js';
import { addToPipeline, moveApplication, pipelineOf } from '../recruiting/pipeline.js';
import { createRequirement } from '../recruiting/requirements.js';
import { saveCategory, saveRole } from '../recruiting/taxonomy.js';
import { saveVacancy } from '../recruiting/vacancies.js';

const PEOPLE: {
  fullName: string;
  email: string;
  phone: string;
  city: string;
  skills: string[];
  title: string;
  company: string;
  years: number;
  salary: number;
  source: 'jobstreet' | 'linkedin' | 'referral' | 'walk-in';
  path: ApplicationStage[];
  reason?: string;
}[] = [
  {
    fullName: 'Putri Maharani',
    email: 'putri.maharani@example.com',
    phone: '0812 3400 1101',
    city: 'Jakarta Selatan',
    skills: ['customer service', 'excel', 'telemarketing'],
    title: 'Customer Service',
    company: 'PT Telekomunikasi Andalan',
    years: 3,
    salary: 6_000_000,
    source: 'jobstreet',
    path: ['screened', 'cv-sent'],
  },
  {
    fullName: 'Andi Saputra',
    email: 'andi.saputra@example.com',
    phone: '0813 3400 1102',
    city: 'Jakarta Timur',
    skills: ['customer service', 'negotiation'],
    title: 'Call Center Agent',
    company: 'PT Layanan Prima',
    years: 2,
    salary: 5_500_000,
    source: 'linkedin',
    path: ['screened'],
  },
  {
    fullName: 'Maya Kusuma',
    email: 'maya.kusuma@example.com',
    phone: '0857 3400 1103',
    city: 'Tangerang',
    skills: ['customer service', 'administration', 'excel'],
    title: 'Front Office',
    company: 'Hotel Nusantara',
    years: 4,
    salary: 6_500_000,
    source: 'referral',
    path: [],
  },
  {
    fullName: 'Fajar Nugroho',
    email: 'fajar.nugroho@example.com',
    phone: '0878 3400 1104',
    city: 'Bekasi',
    skills: ['customer service', 'sales'],
    title: 'Sales Counter',
    company: 'PT Elektronik Jaya',
    years: 1,
    salary: 5_000_000,
    source: 'walk-in',
    path: ['rejected'],
    reason: 'Prefers a placement in Bekasi only',
  },
  {
    fullName: 'Lestari Handayani',
    email: 'lestari.handayani@example.com',
    phone: '0812 3400 1105',
    city: 'Depok',
    skills: ['customer service', 'telemarketing', 'marketing'],
    title: 'Telemarketing',
    company: 'PT Asuransi Sentosa',
    years: 5,
    salary: 7_000_000,
    source: 'jobstreet',
    path: [],
  },
];

/**
 * The recruiter's demo: an open requirement of the demo client (customer service officers, with
 * the demo recruiter assigned) and five candidates in its pipeline at different stages.
 */
export async function seedDemoRecruiting(tx: Db, options: { clientId: string }) {
  const actor = { ...SYSTEM_ACTOR, label: 'Staffdesk demo' };
  const [recruiter] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'recruiter@staffdesk.local'));
  const requirement = await createRequirement(
    tx,
    {
      clientId: options.clientId,
      position: 'Customer Service Officer',
      headcount: 4,
      description: 'Melayani nasabah bank melalui telepon, chat dan email, dengan sistem shift.',
      qualifications:
        'D3 atau S1; pengalaman dua tahun di layanan pelanggan; fasih berbahasa Indonesia dan Inggris.',
      salaryMin: 5_500_000,
      salaryMax: 7_500_000,
      location: 'Jakarta',
      contractType: 'pkwt',
      deadline: null,
      status: 'in-progress',
      recruiterIds: recruiter ? [recruiter.id] : [],
    },
    actor,
  );
  // No CV files: the demo's blobs would outlive a reset of the database.
  const blobs = createMemoryBlobStore();
  const ids: string[] = [];
  for (const person of PEOPLE) {
    const row = await createCandidate(
      tx,
      blobs,
      {
        fullName: person.fullName,
        email: person.email,
        phone: person.phone,
        city: person.city,
        skills: person.skills,
        experience: [
          { company: person.company, title: person.title, from: null, to: null, description: '' },
        ],
        education: [],
        experienceYears: person.years,
        expectedSalary: person.salary,
        source: person.source,
        notes: '',
      },
      null,
      actor,
    );
    ids.push(row.id);
  }
  await addToPipeline(tx, requirement.id, ids, actor);
  await seedDemoJobPortal(tx, { requirementId: requirement.id, actor });
  const { items } = await pipelineOf(tx, requirement.id);
  for (const [i, person] of PEOPLE.entries()) {
    const entry = items.find((e) => e.candidate.id === ids[i])!;
    let from: ApplicationStage = 'sourced';
    for (const stage of person.path) {
      await moveApplication(tx, entry.id, { stage, fromStage: from, reason: person.reason }, actor);
      from = stage;
    }
  }
}

const TAXONOMY: Record<string, string[]> = {
  'Customer service': ['Customer service officer', 'Call center agent', 'Front office'],
  'Information technology': ['Software developer', 'IT support', 'Data analyst'],
  Logistics: ['Warehouse admin', 'Driver', 'Forklift operator'],
  'Finance and accounting': ['Accounting staff', 'Tax staff', 'Payroll officer'],
  'Sales and marketing': ['Sales executive', 'Telemarketing', 'Digital marketing'],
};

/** The job taxonomy (categories, roles, the skills CV import knows) and the demo requirement published. */
async function seedDemoJobPortal(tx: Db, options: { requirementId: string; actor: Actor }) {
  let customerService: { categoryId: string; roleId: string } | null = null;
  for (const [name, roles] of Object.entries(TAXONOMY)) {
    const category = await saveCategory(tx, null, name, options.actor);
    for (const [i, role] of roles.entries()) {
      const row = await saveRole(tx, null, { categoryId: category.id, name: role }, options.actor);
      if (name === 'Customer service' && i === 0)
        customerService = { categoryId: category.id, roleId: row.id };
    }
  }
  await tx
    .insert(jobSkills)
    .values(KNOWN_SKILLS.map((skill) => ({ name: displaySkill(skill) })))
    .onConflictDoNothing();
  await saveVacancy(
    tx,
    null,
    {
      requirementId: options.requirementId,
      title: 'Customer Service Officer',
      categoryId: customerService?.categoryId ?? null,
      roleId: customerService?.roleId ?? null,
      skills: ['customer service', 'excel'],
      description:
        'Melayani nasabah bank nasional melalui telepon, chat dan email, dengan sistem shift.',
      qualifications:
        'D3 atau S1; pengalaman dua tahun di layanan pelanggan; fasih berbahasa Indonesia dan Inggris.',
      location: 'Jakarta',
      showSalary: true,
      status: 'published',
      closesOn: null,
    },
    options.actor,
  );
}
