import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { leaveTypes } from '../db/schema.js';
import { type Locale, type Localized, localized } from '../i18n/locale.js';
import { LEAVE_TYPE_SEEDS } from './system-data.js';

/** The Indonesian names of the seeded kinds of leave. */
export const LEAVE_TYPE_NAMES_ID: Record<string, string> = {
  annual: 'Cuti tahunan',
  sick: 'Cuti sakit',
  maternity: 'Cuti melahirkan',
  marriage: 'Cuti menikah',
  'child-marriage': 'Cuti pernikahan anak',
  'child-circumcision-baptism': 'Cuti khitanan atau pembaptisan anak',
  'wife-giving-birth': 'Cuti istri melahirkan atau keguguran',
  'bereavement-close': 'Cuti duka (keluarga inti)',
  'bereavement-household': 'Cuti duka (anggota rumah tangga)',
  unpaid: 'Cuti di luar tanggungan',
};

const SEEDED_NAMES = new Map(LEAVE_TYPE_SEEDS.map((t) => [t.key, t.name]));

/**
 * A kind of leave's name in a language: the Indonesian name of a seeded kind while HR kept its
 * seeded English name; otherwise the name as HR wrote it.
 */
export function leaveTypeName(key: string, name: string, locale: Locale): string {
  if (locale === 'id' && SEEDED_NAMES.get(key) === name && LEAVE_TYPE_NAMES_ID[key]) {
    return LEAVE_TYPE_NAMES_ID[key];
  }
  return name;
}

/** The name for a mail, rendered in the mail's language. */
export function localizedTypeName(key: string, name: string): Localized {
  return localized({ en: name, id: leaveTypeName(key, name, 'id') });
}

/** `morning` / `afternoon` in a mail. */
export function localizedHalfDay(halfDay: string | null): Localized | string {
  if (halfDay === 'morning') return localized({ en: 'morning', id: 'pagi' });
  if (halfDay === 'afternoon') return localized({ en: 'afternoon', id: 'siang' });
  return '';
}

/** The name HR gave a kind of leave, or its key when there is no such kind. */
export async function storedTypeName(db: Db, key: string): Promise<string> {
  const [row] = await db
    .select({ name: leaveTypes.name })
    .from(leaveTypes)
    .where(eq(leaveTypes.key, key));
  return row?.name ?? key;
}
