// The leave types only HR's screens use (policies, adjustments, the dashboard), as generated. The
// types and words every package shares (requests, decisions, day counts) are in @staffdesk/kit.

import type { MainSchema } from '@staffdesk/api';

export type LeavePolicy = MainSchema<'LeavePolicy'>;
export type LeaveAdjustment = MainSchema<'LeaveAdjustment'>;
export type LeaveDashboard = MainSchema<'LeaveDashboard'>;
export type BalanceRow = MainSchema<'EmployeeLeaveBalance'>;
