import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/identity.js';
import { upload } from './support/people.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** An XLSX file of one sheet: a `Full name` header, then `rows` rows of one number cell each. */
async function singleCellWorkbook(rows: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(['Full name']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([i]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** Uploads a file, sampling the process's memory while the server answers. */
async function measuredUpload(t: TestApp, token: string, data: Buffer) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const res = await upload(t, '/api/v4/employees/import?dryRun=true', token, data, 'big.xlsx');
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { res, ms, extraMb: (peak - before) / 1024 / 1024 };
}

describe('a spreadsheet too large to import', () => {
  let t: TestApp;
  let hr: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { demo: true });
    hr = await signIn(t, 'hr@staffdesk.local');
  });
  afterAll(() => t.close());

  it('a million single-cell rows in a few MB: refused within 2 s, under 200 MB more memory, with a clear message', async () => {
    const data = await singleCellWorkbook(1_000_000);
    expect(data.length).toBeLessThan(10 * 1024 * 1024); // within the upload limit
    const { res, ms, extraMb } = await measuredUpload(t, hr, data);
    process.stdout.write(
      `1,000,000-row XLSX of ${(data.length / 1024 / 1024).toFixed(1)} MB: ${res.statusCode} in ${ms.toFixed(0)} ms, +${extraMb.toFixed(0)} MB\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json().errors.file).toBe(
      'This workbook is too large to import: split it into files of at most 20,000 rows.',
    );
    expect(ms).toBeLessThan(2_000);
    expect(extraMb).toBeLessThan(200);
  }, 120_000);

  it('a sheet within the size limit but over 20,000 rows: refused at row 20,001 while reading', async () => {
    const data = await singleCellWorkbook(300_000);
    const { res, ms, extraMb } = await measuredUpload(t, hr, data);
    process.stdout.write(
      `300,000-row XLSX of ${(data.length / 1024 / 1024).toFixed(1)} MB: ${res.statusCode} in ${ms.toFixed(0)} ms, +${extraMb.toFixed(0)} MB\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe('Import at most 20,000 rows at a time.');
    expect(ms).toBeLessThan(2_000);
    expect(extraMb).toBeLessThan(200);
  }, 120_000);
});
