import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appMeta, holidays } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';

type OfficialDay = { date: string; name: string; kind: 'national' | 'collective-leave' };

/**
 * Indonesian national holidays (hari libur nasional) and collective leave (cuti bersama) as set
 * by the year's joint decree of the Ministers of Religious Affairs, Manpower and PANRB (SKB 3
 * Menteri). Islamic dates follow the decree; the Minister of Religious Affairs may still move them
 * after the isbat session, and the government may amend the decree during the year, so CHECK THIS
 * LIST AGAINST THE YEAR'S DECREE (and its amendments) before relying on it, and correct the
 * calendar in the app (HR can edit and delete seeded days) when they differ.
 */
export const OFFICIAL_HOLIDAYS: Record<number, OfficialDay[]> = {
  // SKB No. 1017/2024, 2/2024, 2/2024 (14 October 2024): 17 national holidays, 10 days of cuti
  // bersama; amended by SKB No. 933/2025, 1/2025, 3/2025 (7 August 2025): 18 August cuti bersama.
  2025: [
    { date: '2025-01-01', kind: 'national', name: 'Tahun Baru 2025 Masehi' },
    { date: '2025-01-27', kind: 'national', name: 'Isra Mikraj Nabi Muhammad SAW' },
    { date: '2025-01-28', kind: 'collective-leave', name: 'Cuti bersama Tahun Baru Imlek' },
    { date: '2025-01-29', kind: 'national', name: 'Tahun Baru Imlek 2576 Kongzili' },
    { date: '2025-03-28', kind: 'collective-leave', name: 'Cuti bersama Hari Suci Nyepi' },
    { date: '2025-03-29', kind: 'national', name: 'Hari Suci Nyepi (Tahun Baru Saka 1947)' },
    { date: '2025-03-31', kind: 'national', name: 'Idul Fitri 1446 Hijriah' },
    { date: '2025-04-01', kind: 'national', name: 'Idul Fitri 1446 Hijriah' },
    { date: '2025-04-02', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2025-04-03', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2025-04-04', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2025-04-07', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2025-04-18', kind: 'national', name: 'Wafat Yesus Kristus' },
    { date: '2025-04-20', kind: 'national', name: 'Kebangkitan Yesus Kristus (Paskah)' },
    { date: '2025-05-01', kind: 'national', name: 'Hari Buruh Internasional' },
    { date: '2025-05-12', kind: 'national', name: 'Hari Raya Waisak 2569 BE' },
    { date: '2025-05-13', kind: 'collective-leave', name: 'Cuti bersama Hari Raya Waisak' },
    { date: '2025-05-29', kind: 'national', name: 'Kenaikan Yesus Kristus' },
    { date: '2025-05-30', kind: 'collective-leave', name: 'Cuti bersama Kenaikan Yesus Kristus' },
    { date: '2025-06-01', kind: 'national', name: 'Hari Lahir Pancasila' },
    { date: '2025-06-06', kind: 'national', name: 'Idul Adha 1446 Hijriah' },
    { date: '2025-06-09', kind: 'collective-leave', name: 'Cuti bersama Idul Adha' },
    { date: '2025-06-27', kind: 'national', name: '1 Muharam Tahun Baru Islam 1447 Hijriah' },
    { date: '2025-08-17', kind: 'national', name: 'Proklamasi Kemerdekaan' },
    { date: '2025-08-18', kind: 'collective-leave', name: 'Cuti bersama HUT ke-80 RI' },
    { date: '2025-09-05', kind: 'national', name: 'Maulid Nabi Muhammad SAW' },
    { date: '2025-12-25', kind: 'national', name: 'Kelahiran Yesus Kristus' },
    { date: '2025-12-26', kind: 'collective-leave', name: 'Cuti bersama Kelahiran Yesus Kristus' },
  ],
  // SKB No. 1497/2025, 2/2025, 5/2025 (19 September 2025): 17 national holidays, 8 days of cuti
  // bersama.
  2026: [
    { date: '2026-01-01', kind: 'national', name: 'Tahun Baru 2026 Masehi' },
    { date: '2026-01-16', kind: 'national', name: 'Isra Mikraj Nabi Muhammad SAW' },
    { date: '2026-02-16', kind: 'collective-leave', name: 'Cuti bersama Tahun Baru Imlek' },
    { date: '2026-02-17', kind: 'national', name: 'Tahun Baru Imlek 2577 Kongzili' },
    { date: '2026-03-18', kind: 'collective-leave', name: 'Cuti bersama Hari Suci Nyepi' },
    { date: '2026-03-19', kind: 'national', name: 'Hari Suci Nyepi (Tahun Baru Saka 1948)' },
    { date: '2026-03-20', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2026-03-21', kind: 'national', name: 'Idul Fitri 1447 Hijriah' },
    { date: '2026-03-22', kind: 'national', name: 'Idul Fitri 1447 Hijriah' },
    { date: '2026-03-23', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2026-03-24', kind: 'collective-leave', name: 'Cuti bersama Idul Fitri' },
    { date: '2026-04-03', kind: 'national', name: 'Wafat Yesus Kristus' },
    { date: '2026-04-05', kind: 'national', name: 'Kebangkitan Yesus Kristus (Paskah)' },
    { date: '2026-05-01', kind: 'national', name: 'Hari Buruh Internasional' },
    { date: '2026-05-14', kind: 'national', name: 'Kenaikan Yesus Kristus' },
    { date: '2026-05-15', kind: 'collective-leave', name: 'Cuti bersama Kenaikan Yesus Kristus' },
    { date: '2026-05-27', kind: 'national', name: 'Idul Adha 1447 Hijriah' },
    { date: '2026-05-28', kind: 'collective-leave', name: 'Cuti bersama Idul Adha' },
    { date: '2026-05-31', kind: 'national', name: 'Hari Raya Waisak 2570 BE' },
    { date: '2026-06-01', kind: 'national', name: 'Hari Lahir Pancasila' },
    { date: '2026-06-16', kind: 'national', name: '1 Muharam Tahun Baru Islam 1448 Hijriah' },
    { date: '2026-08-17', kind: 'national', name: 'Proklamasi Kemerdekaan' },
    { date: '2026-08-25', kind: 'national', name: 'Maulid Nabi Muhammad SAW' },
    { date: '2026-12-24', kind: 'collective-leave', name: 'Cuti bersama Kelahiran Yesus Kristus' },
    { date: '2026-12-25', kind: 'national', name: 'Kelahiran Yesus Kristus' },
  ],
};

const MARKER = 'official-holidays-seeded';

/**
 * Seeds each year of OFFICIAL_HOLIDAYS once (a list of seeded years in app_meta), so later edits
 * and deletions by HR are kept across restarts, and a year added to the list is seeded next start.
 */
export async function ensureOfficialHolidays(db: Db) {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER));
  const seeded = new Set<number>(Array.isArray(marker?.value) ? (marker.value as number[]) : []);
  const years = Object.keys(OFFICIAL_HOLIDAYS)
    .map(Number)
    .filter((y) => !seeded.has(y));
  if (years.length === 0) return;
  await inTransaction(db, async (tx) => {
    // Re-read under the row lock of the marker, so two servers starting at once seed once.
    await tx.insert(appMeta).values({ key: MARKER, value: [] }).onConflictDoNothing();
    const [locked] = await tx.select().from(appMeta).where(eq(appMeta.key, MARKER)).for('update');
    const done = new Set<number>(Array.isArray(locked?.value) ? (locked.value as number[]) : []);
    const missingYears = years.filter((y) => !done.has(y));
    if (missingYears.length === 0) return;
    await tx
      .insert(holidays)
      .values(
        missingYears.flatMap((year) =>
          OFFICIAL_HOLIDAYS[year]!.map((day) => ({ ...day, clientId: null, official: true })),
        ),
      );
    await tx
      .update(appMeta)
      .set({ value: [...done, ...missingYears].sort(), updatedAt: new Date() })
      .where(eq(appMeta.key, MARKER));
  });
}
