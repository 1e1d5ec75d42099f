import { type EmployeeProfileForm, type FormMode, paths, type RouteParam } from '@staffdesk/core';

const BUILDERS: Readonly<Record<EmployeeProfileForm, (type: FormMode, id?: RouteParam) => string>> =
  {
    language: paths.employee.profile.language,
    experience: paths.employee.profile.experience,
    reference: paths.employee.profile.reference,
    education: paths.employee.profile.education,
    course: paths.employee.profile.course,
    'ptkp-status': paths.employee.profile.ptkpStatus,
    'emergency-contact': paths.employee.profile.emergencyContact,
    family: paths.employee.profile.family,
  };

/** The address of a profile sub-form page: `/employee/profile/language/edit/42`. */
export function profileFormPath(form: EmployeeProfileForm, type: FormMode, id?: RouteParam) {
  return BUILDERS[form](type, id);
}

/** The profile page scrolled to a section: `{ pathname: '/employee/profile', hash: '#family' }`. */
export function profileSection(anchor: string) {
  return { pathname: paths.employee.profile.view(), hash: `#${anchor}` };
}
