import { links } from '@staffdesk/api/links';
import { localized } from '../../i18n/locale.js';
import { recipientVariables, SAMPLE_URL, type TemplateDefinition } from '../template-definition.js';

const askVariables = {
  ...recipientVariables,
  'client.name': "The client's name",
  'period.start': "The period's first day",
  'period.end': "The period's last day",
  count: 'How many timesheets the link shows',
  employees: 'The employees, one per line',
  link: 'The approval link (no sign-in; for this approver only)',
  expiresAt: 'When the link expires',
};

const askSample = {
  recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
  client: { name: 'PT Bank Nusantara' },
  period: { start: '2026-10-21', end: '2026-11-20' },
  count: 2,
  employees: '- Agus Pratama (EMP-2025-00001)\n- Dewi Lestari (EMP-2025-00002)',
  link: `${SAMPLE_URL}${links.timesheetApproval('all', 'sample', 'hendro.wibisono@banknusantara.co.id')}`,
  expiresAt: new Date('2026-12-05T02:00:00Z'),
};

const linkLines = (intro: string, until: string) => [intro, '', '{{link}}', '', until];

const alternateVariables = {
  ...recipientVariables,
  'client.name': "The client's name",
  'alternate.name': "The alternate approver's name",
  'alternate.email': "The alternate approver's email",
  from: 'The first day the alternate approves',
  to: 'The last day the alternate approves',
  'namedBy.name': 'The PIC who named the alternate',
  'namedBy.email': "That PIC's email",
};

const alternateSample = {
  recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
  client: { name: 'PT Bank Nusantara' },
  alternate: { name: 'Rina Kusuma', email: 'rina.kusuma@banknusantara.co.id' },
  from: '2026-12-01',
  to: '2026-12-14',
  namedBy: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
};

