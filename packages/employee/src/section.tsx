import { msg } from '@lingui/core/macro';
import { paths, routePatterns, type StaffdeskSection } from '@staffdesk/core';
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
const _P = routePatterns.employee;

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
  routes: () => import('./routes').then((module) => module.employeeRoutes),
};
