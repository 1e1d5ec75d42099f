import { isCalendarDate } from '../shared/business-dates.js';

/**
 * Province codes (Kemendagri) a NIK starts with: Sumatra 11-19, Riau Islands 21, Java 31-36,
 * Bali and Nusa Tenggara 51-53, Kalimantan 61-65, Sulawesi 71-76, Maluku 81-82, Papua 91-97.
 */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 62, 63, 64, 65,
  71, 72, 73, 74, 75, 76, 81, 82, 91, 92, 93, 94, 95, 96, 97,
]);

/**
 * Why a NIK (Nomor Induk Kependudukan) is not valid, or null. Checks the shape only: 16 digits,
 * a province code, a birth date DDMMYY in digits 7-12 (day + 40 for women) and a serial.
 * It is not compared with the birth date and gender entered: real NIKs sometimes disagree.
 */
export function nikProblem(nik: string): string | null {
  if (!/^\d{16}$/.test(nik)) return 'NIK must be exactly 16 digits.';
  if (!PROVINCE_CODES.has(Number(nik.slice(0, 2)))) {
    return 'The NIK does not start with an Indonesian province code.';
  }
  let day = Number(nik.slice(6, 8));
  if (day > 40) day -= 40;
  const month = nik.slice(8, 10);
  // The year has two digits: check the day against a leap year so 29 February passes.
  if (!isCalendarDate(`2000-${month}-${String(day).padStart(2, '0')}`)) {
    return 'Digits 7 to 12 of the NIK must be a birth date (DDMMYY, day + 40 for women).';
  }
  if (nik.endsWith('0000')) return 'The last 4 digits of the NIK cannot be 0000.';
  return null;
}

/** Builds a NIK: region (6 digits), birth date DDMMYY (+40 on the day for women), serial. */
export function composeNik(input: {
  region: string;
  birthDate: string;
  female: boolean;
  serial: number;
}): string {
  const [y, m, d] = input.birthDate.split('-');
  const day = Number(d) + (input.female ? 40 : 0);
  return `${input.region}${String(day).padStart(2, '0')}${m}${y!.slice(2)}${String(input.serial).padStart(4, '0')}`;
}

/** NPWP digits with dots, dashes and spaces removed; null when not 15 or 16 digits. */
export function normalizeNpwp(value: string): string | null {
  const digits = value.replace(/[.\-\s]/g, '');
  return /^\d{15,16}$/.test(digits) ? digits : null;
}
