import { links } from '@staffdesk/api/links';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from '../template-definition.js';

const SAMPLE_REQUIREMENT = '0b9e9f0e-2f7a-4a39-9a57-2b8a7e0c1d11';
const SAMPLE_CANDIDATE = '5d1c7b2a-6e3f-4c8d-9b0a-1f2e3d4c5b6a';

/** The mail of recruiting (issue #16): CVs to the client, interviews, offers. */
export const RECRUITING_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'recruiting.cv-review',
    name: 'CVs sent to the client',
    description:
      "Sent to the client's PIC when a recruiter sends candidates' CVs for a requirement: one link opens every CV sent for it, to accept for interview or reject.",
    variables: {
      ...recipientVariables,
      'requirement.number': 'The requirement number, e.g. REQ-2026-0007',
      'requirement.position': 'The position',
      'client.name': "The client's name",
      candidates: 'The candidates sent now, one per line',
      link: 'The page of the CVs',
      expiresAt: 'When the link stops working',
      'recruiter.name': 'The recruiter who sent them',
    },
    sample: {
      recipient: { name: 'Hendro Wibisono', email: 'hendro@banknusantara.example' },
      requirement: { number: 'REQ-2026-0007', position: 'Customer Service Officer' },
      client: { name: 'PT Bank Nusantara Sejahtera' },
      candidates:
        '- Putri Maharani (Jakarta Selatan, 3 years)\n- Andi Saputra (Jakarta Timur, 2 years)',
      link: `${SAMPLE_URL}${links.clientCvList(SAMPLE_REQUIREMENT, 'sample-token', 'hendro@banknusantara.example')}`,
      expiresAt: new Date('2026-12-07T10:00:00Z'),
      recruiter: { name: 'Dewi Anggraini' },
    },
    defaults: {
      subject: 'CVs for {{requirement.position}} ({{requirement.number}})',
      body: [
        'Hello {{recipient.name}},',
        '',
        'Here are candidates for {{requirement.position}} at {{client.name}}:',
        '{{candidates}}',
        '',
        'Open their CVs, then accept each for an interview or reject it with a reason:',
        '{{link}}',
        '',
        'The link works until {{expiresAt}}. No account is needed.',
        '',
        '{{recruiter.name}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'CV dikirim ke klien',
      description:
        'Dikirim kepada PIC klien saat rekruter mengirim CV kandidat untuk suatu kebutuhan: satu tautan membuka semua CV yang dikirim, untuk diterima ke wawancara atau ditolak.',
      subject: 'CV untuk {{requirement.position}} ({{requirement.number}})',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Berikut kandidat untuk posisi {{requirement.position}} di {{client.name}}:',
        '{{candidates}}',
        '',
        'Silakan buka CV mereka, lalu terima untuk wawancara atau tolak dengan alasan:',
        '{{link}}',
        '',
        'Tautan berlaku sampai {{expiresAt}}. Tidak perlu akun.',
        '',
        '{{recruiter.name}}',
      ].join('\n'),
    },
  },
  {
    key: 'recruiting.interview',
    name: 'Interview invitation',
    description:
      'Sent to the candidate and the client’s PIC when an interview is scheduled or moved, with the invitation (.ics) for their calendar.',
    variables: {
      ...recipientVariables,
      'candidate.name': 'The candidate',
      'requirement.position': 'The position',
      'client.name': "The client's name",
      when: 'Date and time (WIB)',
      location: 'Where, or the video link',
      change: 'Empty for a new interview; a line saying it moved otherwise',
      feedbackLink: 'For the PIC: the interview feedback page (empty for the candidate)',
    },
    sample: {
      recipient: { name: 'Putri Maharani', email: 'putri.maharani@example.com' },
      candidate: { name: 'Putri Maharani' },
      requirement: { position: 'Customer Service Officer' },
      client: { name: 'PT Bank Nusantara Sejahtera' },
      when: 'Kamis, 3 Des 2026 10.00 WIB',
      location: 'Menara Nusantara lt. 12, Jl. Sudirman Kav. 21, Jakarta',
      change: '',
      feedbackLink: `${SAMPLE_URL}${links.clientInterviewFeedback(SAMPLE_REQUIREMENT, SAMPLE_CANDIDATE, 'sample-token', 'hendro@banknusantara.example')}`,
    },
    defaults: {
      subject: 'Interview: {{candidate.name}} for {{requirement.position}}, {{when}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{change}}',
        'Interview of {{candidate.name}} for {{requirement.position}} at {{client.name}}.',
        'When: {{when}}',
        'Where: {{location}}',
        '',
        'The invitation is attached; open it to add it to your calendar.',
        '{{feedbackLink}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Undangan wawancara',
      description:
        'Dikirim kepada kandidat dan PIC klien saat wawancara dijadwalkan atau dipindah, dengan undangan (.ics) untuk kalender mereka.',
      subject: 'Wawancara: {{candidate.name}} untuk {{requirement.position}}, {{when}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{change}}',
        'Wawancara {{candidate.name}} untuk posisi {{requirement.position}} di {{client.name}}.',
        'Waktu: {{when}}',
        'Tempat: {{location}}',
        '',
        'Undangan terlampir; buka untuk menambahkannya ke kalender Anda.',
        '{{feedbackLink}}',
      ].join('\n'),
    },
  },
  {
    key: 'recruiting.offer',
    name: 'Offer to a candidate',
    description:
      'Sent to the candidate when a recruiter makes an offer: the link confirms their identity and data, then accepts or declines.',
    variables: {
      ...recipientVariables,
      'requirement.position': 'The position',
      'client.name': "The client's name",
      salary: 'The monthly base salary offered',
      joinDate: 'The first working day proposed',
      link: 'The confirmation page',
      expiresAt: 'When the link stops working',
    },
    sample: {
      recipient: { name: 'Putri Maharani', email: 'putri.maharani@example.com' },
      requirement: { position: 'Customer Service Officer' },
      client: { name: 'PT Bank Nusantara Sejahtera' },
      salary: 'Rp 6.500.000',
      joinDate: new Date('2027-01-04T00:00:00Z'),
      link: `${SAMPLE_URL}${links.candidateConfirmation(SAMPLE_REQUIREMENT, SAMPLE_CANDIDATE, 'sample-token', 'putri.maharani@example.com')}`,
      expiresAt: new Date('2026-12-07T10:00:00Z'),
    },
    defaults: {
      subject: 'Your offer: {{requirement.position}} at {{client.name}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        'We are glad to offer you the position of {{requirement.position}} at {{client.name}}:',
        'a monthly base salary of {{salary}}, starting {{joinDate}}.',
        '',
        'Please confirm your data, then accept or decline the offer:',
        '{{link}}',
        '',
        'The link works until {{expiresAt}}.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Penawaran kerja kepada kandidat',
      description:
        'Dikirim kepada kandidat saat rekruter memberikan penawaran: tautannya untuk mengonfirmasi identitas dan data, lalu menerima atau menolak.',
      subject: 'Penawaran kerja: {{requirement.position}} di {{client.name}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        'Dengan senang hati kami menawarkan posisi {{requirement.position}} di {{client.name}}:',
        'gaji pokok {{salary}} per bulan, mulai {{joinDate}}.',
        '',
        'Silakan konfirmasi data Anda, lalu terima atau tolak penawaran ini:',
        '{{link}}',
        '',
        'Tautan berlaku sampai {{expiresAt}}.',
      ].join('\n'),
    },
  },
];
