import { links } from '@staffdesk/api/links';

/** The public URL of the sample data a template preview fills in. */
const SAMPLE_URL = 'http://127.0.0.1:8080';

/** Every event that sends mail, with the variables its template may use and its default text. */
export type TemplateDefinition = {
  key: string;
  name: string;
  description: string;
  variables: Record<string, string>;
  sample: Record<string, unknown>;
  defaults: { subject: string; body: string; toRule: string; ccRule: string };
};

const recipientVariables = {
  'recipient.name': "The recipient's name",
  'recipient.email': "The recipient's email",
};

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
      expiresAt: '28 Nov 2026, 09:00 WIB',
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
      expiresAt: '21 Nov 2026, 10:00 WIB',
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
  },
  {
    key: 'password.changed',
    name: 'Password changed',
    description: 'Sent after a password is changed or reset, so an unexpected change is noticed.',
    variables: { ...recipientVariables, changedAt: 'When it changed' },
    sample: {
      recipient: { name: 'Rina Wulandari', email: 'rina@example.co.id' },
      changedAt: '21 Nov 2026, 09:15 WIB',
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
      'leave.startDate': 'The first day (YYYY-MM-DD)',
      'leave.endDate': 'The last day (YYYY-MM-DD)',
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
        type: 'Annual leave',
        startDate: '2026-12-28',
        endDate: '2026-12-30',
        workingDays: 3,
        reason: 'Family holiday',
      },
      balance: { before: 8, after: 5 },
      link: `${SAMPLE_URL}${links.leaveApproval('sample', 'hendro.wibisono@banknusantara.co.id')}`,
      expiresAt: '5 Dec 2026, 09:00 WIB',
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
  },
  {
    key: 'leave.decided',
    name: 'Leave request decided',
    description:
      'Sent to the employee when their leave request is approved by every approver, or rejected.',
    variables: {
      ...recipientVariables,
      'leave.type': 'The kind of leave',
      'leave.startDate': 'The first day (YYYY-MM-DD)',
      'leave.endDate': 'The last day (YYYY-MM-DD)',
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
        type: 'Annual leave',
        startDate: '2026-12-28',
        endDate: '2026-12-30',
        workingDays: 3,
        reason: 'Family holiday',
      },
      decision: 'approved',
      decidedBy: 'Rina Wulandari',
      comment: 'Enjoy your holiday.',
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
  },
  {
    key: 'leave.cancelled',
    name: 'Leave request cancelled',
    description: 'Sent to the approvers of the pending step when the employee cancels a request.',
    variables: {
      ...recipientVariables,
      'employee.name': "The employee's name",
      'leave.type': 'The kind of leave',
      'leave.startDate': 'The first day (YYYY-MM-DD)',
      'leave.endDate': 'The last day (YYYY-MM-DD)',
      'leave.workingDays': 'The days it would have taken',
    },
    sample: {
      recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
      employee: { name: 'Agus Pratama' },
      leave: {
        type: 'Annual leave',
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
  },
];

export function templateDefinition(key: string): TemplateDefinition | undefined {
  return TEMPLATE_CATALOGUE.find((t) => t.key === key);
}
