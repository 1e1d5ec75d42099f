import { links } from '@staffdesk/api/links';
import { localized } from '../../i18n/locale.js';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from '../template-definition.js';

const overtimeVariables = {
  'overtime.date': 'The date of the overtime',
  'overtime.from': 'When it starts (WIB)',
  'overtime.to': 'When it ends (WIB)',
};

const overtimeSample = { date: '2026-11-21', from: '08:00', to: '15:00' };

const decidedVariables = {
  ...recipientVariables,
  ...overtimeVariables,
  decidedBy: 'Who decided',
  comment: 'Their comment, or -',
  link: 'My overtime in Staffdesk',
};

const decidedSample = {
  recipient: { name: 'Agus Pratama', email: 'agus.pratama@example.co.id' },
  overtime: overtimeSample,
  decidedBy: 'Hendro Wibisono',
  comment: '-',
  link: `${SAMPLE_URL}${links.employeeOvertime()}`,
};

/** The mail of the overtime approval flow (issue #14). */
export const OVERTIME_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'overtime.approval-requested',
    name: 'Overtime approval requested',
    description:
      "Sent to the client's overtime approver when an employee placed there asks for overtime (or HR enters it for them).",
    variables: {
      ...recipientVariables,
      'employee.name': "The employee's name",
      'employee.number': "The employee's number",
      'client.name': "The client's name",
      ...overtimeVariables,
      'overtime.hours': 'How many hours',
      'overtime.reason': 'Why the overtime is needed',
      link: 'The approval link (no sign-in; for this approver only)',
      expiresAt: 'When the link expires',
    },
    sample: {
      recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
      employee: { name: 'Agus Pratama', number: 'EMP-2025-00001' },
      client: { name: 'PT Bank Nusantara' },
      overtime: { ...overtimeSample, hours: '7', reason: 'Year-end closing' },
      link: `${SAMPLE_URL}${links.overtimeApproval('sample', 'hendro.wibisono@banknusantara.co.id')}`,
      expiresAt: new Date('2026-12-05T02:00:00Z'),
    },
    defaults: {
      subject: 'Overtime of {{employee.name}} to approve: {{overtime.date}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{employee.name}} ({{employee.number}}) of {{client.name}} asks for overtime:',
        '',
        '{{overtime.date}}, {{overtime.from}}–{{overtime.to}} WIB ({{overtime.hours}} hours)',
        'Reason: {{overtime.reason}}',
        '',
        'Approve or reject it here (no sign-in needed):',
        '',
        '{{link}}',
        '',
        'The link works until {{expiresAt}}.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Permintaan persetujuan lembur',
      description:
        'Dikirim kepada penyetuju lembur klien saat karyawan yang ditempatkan di sana mengajukan lembur (atau HR mencatatnya untuknya).',
      subject: 'Lembur {{employee.name}} untuk disetujui: {{overtime.date}}',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        '{{employee.name}} ({{employee.number}}) di {{client.name}} mengajukan lembur:',
        '',
        '{{overtime.date}}, {{overtime.from}}–{{overtime.to}} WIB ({{overtime.hours}} jam)',
        'Alasan: {{overtime.reason}}',
        '',
        'Setujui atau tolak di sini (tanpa perlu masuk):',
        '',
        '{{link}}',
        '',
        'Tautan ini berlaku sampai {{expiresAt}}.',
      ].join('\n'),
    },
  },
  {
    key: 'overtime.approved',
    name: 'Overtime approved',
    description: 'Sent to the employee when their overtime request is approved.',
    variables: decidedVariables,
    sample: decidedSample,
    defaults: {
      subject: 'Your overtime on {{overtime.date}} is approved',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{decidedBy}} approved your overtime on {{overtime.date}}, {{overtime.from}}–{{overtime.to}} WIB.',
        'Comment: {{comment}}',
        '',
        'Your overtime: {{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Lembur disetujui',
      description: 'Dikirim kepada karyawan saat pengajuan lemburnya disetujui.',
      subject: 'Lembur Anda pada {{overtime.date}} disetujui',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{decidedBy}} menyetujui lembur Anda pada {{overtime.date}}, {{overtime.from}}–{{overtime.to}} WIB.',
        'Komentar: {{comment}}',
        '',
        'Lembur Anda: {{link}}',
      ].join('\n'),
    },
  },
  {
    key: 'overtime.rejected',
    name: 'Overtime rejected',
    description: 'Sent to the employee when their overtime request is rejected, with the reason.',
    variables: decidedVariables,
    sample: {
      ...decidedSample,
      comment: localized({
        en: 'Not needed: the closing moved to Monday.',
        id: 'Tidak perlu: tutup buku dipindah ke hari Senin.',
      }),
    },
    defaults: {
      subject: 'Your overtime on {{overtime.date}} is rejected',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{decidedBy}} rejected your overtime on {{overtime.date}}, {{overtime.from}}–{{overtime.to}} WIB.',
        'Reason: {{comment}}',
        '',
        'Your overtime: {{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Lembur ditolak',
      description: 'Dikirim kepada karyawan saat pengajuan lemburnya ditolak, beserta alasannya.',
      subject: 'Lembur Anda pada {{overtime.date}} ditolak',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{decidedBy}} menolak lembur Anda pada {{overtime.date}}, {{overtime.from}}–{{overtime.to}} WIB.',
        'Alasan: {{comment}}',
        '',
        'Lembur Anda: {{link}}',
      ].join('\n'),
    },
  },
];
