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
      link: 'http://127.0.0.1:8080/set-password?token=sample',
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
      link: 'http://127.0.0.1:8080/reset-password?token=sample',
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
];

export function templateDefinition(key: string): TemplateDefinition | undefined {
  return TEMPLATE_CATALOGUE.find((t) => t.key === key);
}