/** What the PIC and HR are told when a link names an alternate approver (issue #27). */
const ALTERNATE_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'timesheet.alternate-named',
    name: 'Alternate approver named',
    description:
      'Sent to the client PIC who named an alternate approver from a timesheet link, so a link in the wrong hands cannot name someone without the PIC knowing.',
    variables: alternateVariables,
    sample: alternateSample,
    defaults: {
      subject: 'You named {{alternate.name}} to approve timesheets of {{client.name}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        'From your timesheet approval link, {{alternate.name}} ({{alternate.email}}) was named to approve the timesheets of {{client.name}} from {{from}} to {{to}}.',
        '',
        'If this was not you, tell HR at once: they can revoke the alternate, and every link sent to them stops working.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Penyetuju pengganti ditunjuk',
      description:
        'Dikirim kepada PIC klien yang menunjuk penyetuju pengganti dari tautan timesheet, agar tautan yang jatuh ke tangan lain tidak dapat menunjuk seseorang tanpa sepengetahuan PIC.',
      subject: 'Anda menunjuk {{alternate.name}} untuk menyetujui timesheet {{client.name}}',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Melalui tautan persetujuan timesheet Anda, {{alternate.name}} ({{alternate.email}}) ditunjuk untuk menyetujui timesheet {{client.name}} dari {{from}} s.d. {{to}}.',
        '',
        'Jika ini bukan Anda, segera beri tahu HR: HR dapat mencabut penunjukan tersebut, dan semua tautan yang sudah dikirim kepadanya berhenti berlaku.',
      ].join('\n'),
    },
  },
  {
    key: 'timesheet.alternate-awaiting-hr',
    name: 'Alternate approver waiting for HR',
    description:
      "Sent to the client PIC who named an alternate approver at an address outside the client's domain: HR confirms the alternate before any timesheet goes to them.",
    variables: alternateVariables,
    sample: { ...alternateSample, alternate: { name: 'Rina Kusuma', email: 'rina@gmail.com' } },
    defaults: {
      subject: 'HR will confirm {{alternate.name}} as alternate approver of {{client.name}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        'From your timesheet approval link, {{alternate.name}} ({{alternate.email}}) was named to approve the timesheets of {{client.name}} from {{from}} to {{to}}.',
        '',
        "The address is outside your company's domain, so HR confirms it first; until then the timesheets keep coming to you.",
        '',
        'If this was not you, tell HR at once.',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Penyetuju pengganti menunggu HR',
      description:
        'Dikirim kepada PIC klien yang menunjuk penyetuju pengganti dengan alamat di luar domain klien: HR mengonfirmasinya sebelum timesheet dikirim kepadanya.',
      subject:
        'HR akan mengonfirmasi {{alternate.name}} sebagai penyetuju pengganti {{client.name}}',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Melalui tautan persetujuan timesheet Anda, {{alternate.name}} ({{alternate.email}}) ditunjuk untuk menyetujui timesheet {{client.name}} dari {{from}} s.d. {{to}}.',
        '',
        'Alamat tersebut berada di luar domain perusahaan Anda, sehingga HR mengonfirmasinya terlebih dahulu; sampai saat itu timesheet tetap dikirim kepada Anda.',
        '',
        'Jika ini bukan Anda, segera beri tahu HR.',
      ].join('\n'),
    },
  },
  {
    key: 'timesheet.alternate-to-confirm',
    name: 'Alternate approver to confirm',
    description:
      "Sent to HR when a client PIC names an alternate approver at an address outside the client's domain: confirm or revoke it in the client's timesheet settings.",
    variables: { ...alternateVariables, link: "The client's timesheet settings in Staffdesk" },
    sample: {
      ...alternateSample,
      recipient: { name: 'Sari Hartono', email: 'hr@staffdesk.local' },
      alternate: { name: 'Rina Kusuma', email: 'rina@gmail.com' },
      link: `${SAMPLE_URL}${links.humanResourceClientPeriod('7')}`,
    },
    defaults: {
      subject: 'Confirm the alternate approver of {{client.name}}: {{alternate.email}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{namedBy.name}} ({{namedBy.email}}) named {{alternate.name}} ({{alternate.email}}) to approve the timesheets of {{client.name}} from {{from}} to {{to}}.',
        '',
        "The address is outside the client's domain, so no timesheet goes to it until you confirm. Check with the PIC, then confirm or revoke it here:",
        '',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Penyetuju pengganti untuk dikonfirmasi',
      description:
        'Dikirim kepada HR saat PIC klien menunjuk penyetuju pengganti dengan alamat di luar domain klien: konfirmasi atau cabut di pengaturan timesheet klien.',
      subject: 'Konfirmasi penyetuju pengganti {{client.name}}: {{alternate.email}}',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{namedBy.name}} ({{namedBy.email}}) menunjuk {{alternate.name}} ({{alternate.email}}) untuk menyetujui timesheet {{client.name}} dari {{from}} s.d. {{to}}.',
        '',
        'Alamat tersebut berada di luar domain klien, sehingga tidak ada timesheet yang dikirim kepadanya sebelum Anda mengonfirmasi. Periksa dengan PIC, lalu konfirmasi atau cabut di sini:',
        '',
        '{{link}}',
      ].join('\n'),
    },
  },
];

