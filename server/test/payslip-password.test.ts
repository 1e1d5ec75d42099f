import { describe, expect, it } from 'vitest';
import { payslipLinkToken, readPayslipLinkToken } from '../src/payroll/payslip-link.js';
import {
  openPayslipPassword,
  sealPayslipPassword,
  WEAK_PASSWORD,
  weakPayslipPasswordReason,
} from '../src/payroll/payslip-password.js';

const EMPLOYEE = {
  birthDate: '1990-07-15',
  number: 'EMP-2026-00042',
  nik: '3174051507900001',
  phone: '+62 812-3456-7890',
};
const SECRET = 'a-test-secret-of-at-least-32-characters!';
const ID = '0b7e4c52-3f0e-4d1e-9a55-6c1f2b7d9e01';

describe('e-payslip password rules', () => {
  it.each([
    ['1507199000', WEAK_PASSWORD.digits],
    ['15/07/1990 ', WEAK_PASSWORD.digits],
    ['1990-07-15', WEAK_PASSWORD.digits],
    ['15 Juli 1990', WEAK_PASSWORD.date],
    ['July 15, 1990', WEAK_PASSWORD.date],
    ['15-jul-1990', WEAK_PASSWORD.date],
    ['agus15071990', WEAK_PASSWORD.record],
    ['x19900715x!', WEAK_PASSWORD.record],
    ['my-07151990-pw', WEAK_PASSWORD.record],
    ['hello150790x', WEAK_PASSWORD.record],
    ['nik3174051507900001', WEAK_PASSWORD.record],
    ['hp081234567890', WEAK_PASSWORD.record],
    ['emp-2026-00042!', WEAK_PASSWORD.record],
    ['password123', WEAK_PASSWORD.common],
    ['P@ssw0rd2026!', WEAK_PASSWORD.common],
    ['Indonesia1945', WEAK_PASSWORD.common],
    ['sayangku123', WEAK_PASSWORD.common],
    ['ab12345678', WEAK_PASSWORD.digits],
    ['zzzzzzzzzzzz', WEAK_PASSWORD.repetitive],
    ['short!', WEAK_PASSWORD.short],
  ])('refuses %j', (password, reason) => {
    expect(weakPayslipPasswordReason(password, EMPLOYEE)).toBe(reason);
  });

  it.each([
    'Kopi tubruk di teras jam 7',
    'correct horse battery staple',
    'Nasi goreng pakai telur 2x',
    'berangkat-kerja-naik-KRL',
    'Hujan turun 3 hari',
  ])('accepts %j', (password) => {
    expect(weakPayslipPasswordReason(password, EMPLOYEE)).toBeNull();
  });

  it('seals a password so only the same secret and employee open it', () => {
    const sealed = sealPayslipPassword(SECRET, ID, 'Kopi tubruk di teras jam 7');
    expect(sealed).not.toContain('Kopi');
    expect(openPayslipPassword(SECRET, ID, sealed)).toBe('Kopi tubruk di teras jam 7');
    expect(openPayslipPassword(`${SECRET}x`, ID, sealed)).toBeNull();
    expect(openPayslipPassword(SECRET, ID.replace('01', '02'), sealed)).toBeNull();
    expect(sealPayslipPassword(SECRET, ID, 'same')).not.toBe(
      sealPayslipPassword(SECRET, ID, 'same'),
    );
  });

  it('reads back a link token it signed, and nothing else', () => {
    const expiresAt = new Date('2026-12-28T03:00:00Z');
    const token = payslipLinkToken(SECRET, { payslipId: ID, employeeId: ID, expiresAt });
    expect(readPayslipLinkToken(SECRET, token)).toEqual({
      payslipId: ID,
      employeeId: ID,
      expiresAt,
    });
    expect(readPayslipLinkToken(`${SECRET}x`, token)).toBeNull();
    expect(readPayslipLinkToken(SECRET, `${token}A`)).toBeNull();
    expect(readPayslipLinkToken(SECRET, 'not a token')).toBeNull();
  });
});
