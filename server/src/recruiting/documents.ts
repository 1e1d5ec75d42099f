import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { inPage } from '../db/paging.js';
import { candidates } from '../db/schema.js';
import { likePattern } from '../http/lists.js';
import { CV_MIME_TYPES, type CvKind } from './cv-files.js';

/** Which CVs a document list shows: Word or PDF files, or the candidates still without one. */
export type CvFilter = CvKind | 'missing';

const KIND_OF_MIME: Record<string, CvKind> = Object.fromEntries(
  Object.entries(CV_MIME_TYPES).map(([kind, mime]) => [mime, kind as CvKind]),
);

function filterWhere(cv: CvFilter | undefined): SQL | undefined {
  if (cv === 'missing') return isNull(candidates.cvKey);
  if (cv) return eq(candidates.cvMimeType, CV_MIME_TYPES[cv]);
  return undefined;
}

/**
 * Recruiting's documents: each candidate's CV on file (its name, kind and size) or its absence,
 * the most recently changed candidate first; `search` matches the candidate's name or the file's.
 * With the whole database's counts of PDFs, Word files and candidates without a CV.
 */
export async function listCandidateDocuments(
  db: Db,
  query: { search?: string | undefined; cv?: CvFilter | undefined; page: number; pageSize: number },
) {
  const search = query.search
    ? or(
        ilike(candidates.fullName, likePattern(query.search)),
        ilike(candidates.cvFileName, likePattern(query.search)),
      )
    : undefined;
  const where = and(search, filterWhere(query.cv));
  const [rows, [matching], byKind] = await Promise.all([
    inPage(
      db
        .select({
          candidateId: candidates.id,
          candidateName: candidates.fullName,
          email: candidates.email,
          fileName: candidates.cvFileName,
          mimeType: candidates.cvMimeType,
          size: candidates.cvSize,
          updatedAt: candidates.updatedAt,
        })
        .from(candidates)
        .where(where)
        .orderBy(desc(candidates.updatedAt), desc(candidates.id)),
      query,
    ),
    db.select({ total: count() }).from(candidates).where(where),
    db
      .select({ mimeType: candidates.cvMimeType, total: count() })
      .from(candidates)
      .groupBy(candidates.cvMimeType),
  ]);
  const counts = { pdf: 0, docx: 0, missing: 0 };
  for (const row of byKind) {
    const kind = row.mimeType ? KIND_OF_MIME[row.mimeType] : undefined;
    counts[kind ?? 'missing'] += row.total;
  }
  return {
    items: rows.map((row) => ({
      candidateId: row.candidateId,
      candidateName: row.candidateName,
      email: row.email,
      fileName: row.fileName,
      kind: row.mimeType ? (KIND_OF_MIME[row.mimeType] ?? null) : null,
      size: row.size,
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: matching?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
