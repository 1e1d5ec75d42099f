import type { RouteParam } from '@staffdesk/api/links';
import type { SectionId } from '../flags/flags';
import { buildersOf } from './builders';
import { publicPaths } from './public-paths';
import { routePatterns as P } from './route-patterns';

/** The mode of a form page. */
export type FormMode = 'add' | 'edit' | 'view';

/** The employee profile sub-forms (self-service and human resource). */
export type EmployeeProfileForm =
  | 'language'
  | 'experience'
  | 'reference'
  | 'education'
  | 'course'
  | 'ptkp-status'
  | 'emergency-contact'
  | 'family';

/** The employee supporting-information sub-forms. */
export type EmployeeSupportingForm =
  | 'insurance'
  | 'asset'
  | 'bpjs-healthcare'
  | 'bpjs-social-security';

/** The base path of each guarded section. */
export const SECTION_BASE_PATHS: Readonly<Record<SectionId, string>> = {
  'website-cms': P.websiteCms.root,
  'job-portal': P.jobPortal.root,
  employee: P.employee.root,
  'human-resource': P.humanResource.root,
  'old-bizdev': P.oldBizdev.root,
  bizdev: P.bizdev.root,
  recruiter: P.recruiter.root,
  finance: P.finance.root,
  'accounting-and-tax': P.accountingAndTax.root,
};

type Id = RouteParam;

const built = /* @__PURE__ */ buildersOf(P);

/**
 * Typed builders for every route of product-spec §2, in the tree of `routePatterns`: each takes
 * its pattern's parameters in the pattern's order, e.g.
 * `paths.humanResource.employee.detail(7, 'profile')` → `/human-resource/employee/detail/7/profile`
 * (a form page's `:type` is its mode). A few take something else, below.
 */
export const paths = {
  ...built,
  ...publicPaths,
  /** The base path of a guarded section, e.g. `/human-resource`. */
  section: (section: SectionId) => SECTION_BASE_PATHS[section],
  humanResource: {
    ...built.humanResource,
    employee: {
      ...built.humanResource.employee,
      profileForm: built.humanResource.employee.profileForm as (
        employeeId: Id,
        form: EmployeeProfileForm,
        type: FormMode,
        id?: Id,
      ) => string,
      supportingForm: built.humanResource.employee.supportingForm as (
        employeeId: Id,
        form: EmployeeSupportingForm,
        type: FormMode,
        id?: Id,
      ) => string,
    },
  },
};

export type Paths = typeof paths;
