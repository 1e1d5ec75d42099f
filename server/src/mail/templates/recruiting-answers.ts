import { links } from '@staffdesk/api/links';
import { localized } from '../../i18n/locale.js';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from '../template-definition.js';

const SAMPLE_REQUIREMENT = '0b9e9f0e-2f7a-4a39-9a57-2b8a7e0c1d11';

const requirementVariables = {
  'candidate.name': 'The candidate',
  'requirement.number': 'The requirement number, e.g. REQ-2026-0007',
  'requirement.position': 'The position',
  'client.name': "The client's name",
};

const sampleRequirement = {
  candidate: { name: 'Putri Maharani' },
  requirement: { number: 'REQ-2026-0007', position: 'Customer Service Officer' },
  client: { name: 'PT Bank Nusantara Sejahtera' },
};

/**
 * The mail that keeps the promises of the public recruiting pages (issue #28): "the recruiter is
 * told" when the client's PIC answers a CV or scores an interview and when the candidate answers
 * the offer, and HR is told when a candidate accepts. Each also shows on the reader's home list.
 */
export const RECRUITING_ANSWER_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'recruiting.cv-answered',
    name: 'The client answered a CV',
    description:
      "Sent to the requirement's recruiters when the client's PIC accepts a CV for an interview or rejects it, through the CV review link.",
    variables: {
      ...recipientVariables,
      ...requirementVariables,
      'pic.name': 'The PIC who answered',
      answer: 'The answer: accepted for an interview, or rejected with the reason',
      next: 'What the recruiter does next',
      link: "The requirement's pipeline",
    },
    sample: {
      recipient: { name: 'Dewi Anggraini', email: 'recruiter@staffdesk.local' },
      ...sampleRequirement,
      pic: { name: 'Hendro Wibisono' },
      answer: localized({
        en: 'Accepted for an interview.',
        id: 'Diterima untuk wawancara.',
      }),
      next: localized({
        en: 'Arrange the interview with the client:',
        id: 'Silakan atur jadwal wawancara dengan klien:',
      }),
      link: `${SAMPLE_URL}${links.recruiterRequirement(SAMPLE_REQUIREMENT)}`,
    },
    defaults: {
      subject: '{{client.name}} answered on {{candidate.name}} ({{requirement.number}})',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{pic.name}} of {{client.name}} answered on the CV of {{candidate.name}} for {{requirement.position}} ({{requirement.number}}):',
        '{{answer}}',
        '',
        '{{next}}',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Klien menjawab CV',
      description:
        'Dikirim kepada rekruter kebutuhan saat PIC klien menerima CV untuk wawancara atau menolaknya, melalui tautan tinjauan CV.',
      subject: '{{client.name}} menjawab CV {{candidate.name}} ({{requirement.number}})',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{pic.name}} dari {{client.name}} telah menjawab CV {{candidate.name}} untuk posisi {{requirement.position}} ({{requirement.number}}):',
        '{{answer}}',
        '',
        '{{next}}',
        '{{link}}',
      ].join('\n'),
    },
  },
  {
    key: 'recruiting.interview-feedback-given',
    name: 'The client scored an interview',
    description:
      "Sent to the requirement's recruiters when the client's PIC gives feedback on a held interview, through the interview feedback link.",
    variables: {
      ...recipientVariables,
      ...requirementVariables,
      'pic.name': 'The PIC who scored',
      score: 'The score, 1 to 5',
      recommendation: 'Hire, reject or undecided',
      comments: "The PIC's comments (a dash when none)",
      link: "The requirement's pipeline",
    },
    sample: {
      recipient: { name: 'Dewi Anggraini', email: 'recruiter@staffdesk.local' },
      ...sampleRequirement,
      pic: { name: 'Hendro Wibisono' },
      score: 4,
      recommendation: localized({ en: 'Hire', id: 'Rekrut' }),
      comments: localized({ en: 'Calm and careful', id: 'Tenang dan teliti' }),
      link: `${SAMPLE_URL}${links.recruiterRequirement(SAMPLE_REQUIREMENT)}`,
    },
    defaults: {
      subject: 'Interview feedback: {{candidate.name}} ({{requirement.number}})',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{pic.name}} of {{client.name}} gave feedback on the interview of {{candidate.name}} for {{requirement.position}} ({{requirement.number}}):',
        'Score: {{score}} of 5',
        'Recommendation: {{recommendation}}',
        'Comments: {{comments}}',
        '',
        'Decide the next step and tell the client:',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Klien menilai wawancara',
      description:
        'Dikirim kepada rekruter kebutuhan saat PIC klien memberi penilaian atas wawancara yang sudah berlangsung, melalui tautan penilaian wawancara.',
      subject: 'Penilaian wawancara: {{candidate.name}} ({{requirement.number}})',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{pic.name}} dari {{client.name}} telah menilai wawancara {{candidate.name}} untuk posisi {{requirement.position}} ({{requirement.number}}):',
        'Nilai: {{score}} dari 5',
        'Rekomendasi: {{recommendation}}',
        'Komentar: {{comments}}',
        '',
        'Silakan tentukan langkah berikutnya dan sampaikan kepada klien:',
        '{{link}}',
      ].join('\n'),
    },
  },
  {
    key: 'recruiting.offer-answered',
    name: 'The candidate answered the offer',
    description:
      "Sent to the requirement's recruiters when the candidate accepts or declines the offer, through the offer link.",
    variables: {
      ...recipientVariables,
      ...requirementVariables,
      answer: 'The answer: accepted with the first working day, or declined with the reason',
      next: 'What the recruiter does next',
      link: "The requirement's pipeline",
    },
    sample: {
      recipient: { name: 'Dewi Anggraini', email: 'recruiter@staffdesk.local' },
      ...sampleRequirement,
      answer: localized({
        en: 'Accepted, starting 4 Jan 2027.',
        id: 'Diterima, mulai bekerja 4 Jan 2027.',
      }),
      next: localized({
        en: 'HR is told to make them an employee. Contact the candidate about the contract and the first day:',
        id: 'HR juga diberi tahu untuk mendaftarkannya sebagai karyawan. Silakan hubungi kandidat tentang kontrak dan hari pertama kerja:',
      }),
      link: `${SAMPLE_URL}${links.recruiterRequirement(SAMPLE_REQUIREMENT)}`,
    },
    defaults: {
      subject: 'Offer answered: {{candidate.name}}, {{requirement.position}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{candidate.name}} answered the offer for {{requirement.position}} at {{client.name}} ({{requirement.number}}):',
        '{{answer}}',
        '',
        '{{next}}',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Kandidat menjawab penawaran kerja',
      description:
        'Dikirim kepada rekruter kebutuhan saat kandidat menerima atau menolak penawaran kerja, melalui tautan penawaran.',
      subject: 'Jawaban penawaran kerja: {{candidate.name}}, {{requirement.position}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{candidate.name}} telah menjawab penawaran kerja untuk posisi {{requirement.position}} di {{client.name}} ({{requirement.number}}):',
        '{{answer}}',
        '',
        '{{next}}',
        '{{link}}',
      ].join('\n'),
    },
  },
  {
    key: 'recruiting.offer-accepted',
    name: 'A candidate accepted an offer (HR)',
    description:
      'Sent to HR when a candidate accepts an offer: the joining information waits to be completed and the candidate to be made an employee.',
    variables: {
      ...recipientVariables,
      ...requirementVariables,
      joinDate: 'The first working day',
      link: 'The accepted offers waiting for on-boarding',
    },
    sample: {
      recipient: { name: 'Rina Wulandari', email: 'hr@staffdesk.local' },
      ...sampleRequirement,
      joinDate: '2027-01-04',
      link: `${SAMPLE_URL}${links.humanResourceOffered()}`,
    },
    defaults: {
      subject: 'Offer accepted: {{candidate.name}} joins {{client.name}} on {{joinDate}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{candidate.name}} accepted the offer for {{requirement.position}} at {{client.name}} ({{requirement.number}}), starting {{joinDate}}.',
        'Complete the joining information and make them an employee:',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Kandidat menerima penawaran kerja (HR)',
      description:
        'Dikirim kepada HR saat kandidat menerima penawaran kerja: informasi bergabung perlu dilengkapi dan kandidat didaftarkan sebagai karyawan.',
      subject:
        'Penawaran diterima: {{candidate.name}} bergabung dengan {{client.name}} pada {{joinDate}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{candidate.name}} telah menerima penawaran kerja untuk posisi {{requirement.position}} di {{client.name}} ({{requirement.number}}), mulai {{joinDate}}.',
        'Silakan lengkapi informasi bergabung dan daftarkan sebagai karyawan:',
        '{{link}}',
      ].join('\n'),
    },
  },
];
