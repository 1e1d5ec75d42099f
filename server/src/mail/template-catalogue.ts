import { links } from '@staffdesk/api/links';
import { localized } from '../i18n/locale.js';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from './template-definition.js';
import { OVERTIME_TEMPLATES } from './templates/overtime.js';
import { PAYROLL_TEMPLATES } from './templates/payroll.js';
import { RECRUITING_TEMPLATES } from './templates/recruiting.js';
import { RECRUITING_ANSWER_TEMPLATES } from './templates/recruiting-answers.js';
import { TIMESHEET_TEMPLATES } from './templates/timesheets.js';

export type { TemplateDefinition };

export const TEMPLATE_CATALOGUE: TemplateDefinition[] = [
  {
    key: 'user.invited',
    name: 'Invitation to Staffdesk',
    description: 'Sent when someone is given an account; the link sets the first password.',
    variables: {
      ...recipientVariables,
      'inviter.name': 'Who sent the invitation',
      link: 'The set-password link (valid 7 days)',
      expiresAt: 'When the link expires',
    },
    sample: {
      recipient: { name: 'Rina Wulandari', email: 'rina@example.co.id' },
      inviter: { name: 'Ayu Lestari' },
      link: `${SAMPLE_URL}${links.setPassword('sample')}`,
      expiresAt: new Date('2026-11-28T02:00:00Z'),
    },
    defaults: {
      subject: 'You are invited to Staffdesk',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{inviter.name}} has given you an account on Staffdesk.',
        'Set your password here to start:',
        '',
        '{{link}}',
        '',
        'The link works until {{expiresAt}}. If you did not expect this mail, you can ignore it.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Undangan ke Staffdesk',
      description:
        'Dikirim saat seseorang dibuatkan akun; tautannya dipakai untuk membuat kata sandi pertama.',
      subject: 'Undangan untuk menggunakan Staffdesk',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{inviter.name}} telah membuatkan akun Staffdesk untuk Anda.',
        'Silakan buat kata sandi Anda melalui tautan berikut untuk mulai menggunakannya:',
        '',
        '{{link}}',
        '',
        'Tautan ini berlaku hingga {{expiresAt}}. Jika Anda tidak merasa meminta akun ini, abaikan saja email ini.',
      ].join('\n'),
    },
  },
  {
    key: 'password.reset-requested',
    name: 'Password reset',
    description: 'Sent when someone asks to reset a forgotten password.',
    variables: {
      ...recipientVariables,
      link: 'The reset link (valid 1 hour, once)',
      expiresAt: 'When the link expires',
    },
    sample: {
      recipient: { name: 'Rina Wulandari', email: 'rina@example.co.id' },
      link: `${SAMPLE_URL}${links.resetPassword('sample')}`,
      expiresAt: new Date('2026-11-21T03:00:00Z'),
    },
    defaults: {
      subject: 'Reset your Staffdesk password',
      body: [
        'Hello {{recipient.name}},',
        '',
        'Someone asked to reset the password of your Staffdesk account.',
        'Choose a new password here:',
        '',
        '{{link}}',
        '',
        'The link works once, until {{expiresAt}}. If it was not you, ignore this mail: your password stays as it is.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Atur ulang kata sandi',
      description: 'Dikirim saat seseorang meminta untuk mengatur ulang kata sandi yang terlupa.',
      subject: 'Atur ulang kata sandi Staffdesk Anda',
      body: [
        'Yth. {{recipient.name}},',
        '',
        'Kami menerima permintaan untuk mengatur ulang kata sandi akun Staffdesk Anda.',
        'Silakan buat kata sandi baru melalui tautan berikut:',
        '',
        '{{link}}',
        '',
        'Tautan ini hanya dapat digunakan satu kali dan berlaku hingga {{expiresAt}}. Jika Anda tidak merasa memintanya, abaikan email ini; kata sandi Anda tidak berubah.',
      ].join('\n'),
    },
  },
  {
    key: 'password.changed',
    name: 'Password changed',
    description: 'Sent after a password is changed or reset, so an unexpected change is noticed.',
    variables: { ...recipientVariables, changedAt: 'When it changed' },
    sample: {
      recipient: { name: 'Rina Wulandari', email: 'rina@example.co.id' },
      changedAt: new Date('2026-11-21T02:15:00Z'),
    },
    defaults: {
      subject: 'Your Staffdesk password was changed',
      body: [
        'Hello {{recipient.name}},',
        '',
        'The password of your Staffdesk account was changed on {{changedAt}}.',
        'Every other session was signed out. If this was not you, ask your administrator for help at once.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Kata sandi diubah',
      description:
        'Dikirim setelah kata sandi diubah atau diatur ulang, agar perubahan yang tidak dikenal segera diketahui.',
      subject: 'Kata sandi Staffdesk Anda telah diubah',
      body: [
        'Yth. {{recipient.name}},',
        '',
        'Kata sandi akun Staffdesk Anda telah diubah pada {{changedAt}}.',
        'Semua sesi lain telah dikeluarkan. Jika bukan Anda yang melakukan perubahan ini, segera hubungi administrator Anda.',
      ].join('\n'),
    },
  },
  {
    key: 'leave.approval-requested',
    name: 'Leave approval requested',
    description:
      "Sent to each approver of a leave request's current step (the client PIC, then HR), with their own approval link.",
    variables: {
      ...recipientVariables,
      'employee.name': "The employee's name",
      'employee.number': "The employee's number",
      'leave.type': 'The kind of leave',
      'leave.startDate': 'The first day',
      'leave.endDate': 'The last day',
      'leave.workingDays': 'The days taken (0.5 for a half day)',
      'leave.reason': "The employee's reason",
      'balance.before': 'Annual leave available before this request (- for other kinds)',
      'balance.after': 'Annual leave available after it',
      link: 'The approval link (no sign-in; for this approver only)',
      expiresAt: 'When the link expires',
    },
    sample: {
      recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
      employee: { name: 'Agus Pratama', number: 'EMP-2025-00001' },
      leave: {
        type: localized({ en: 'Annual leave', id: 'Cuti tahunan' }),
        startDate: '2026-12-28',
        endDate: '2026-12-30',
        workingDays: 3,
        reason: localized({ en: 'Family holiday', id: 'Liburan keluarga' }),
      },
      balance: { before: 8, after: 5 },
      link: `${SAMPLE_URL}${links.leaveApproval('sample', 'hendro.wibisono@banknusantara.co.id')}`,
      expiresAt: new Date('2026-12-05T02:00:00Z'),
    },
    defaults: {
      subject:
        'Leave request of {{employee.name}}: {{leave.type}}, {{leave.startDate}} to {{leave.endDate}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{employee.name}} ({{employee.number}}) asks for {{leave.type}}:',
        '',
        'From: {{leave.startDate}}',
        'To: {{leave.endDate}}',
        'Days: {{leave.workingDays}}',
        'Reason: {{leave.reason}}',
        'Annual leave available: {{balance.before}} before, {{balance.after}} after this request',
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
      name: 'Permintaan persetujuan cuti',
      description:
        'Dikirim kepada setiap penyetuju pada tahap persetujuan yang sedang berjalan (PIC klien, lalu HR), masing-masing dengan tautan persetujuannya sendiri.',
      subject:
        'Pengajuan cuti {{employee.name}}: {{leave.type}}, {{leave.startDate}} s.d. {{leave.endDate}}',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Karyawan atas nama {{employee.name}} ({{employee.number}}) mengajukan {{leave.type}} dengan rincian berikut:',
        '',
        'Mulai: {{leave.startDate}}',
        'Sampai dengan: {{leave.endDate}}',
        'Jumlah hari: {{leave.workingDays}}',
        'Alasan: {{leave.reason}}',
        'Sisa cuti tahunan: {{balance.before}} sebelum dan {{balance.after}} sesudah pengajuan ini',
        '',
        'Mohon setujui atau tolak pengajuan ini melalui tautan berikut (tanpa perlu masuk ke Staffdesk):',
        '',
        '{{link}}',
        '',
        'Tautan ini berlaku hingga {{expiresAt}}. Terima kasih.',
      ].join('\n'),
    },
  },
  {
    key: 'leave.decided',
    name: 'Leave request decided',
    description:
      'Sent to the employee when their leave request is approved by every approver, or rejected.',
    variables: {
      ...recipientVariables,
      'leave.type': 'The kind of leave',
      'leave.startDate': 'The first day',
      'leave.endDate': 'The last day',
      'leave.workingDays': 'The days taken (0.5 for a half day)',
      'leave.reason': "The employee's reason",
      decision: '`approved` or `rejected`',
      decidedBy: 'Who made the final decision',
      comment: "The approver's comment (may be empty)",
      link: 'The leave form download link (empty when rejected)',
    },
    sample: {
      recipient: { name: 'Agus Pratama', email: 'employee@staffdesk.local' },
      leave: {
        type: localized({ en: 'Annual leave', id: 'Cuti tahunan' }),
        startDate: '2026-12-28',
        endDate: '2026-12-30',
        workingDays: 3,
        reason: localized({ en: 'Family holiday', id: 'Liburan keluarga' }),
      },
      decision: localized({ en: 'approved', id: 'disetujui' }),
      decidedBy: 'Rina Wulandari',
      comment: localized({ en: 'Enjoy your holiday.', id: 'Selamat berlibur.' }),
      link: `${SAMPLE_URL}${links.leaveFormDownload('sample')}`,
    },
    defaults: {
      subject: 'Your leave request was {{decision}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        'Your {{leave.type}} from {{leave.startDate}} to {{leave.endDate}} ({{leave.workingDays}} days) was {{decision}} by {{decidedBy}}.',
        '{{comment}}',
        '',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Keputusan pengajuan cuti',
      description:
        'Dikirim kepada karyawan saat pengajuan cutinya disetujui oleh semua penyetuju, atau ditolak.',
      subject: 'Pengajuan cuti Anda {{decision}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        'Pengajuan {{leave.type}} Anda untuk tanggal {{leave.startDate}} s.d. {{leave.endDate}} ({{leave.workingDays}} hari) telah {{decision}} oleh {{decidedBy}}.',
        '{{comment}}',
        '',
        '{{link}}',
      ].join('\n'),
    },
  },
  {
    key: 'leave.cancelled',
    name: 'Leave request cancelled',
    description: 'Sent to the approvers of the pending step when the employee cancels a request.',
    variables: {
      ...recipientVariables,
      'employee.name': "The employee's name",
      'leave.type': 'The kind of leave',
      'leave.startDate': 'The first day',
      'leave.endDate': 'The last day',
      'leave.workingDays': 'The days it would have taken',
    },
    sample: {
      recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
      employee: { name: 'Agus Pratama' },
      leave: {
        type: localized({ en: 'Annual leave', id: 'Cuti tahunan' }),
        startDate: '2026-12-28',
        endDate: '2026-12-30',
        workingDays: 3,
      },
    },
    defaults: {
      subject: '{{employee.name}} cancelled a leave request',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{employee.name}} cancelled their {{leave.type}} from {{leave.startDate}} to {{leave.endDate}} ({{leave.workingDays}} days).',
        'Nothing is left for you to decide; the approval link no longer works.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Pengajuan cuti dibatalkan',
      description:
        'Dikirim kepada penyetuju pada tahap yang masih menunggu saat karyawan membatalkan pengajuan cutinya.',
      subject: '{{employee.name}} membatalkan pengajuan cuti',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        '{{employee.name}} telah membatalkan pengajuan {{leave.type}} untuk tanggal {{leave.startDate}} s.d. {{leave.endDate}} ({{leave.workingDays}} hari).',
        'Tidak ada lagi yang perlu Anda putuskan; tautan persetujuan sebelumnya sudah tidak berlaku.',
      ].join('\n'),
    },
  },
  ...TIMESHEET_TEMPLATES,
  ...OVERTIME_TEMPLATES,
  ...PAYROLL_TEMPLATES,
  ...RECRUITING_TEMPLATES,
  ...RECRUITING_ANSWER_TEMPLATES,
];

export function templateDefinition(key: string): TemplateDefinition | undefined {
  return TEMPLATE_CATALOGUE.find((t) => t.key === key);
}