/** The mail of the timesheet approval flow (issue #14). */
export const TIMESHEET_TEMPLATES: TemplateDefinition[] = [
  {
    key: 'timesheet.approval-requested',
    name: 'Timesheet approval requested',
    description:
      "Sent to the client's approving PIC (or the alternate they named) when a period's submitted timesheets, or one resubmitted or reopened timesheet, wait for approval.",
    variables: askVariables,
    sample: askSample,
    defaults: {
      subject: 'Timesheets of {{client.name}} to approve: {{period.start}} to {{period.end}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{count}} timesheet(s) of {{client.name}} for {{period.start}} to {{period.end}} wait for your approval:',
        '',
        '{{employees}}',
        '',
        ...linkLines(
          'Approve them all, or dispute single days or sheets with a comment, here (no sign-in needed):',
          'The link works until {{expiresAt}}.',
        ),
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Permintaan persetujuan timesheet',
      description:
        'Dikirim kepada PIC klien yang menyetujui (atau pengganti yang ditunjuknya) saat timesheet satu periode, atau satu timesheet yang diajukan ulang atau dibuka kembali, menunggu persetujuan.',
      subject: 'Timesheet {{client.name}} untuk disetujui: {{period.start}} s.d. {{period.end}}',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        '{{count}} timesheet {{client.name}} untuk periode {{period.start}} s.d. {{period.end}} menunggu persetujuan Anda:',
        '',
        '{{employees}}',
        '',
        ...linkLines(
          'Mohon setujui semuanya, atau sanggah hari atau timesheet tertentu dengan komentar, melalui tautan berikut (tanpa perlu masuk ke Staffdesk):',
          'Tautan ini berlaku hingga {{expiresAt}}. Terima kasih.',
        ),
      ].join('\n'),
    },
  },
  {
    key: 'timesheet.approval-reminder',
    name: 'Timesheet approval reminder',
    description:
      'Sent to the approving PIC when timesheets they were asked about are still waiting after the follow-up days of the client.',
    variables: { ...askVariables, sentAt: 'When the first mail went out' },
    sample: { ...askSample, sentAt: new Date('2026-11-21T02:00:00Z') },
    defaults: {
      subject: 'Reminder: timesheets of {{client.name}} still wait for you',
      body: [
        'Hello {{recipient.name}},',
        '',
        'On {{sentAt}} we asked you to approve {{count}} timesheet(s) of {{client.name}} for {{period.start}} to {{period.end}}. They still wait:',
        '',
        '{{employees}}',
        '',
        ...linkLines(
          'Decide them here (no sign-in needed); you can also name someone to approve for you:',
          'The link works until {{expiresAt}}.',
        ),
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Pengingat persetujuan timesheet',
      description:
        'Dikirim kepada PIC yang menyetujui bila timesheet yang dimintakan persetujuannya masih menunggu setelah jumlah hari tindak lanjut klien.',
      subject: 'Pengingat: timesheet {{client.name}} masih menunggu Anda',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Pada {{sentAt}} kami memohon persetujuan Anda atas {{count}} timesheet {{client.name}} untuk periode {{period.start}} s.d. {{period.end}}. Timesheet berikut masih menunggu:',
        '',
        '{{employees}}',
        '',
        ...linkLines(
          'Mohon putuskan melalui tautan berikut (tanpa perlu masuk); Anda juga dapat menunjuk orang lain untuk menyetujui atas nama Anda:',
          'Tautan ini berlaku hingga {{expiresAt}}. Terima kasih.',
        ),
      ].join('\n'),
    },
  },
  {
    key: 'timesheet.approval-escalated',
    name: 'Timesheet approval escalated',
    description:
      "Sent to the client's secondary approver when the approving PIC has not answered within the client's escalation days.",
    variables: {
      ...askVariables,
      'approver.name': 'The PIC who was asked first',
      sentAt: 'When they were asked',
    },
    sample: {
      ...askSample,
      approver: { name: 'Rudi Hartono' },
      sentAt: new Date('2026-11-21T02:00:00Z'),
    },
    defaults: {
      subject:
        'Timesheets of {{client.name}} wait for approval: {{approver.name}} has not answered',
      body: [
        'Hello {{recipient.name}},',
        '',
        'On {{sentAt}} we asked {{approver.name}} to approve {{count}} timesheet(s) of {{client.name}} for {{period.start}} to {{period.end}}, and have had no answer. As the secondary approver, you can decide them:',
        '',
        '{{employees}}',
        '',
        ...linkLines(
          'Decide them here (no sign-in needed):',
          'The link works until {{expiresAt}}.',
        ),
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Eskalasi persetujuan timesheet',
      description:
        'Dikirim kepada penyetuju cadangan klien bila PIC yang menyetujui belum menjawab dalam jumlah hari eskalasi klien.',
      subject: 'Timesheet {{client.name}} menunggu persetujuan: {{approver.name}} belum menjawab',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Pada {{sentAt}} kami memohon persetujuan {{approver.name}} atas {{count}} timesheet {{client.name}} untuk periode {{period.start}} s.d. {{period.end}}, namun belum ada jawaban. Sebagai penyetuju cadangan, Anda dapat memutuskannya:',
        '',
        '{{employees}}',
        '',
        ...linkLines(
          'Mohon putuskan melalui tautan berikut (tanpa perlu masuk):',
          'Tautan ini berlaku hingga {{expiresAt}}. Terima kasih.',
        ),
      ].join('\n'),
    },
  },
  {
    key: 'timesheet.decision-confirmed',
    name: 'Timesheet decision confirmed',
    description:
      'Sent to the PIC who decided timesheets through a link: what they approved and what they disputed.',
    variables: {
      ...recipientVariables,
      'client.name': "The client's name",
      'period.start': "The period's first day",
      'period.end': "The period's last day",
      approved: 'The approved timesheets, one per line',
      disputed: 'The disputed timesheets with the comments, one per line',
      decidedAt: 'When they decided',
    },
    sample: {
      recipient: { name: 'Hendro Wibisono', email: 'hendro.wibisono@banknusantara.co.id' },
      client: { name: 'PT Bank Nusantara' },
      period: { start: '2026-10-21', end: '2026-11-20' },
      approved: '- Agus Pratama (EMP-2025-00001)',
      disputed: localized({
        en: '- Dewi Lestari (EMP-2025-00002): 3 Nov 2026: was on leave',
        id: '- Dewi Lestari (EMP-2025-00002): 3 Nov 2026: sedang cuti',
      }),
      decidedAt: new Date('2026-11-22T02:00:00Z'),
    },
    defaults: {
      subject:
        'Your decision on the timesheets of {{client.name}}, {{period.start}} to {{period.end}}',
      body: [
        'Hello {{recipient.name}},',
        '',
        'Thank you. On {{decidedAt}} you decided the timesheets of {{client.name}} for {{period.start}} to {{period.end}}.',
        '',
        'Approved:',
        '{{approved}}',
        '',
        'Disputed (sent back to the employees to correct):',
        '{{disputed}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Konfirmasi keputusan timesheet',
      description:
        'Dikirim kepada PIC yang memutuskan timesheet melalui tautan: apa yang disetujui dan apa yang disanggah.',
      subject:
        'Keputusan Anda atas timesheet {{client.name}}, {{period.start}} s.d. {{period.end}}',
      body: [
        'Yth. Bapak/Ibu {{recipient.name}},',
        '',
        'Terima kasih. Pada {{decidedAt}} Anda telah memutuskan timesheet {{client.name}} untuk periode {{period.start}} s.d. {{period.end}}.',
        '',
        'Disetujui:',
        '{{approved}}',
        '',
        'Disanggah (dikembalikan kepada karyawan untuk diperbaiki):',
        '{{disputed}}',
      ].join('\n'),
    },
  },
  {
    key: 'timesheet.disputed',
    name: 'Timesheet disputed',
    description:
      "Sent to an employee whose timesheet the client PIC disputed, with the PIC's comments, so they correct and resubmit it.",
    variables: {
      ...recipientVariables,
      'period.start': "The period's first day",
      'period.end': "The period's last day",
      'approver.name': 'The PIC who disputed it',
      comments: 'The comments, one per line',
      link: 'My timesheet in Staffdesk',
    },
    sample: {
      recipient: { name: 'Dewi Lestari', email: 'dewi.lestari@example.co.id' },
      period: { start: '2026-10-21', end: '2026-11-20' },
      approver: { name: 'Hendro Wibisono' },
      comments: localized({ en: '- 3 Nov 2026: was on leave', id: '- 3 Nov 2026: sedang cuti' }),
      link: `${SAMPLE_URL}${links.employeeTimesheet('2026-11')}`,
    },
    defaults: {
      subject: 'Your timesheet {{period.start}} to {{period.end}} needs a correction',
      body: [
        'Hello {{recipient.name}},',
        '',
        '{{approver.name}} disputed your timesheet for {{period.start}} to {{period.end}}:',
        '',
        '{{comments}}',
        '',
        'Correct it and submit it again here:',
        '',
        '{{link}}',
      ].join('\n'),
      toRule: '{{recipient.email}}',
      ccRule: '',
    },
    id: {
      name: 'Timesheet disanggah',
      description:
        'Dikirim kepada karyawan yang timesheet-nya disanggah PIC klien, dengan komentarnya, agar diperbaiki dan diajukan ulang.',
      subject: 'Timesheet Anda {{period.start}} s.d. {{period.end}} perlu diperbaiki',
      body: [
        'Yth. {{recipient.name}},',
        '',
        '{{approver.name}} menyanggah timesheet Anda untuk periode {{period.start}} s.d. {{period.end}}:',
        '',
        '{{comments}}',
        '',
        'Mohon perbaiki dan ajukan kembali melalui:',
        '',
        '{{link}}',
      ].join('\n'),
    },
  },
  ...ALTERNATE_TEMPLATES,
];
