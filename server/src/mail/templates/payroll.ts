import { links } from '@staffdesk/api/links';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from '../template-definition.js';

/** The mail of payroll (issue #15). */
export const PAYROLL_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'payroll.payslip',
    name: 'E-payslip',
    description:
      'Sent to each employee when their payroll run is marked paid, with the e-payslip PDF attached (opened with the password the client’s policy sets).',
    variables: {
      ...recipientVariables,
      month: 'The month paid, e.g. November 2026',
      net: 'The take-home pay',
      passwordHint: 'How the PDF opens, e.g. your birth date as ddmmyyyy',
      link: 'My e-payslips in Staffdesk',
    },
    sample: {
      recipient: { name: 'Agus Pratama', email: 'agus.pratama@example.co.id' },
      month: 'November 2026',
      net: 'Rp 8.498.871',
      passwordHint: 'your birth date as ddmmyyyy, e.g. 15071990',
      link: `${SAMPLE_URL}${links.employeePayslips('2026-11')}`,
    },
    defaults: {
      subject: 'Your payslip for {{month}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        'Your salary for {{month}} has been paid: {{net}}.',
        'Your e-payslip is attached. It opens with {{passwordHint}}.',
        '',
        'All your payslips: {{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Slip gaji elektronik',
      description:
        'Dikirim kepada setiap karyawan saat proses penggajiannya ditandai dibayar, dengan lampiran PDF slip gaji (dibuka dengan kata sandi sesuai kebijakan klien).',
      subject: 'Slip gaji Anda untuk {{month}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        'Gaji Anda untuk {{month}} sudah dibayarkan: {{net}}.',
        'Slip gaji elektronik Anda terlampir. Buka dengan {{passwordHint}}.',
        '',
        'Semua slip gaji Anda: {{link}}',
      ].join('\n'),
    },
  },
];
