// Indonesian identity numbers: the NPWP (tax number) and the NIK (the KTP's population number).

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const NPWP_WORDS = msg`An NPWP has 15 or 16 digits (dots and dashes are fine).`;
const NIK_WORDS = msg`A NIK has 16 digits.`;
const inLanguageShown = (words: typeof NIK_WORDS) => (i18n.locale ? i18n._(words) : '');

function digitsOf(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

/**
 * An NPWP the way Indonesians read it: 15 digits as `01.234.567.8-901.000`, 16 digits (the NIK
 * form since 2024) as they are. Anything else is shown unchanged.
 */
export function formatNpwp(npwp: string | null | undefined): string {
  if (!npwp) return '';
  const digits = npwp.replace(/\D/g, '');
  if (digits.length === 15) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12)}`;
  }
  return npwp;
}

/** The NPWP as the server wants it: digits only, or null when empty. */
export function normalizeNpwp(text: string): string | null {
  const digits = digitsOf(text);
  return digits === '' ? null : digits;
}

/** Whether a typed NPWP is acceptable: empty, or 15 or 16 digits with dots and dashes allowed. */
export function isValidNpwp(text: string): boolean {
  const normalized = normalizeNpwp(text);
  return normalized === null || /^\d{15,16}$/.test(normalized);
}

/**
 * What a wrong NPWP gets, in the language shown. A live binding: Lingui's change of language
 * replaces it (before the screen renders again), so a form's rules always read the current words.
 */
export let NPWP_MESSAGE = inLanguageShown(NPWP_WORDS);

/** A NIK as the server takes it: exactly 16 digits. */
export const NIK_PATTERN = /^\d{16}$/;

/** Whether a typed NIK is 16 digits (spaces, dots and dashes allowed). */
export function isValidNik(text: string): boolean {
  return NIK_PATTERN.test(digitsOf(text));
}

/** What a wrong NIK gets, in the language shown (a live binding, as `NPWP_MESSAGE`). */
export let NIK_MESSAGE = inLanguageShown(NIK_WORDS);

i18n.on('change', () => {
  NPWP_MESSAGE = inLanguageShown(NPWP_WORDS);
  NIK_MESSAGE = inLanguageShown(NIK_WORDS);
});
