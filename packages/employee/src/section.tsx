import { msg } from '@lingui/core/macro';
import {
  lazyRoute,
  paths,
  routePatterns,
  type StaffdeskSection,
  sectionRoute,
} from '@staffdesk/core';
import {
  BriefcaseBusiness,
  Calculator,
  CalendarDays,
  ClipboardCheck,
  Clock,
  FileHeart,
  Handshake,
  Megaphone,
  Plane,
  ReceiptText,
  Timer,
  UserCheck,
  UserRound,
} from 'lucide-react';
import { employeeCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const BASE_PATH = routePatterns.employee.root;
const P = routePatterns.employee;

const profileItemPage = lazyRoute(() => import('./pages/ProfileItemPage'));

/**
 * Employee self-service (product-spec §2.2, `/employee`), for placed employees, mostly on phones:
 * my profile with its sub-forms and change requests, my work, my supporting information, my
 * attendance and timesheet, my overtime, my e-payslips (for everyone with an employee record: the
 * server shows each only their own paid payslips), the holiday calendar, and referrals (open
 * vacancies to refer someone to, and the people I referred with their stage). Every request is
 * scoped by the server to the caller's own employee record.
 */
export const employeeSection: StaffdeskSection = {
  id: 'employee',
  basePath: BASE_PATH,
  flag: 'employee',
  title: msg`Employee self-service`,
  description: msg`Your profile, your work, supporting information, calendar and leave.`,
  icon: <UserRound />,
  requiresEmployeeRecord: true,
  nav: [
    {
      id: 'profile',
      label: msg`My profile`,
      href: paths.employee.profile.view(),
      icon: <UserRound />,
      description: msg`Your personal data, family, education and experience.`,
    },
    {
      id: 'information-work',
      label: msg`My work`,
      href: paths.employee.informationWork(),
      icon: <BriefcaseBusiness />,
      description: msg`Your placement, contract, schedule and who approves your requests.`,
    },
    {
      id: 'information-supporting',
      label: msg`Supporting information`,
      href: paths.employee.informationSupporting.view(),
      icon: <FileHeart />,
      description: msg`Insurance, assets and BPJS.`,
    },
    {
      id: 'attendances',
      label: msg`Attendance`,
      href: paths.employee.attendances(),
      icon: <Clock />,
      permission: 'attendance.clock',
      description: msg`Clock in and out, and see your month day by day.`,
    },
    {
      id: 'timesheet',
      label: msg`Timesheet`,
      href: paths.employee.timesheet(),
      icon: <ClipboardCheck />,
      permission: 'attendance.clock',
      description: msg`Check your days of the period, correct them and submit them to the client PIC.`,
    },
    {
      id: 'overtime',
      label: msg`My overtime`,
      href: paths.employee.overtime.dashboard(),
      icon: <Timer />,
      permission: 'overtime.request',
      description: msg`Ask for overtime and follow its approval and pay.`,
    },
    {
      id: 'overtime-calculation',
      label: msg`Overtime pay`,
      href: paths.employee.overtime.calculation(),
      icon: <Calculator />,
      description: msg`How the law computes your overtime pay, line by line.`,
    },
    {
      id: 'e-payslip',
      label: msg`E-payslips`,
      href: paths.employee.ePayslip(),
      icon: <ReceiptText />,
      description: msg`Your payslips once your salary is paid, their PDFs and your form 1721-A1.`,
    },
    {
      id: 'calendar',
      label: msg`Calendar`,
      href: paths.employee.calendar(),
      icon: <CalendarDays />,
      description: msg`Holidays and cuti bersama of your work calendar.`,
    },
    {
      id: 'leaves',
      label: msg({ message: 'Leave', context: 'noun: time off' }),
      href: paths.employee.leavesDashboard(),
      icon: <Plane />,
      description: msg`Your balances and requests; ask for leave.`,
    },
    {
      id: 'leaves-approval',
      label: msg`Team leave approval`,
      href: paths.employee.leavesApproval(),
      icon: <UserCheck />,
      // Only for line managers; the page opens for every employee and shows only their own team.
      audience: 'team-managers',
      description: msg`Decide your team’s leave.`,
    },
    {
      id: 'requirements',
      label: msg`Open vacancies`,
      href: paths.employee.requirements(),
      icon: <Megaphone />,
      description: msg`Refer someone you know to one of the company’s open vacancies.`,
    },
    {
      id: 'requirement-candidates',
      label: msg`My referrals`,
      href: paths.employee.requirementCandidates(),
      icon: <Handshake />,
      description: msg`The people you referred and how far each has come.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: employeeCatalog,
  routes: [
    sectionRoute(
      P.root,
      BASE_PATH,
      lazyRoute(() => import('./pages/IndexPage')),
    ),
    sectionRoute(
      P.profile.view,
      BASE_PATH,
      lazyRoute(() => import('./pages/ProfilePage')),
    ),
    sectionRoute(P.profile.language, BASE_PATH, profileItemPage),
    sectionRoute(P.profile.experience, BASE_PATH, profileItemPage),
    sectionRoute(P.profile.reference, BASE_PATH, profileItemPage),
    sectionRoute(P.profile.education, BASE_PATH, profileItemPage),
    sectionRoute(P.profile.course, BASE_PATH, profileItemPage),
    sectionRoute(P.profile.emergencyContact, BASE_PATH, profileItemPage),
    sectionRoute(
      P.profile.ptkpStatus,
      BASE_PATH,
      lazyRoute(() => import('./pages/PtkpStatusPage')),
    ),
    sectionRoute(
      P.profile.family,
      BASE_PATH,
      lazyRoute(() => import('./pages/FamilyMemberPage')),
    ),
    sectionRoute(
      P.informationWork,
      BASE_PATH,
      lazyRoute(() => import('./pages/InformationWorkPage')),
    ),
    sectionRoute(
      P.informationSupporting.view,
      BASE_PATH,
      lazyRoute(() => import('./pages/InformationSupportingPage')),
    ),
    sectionRoute(
      P.informationSupporting.insurance,
      BASE_PATH,
      lazyRoute(() => import('./pages/InsurancePage')),
    ),
    sectionRoute(
      P.informationSupporting.asset,
      BASE_PATH,
      lazyRoute(() => import('./pages/AssetPage')),
    ),
    sectionRoute(
      P.informationSupporting.bpjsHealthcare,
      BASE_PATH,
      lazyRoute(() => import('./pages/BpjsHealthcarePage')),
    ),
    sectionRoute(
      P.informationSupporting.bpjsSocialSecurity,
      BASE_PATH,
      lazyRoute(() => import('./pages/BpjsSocialSecurityPage')),
    ),
    sectionRoute(
      P.attendances,
      BASE_PATH,
      lazyRoute(() => import('./pages/AttendancePage')),
    ),
    sectionRoute(
      P.timesheet,
      BASE_PATH,
      lazyRoute(() => import('./pages/TimesheetPage')),
    ),
    sectionRoute(
      P.overtime.dashboard,
      BASE_PATH,
      lazyRoute(() => import('./pages/OvertimeDashboardPage')),
    ),
    // Only `add` exists: the dashboard shows every request, so there is no page of one.
    sectionRoute(
      P.overtime.form,
      BASE_PATH,
      lazyRoute(() => import('./pages/OvertimeFormPage')),
    ),
    sectionRoute(
      P.overtime.calculation,
      BASE_PATH,
      lazyRoute(() => import('./pages/OvertimeCalculationPage')),
    ),
    sectionRoute(
      P.ePayslip,
      BASE_PATH,
      lazyRoute(() => import('./pages/EPayslipPage')),
    ),
    sectionRoute(
      P.calendar,
      BASE_PATH,
      lazyRoute(() => import('./pages/CalendarPage')),
    ),
    sectionRoute(
      P.leavesDashboard,
      BASE_PATH,
      lazyRoute(() => import('./pages/LeavesDashboardPage')),
    ),
    // A line manager decides their team's leave when the client has no PIC leave approver.
    sectionRoute(
      P.leavesApproval,
      BASE_PATH,
      lazyRoute(() => import('./pages/TeamLeaveApprovalsPage')),
    ),
    // Referrals: every employee may refer someone to an open vacancy and follow their stage.
    sectionRoute(
      P.requirements,
      BASE_PATH,
      lazyRoute(() => import('./pages/OpenVacanciesPage')),
    ),
    sectionRoute(
      P.requirementCandidates,
      BASE_PATH,
      lazyRoute(() => import('./pages/MyReferralsPage')),
    ),
  ],
};
