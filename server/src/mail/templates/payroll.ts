import { links } from '@staffdesk/api/links';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from '../template-definition.js';

/**
 * The mail of payroll (issue #15). The e-payslip mail carries no figures and no password hint
 * (issue #27): a signed, expiring link to the payslip behind the employee's sign-in, and the PDF
 * attached only under the client's `attachment-with-employee-password` delivery, encrypted with
 * the password the employee set.
 */
export const PAYROLL_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'payroll.payslip',
    name: 'E-payslip',
    description:
      'Sent to each employee when their payroll run is marked paid: a link to the payslip behind their sign-in, no figures. The PDF is attached only when the client’s policy asks for it and the employee set an e-payslip password.',
    variables: {
      ...recipientVariables,
      month: 'The month paid, e.g. November 2026',
      link: 'The payslip in Staffdesk, behind the employee’s sign-in (a signed link)',
      expiresAt: 'When the link expires (30 days)',
      attachmentNote:
        'Whether the PDF is attached (it opens with the password the employee set) or how to get it attached; empty when the policy sends the link only',
    },
    sample: {
      recipient: { name: 'Agus Pratama', email: 'agus.pratama@example.co.id' },
      month: 'November 2026',
      link: `${SAMPLE_URL}${links.employeePayslips('2026-11', 'sample')}`,
      expiresAt: new Date('2026-12-28T03:00:00Z'),
      attachmentNote: '',
    },
    defaults: {
      subject: 'Your payslip for {{month}} is ready',
      body: [
        'Hello {{recipient.name}},',
        '',
        'Your payslip for {{month}} is ready in Staffdesk. Sign in to see it:',
        '',
        '{{link}}',
        '',
        'The link works until {{expiresAt}}; after that, your payslips stay listed in Staffdesk.',
        '{{attachmentNote}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Slip gaji elektronik',
      description:
        'Dikirim kepada setiap karyawan saat proses penggajiannya ditandai dibayar: tautan ke slip gaji di balik login mereka, tanpa angka. PDF hanya dilampirkan bila kebijakan klien memintanya dan karyawan sudah membuat kata sandi slip gaji.',
      subject: 'Slip gaji Anda untuk {{month}} sudah tersedia',
      body: [
        'Yth. {{recipient.name}},',
        '',
        'Slip gaji Anda untuk {{month}} sudah tersedia di Staffdesk. Masuk untuk melihatnya:',
        '',
        '{{link}}',
        '',
        'Tautan ini berlaku hingga {{expiresAt}}; setelah itu, slip gaji Anda tetap tercantum di Staffdesk.',
        '{{attachmentNote}}',
      ].join('\n'),
    },
  },
];
