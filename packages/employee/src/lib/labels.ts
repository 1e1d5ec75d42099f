// Words for the codes only self-service shows; the ones every department shares (gender,
// religion, PTKP status, …) are in @staffdesk/kit, keyed by the API's enums.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MainSchema } from '@staffdesk/api';

type Proficiency = MainSchema<'ProfileLanguage'>['proficiency'];
type EducationLevel = MainSchema<'ProfileEducation'>['level'];
type FamilyRelationship = MainSchema<'ProfileFamilyMember'>['relationship'];
type AttendanceDayKind = MainSchema<'AttendanceDay'>['kind'];
type CorrectionStatus = MainSchema<'AttendanceCorrection'>['status'];

export const PROFICIENCY_LABELS: Readonly<Record<Proficiency, MessageDescriptor>> = {
  basic: msg({ message: 'Basic', context: 'language proficiency' }),
  intermediate: msg({ message: 'Intermediate', context: 'language proficiency' }),
  fluent: msg({ message: 'Fluent', context: 'language proficiency' }),
  native: msg({ message: 'Native', context: 'language proficiency' }),
};

export const EDUCATION_LEVEL_LABELS: Readonly<Record<EducationLevel, MessageDescriptor>> = {
  sd: msg`SD (primary school)`,
  smp: msg`SMP (junior high school)`,
  sma: msg`SMA (senior high school)`,
  smk: msg`SMK (vocational high school)`,
  d3: msg`D3 (diploma)`,
  s1: msg`S1 (bachelor)`,
  s2: msg`S2 (master)`,
  s3: msg`S3 (doctorate)`,
};

export const FAMILY_RELATIONSHIP_LABELS: Readonly<Record<FamilyRelationship, MessageDescriptor>> = {
  spouse: msg({ message: 'Spouse', context: 'family relationship' }),
  child: msg({ message: 'Child', context: 'family relationship' }),
  parent: msg({ message: 'Parent', context: 'family relationship' }),
  sibling: msg({ message: 'Sibling', context: 'family relationship' }),
};

export const ATTENDANCE_DAY_LABELS: Readonly<Record<AttendanceDayKind, MessageDescriptor>> = {
  present: msg({ message: 'Present', context: 'attendance' }),
  leave: msg({ message: 'On leave', context: 'attendance' }),
  holiday: msg({ message: 'Holiday', context: 'attendance' }),
  'day-off': msg({ message: 'Day off', context: 'attendance' }),
  absent: msg({ message: 'Absent', context: 'attendance' }),
  upcoming: msg({ message: 'Not yet', context: 'attendance' }),
  'not-employed': msg({ message: 'Outside contract', context: 'attendance' }),
};

export const CORRECTION_STATUS_LABELS: Readonly<Record<CorrectionStatus, MessageDescriptor>> = {
  pending: msg({ message: 'Waiting for HR', context: 'attendance correction' }),
  approved: msg({ message: 'Approved', context: 'attendance correction' }),
  rejected: msg({ message: 'Rejected', context: 'attendance correction' }),
};
