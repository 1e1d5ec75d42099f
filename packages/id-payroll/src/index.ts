export type { BpjsInput, BpjsParticipation, BpjsResult, BpjsShare } from './bpjs';
export { bpjsContributions } from './bpjs';
export type {
  OvertimeBaseInput,
  OvertimeBreakdown,
  OvertimeDayType,
  OvertimeLine,
  OvertimePayInput,
  WorkWeek,
} from './overtime';
export { overtimeBreakdown, overtimeHourlyBase, overtimePay } from './overtime';
export type { PkwtCompensationInput } from './pkwt';
export { pkwtCompensation } from './pkwt';
export type { Pph21AnnualInput, Pph21AnnualMonth, Pph21AnnualResult } from './pph21-annual';
export { pph21Annual } from './pph21-annual';
export type { Pph21MonthlyInput, Pph21MonthlyResult } from './pph21-monthly';
export { pph21Monthly } from './pph21-monthly';
export { ptkpAmount } from './ptkp';
export { officialRules } from './rules/official';
export { periodStart, selectEffective } from './rules/select';
export type {
  Article17Bracket,
  Article17Version,
  BpjsProgrammeVersion,
  Effective,
  IsoDate,
  JobExpenseVersion,
  NoNpwpSurchargeVersion,
  OvertimeRules,
  OvertimeTier,
  ProratedMonthRules,
  PtkpStatus,
  PtkpVersion,
  RuleSet,
  ServiceTier,
  SeveranceReasonRule,
  SeveranceRules,
  TerCategory,
  TerminationReason,
  TerRow,
  TerVersion,
  ThrRules,
} from './rules/types';
export type { SeveranceInput, SeveranceResult } from './severance';
export { severance } from './severance';
export { terCategory, terRate } from './ter';
export type { ThrInput } from './thr';
export { thr } from './thr';
