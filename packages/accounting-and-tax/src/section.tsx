import { msg } from '@lingui/core/macro';
import { paths, routePatterns, type StaffdeskSection } from '@staffdesk/core';
import {
  Banknote,
  FileHeart,
  Landmark,
  Percent,
  ReceiptText,
  Scale,
  Users,
  Wallet,
} from 'lucide-react';
import { accountingAndTaxCatalog } from './locales/catalog';
import { navigationCatalog } from './locales/section/catalog';

const TAX = routePatterns.accountingAndTax;

/**
 * Accounting and tax (product-spec §2.2 /accounting-and-tax): the PTKP statuses and the tax
 * masters payroll calculates with, each versioned by effective date: PTKP amounts, the TER
 * tables, the government policy (Article 17, job expense, the surcharge without an NPWP) and the
 * constant of estimation (BPJS shares and caps); salary data and the payroll runs (kit's pages,
 * shared with HR and finance); the tax reports (the month's PPh 21 for e-Bupot 21 and the annual
 * 1721-A1). Guarded by the `accounting-and-tax` flag; the pages need `payroll.read`, changing a
 * master `tax.manage`.
 */
export const accountingAndTaxSection: StaffdeskSection = {
  id: 'accounting-and-tax',
  basePath: TAX.root,
  flag: 'accounting-and-tax',
  title: msg`Accounting and tax`,
  description: msg`PTKP statuses and the versioned tax masters payroll calculates with: PTKP, TER, Article 17 and BPJS.`,
  icon: <Landmark />,
  nav: [
    {
      id: 'tax-ptkp-status',
      label: msg`PTKP status`,
      href: paths.accountingAndTax.ptkpStatus.list(),
      icon: <Users />,
      permission: 'payroll.read',
      description: msg`The eight statuses, their TER category and annual PTKP, and how many employees have each.`,
    },
    {
      id: 'tax-ptkp',
      label: msg`PTKP amounts`,
      href: paths.accountingAndTax.ptkp(),
      // Icons other sections already load where one fits: the shell carries every menu's icons.
      icon: <Landmark />,
      permission: 'payroll.read',
      description: msg`The annual non-taxable income per status, by version.`,
    },
    {
      id: 'tax-ter',
      label: msg`TER`,
      href: paths.accountingAndTax.pph21.ter(),
      icon: <Percent />,
      permission: 'payroll.read',
      description: msg`The monthly PPh 21 rates of categories A, B and C, by version.`,
    },
    {
      id: 'tax-government-policy',
      label: msg`Government policy`,
      href: paths.accountingAndTax.pph21.governmentPolicy(),
      icon: <Scale />,
      permission: 'payroll.read',
      description: msg`Article 17 brackets, the job expense and the surcharge without an NPWP.`,
    },
    {
      id: 'tax-estimation-constant',
      label: msg`Constant of estimation`,
      href: paths.accountingAndTax.pph21.estimationConstant(),
      // The employee's BPJS pages show the same icon.
      icon: <FileHeart />,
      permission: 'payroll.read',
      description: msg`BPJS Kesehatan, JHT, JP and JKM: the shares and wage caps, by version.`,
    },
    {
      id: 'tax-salary-data',
      label: msg`Salary data`,
      href: paths.accountingAndTax.salaryData(),
      icon: <Wallet />,
      permission: 'payroll.read',
      description: msg`What each employee is paid from a month on: base salary, allowances, BPJS and the PPh 21 method.`,
    },
    {
      id: 'tax-payroll-status',
      label: msg`Payroll status`,
      href: paths.accountingAndTax.payrollStatus.list(),
      icon: <Banknote />,
      permission: 'payroll.read',
      description: msg`Each client’s payroll month: calculate, review and approve it, and see every payslip line by line.`,
    },
    {
      id: 'tax-report',
      label: msg`Tax reports`,
      href: paths.accountingAndTax.report(),
      // The employee's e-payslip pages show the same icon.
      icon: <ReceiptText />,
      permission: 'payroll.read',
      description: msg`The month’s PPh 21 per employee for e-Bupot 21, and each employee’s annual 1721-A1.`,
    },
  ],
  navigationMessages: navigationCatalog,
  messages: accountingAndTaxCatalog,
  routes: () => import('./routes').then((module) => module.accountingAndTaxRoutes),
};
