import ExcelJS from 'exceljs';
import { bearer } from './identity.js';
import type { TestApp } from './test-app.js';

/** POSTs a file as multipart field `file`. */
export function upload(
  t: TestApp,
  url: string,
  token: string,
  data: Buffer,
  filename: string,
  contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
) {
  const boundary = '----staffdesk-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** An XLSX workbook of one sheet with a header row. */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an XLSX answer, header first, as plain values. */
export async function sheetRows(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return { sheet, rows };
}

let serial = 0;
/** A valid NIK not used by the demo data (serial part from a counter; region 6471 Balikpapan, not in the demo data). */
export function testNik(female = false) {
  serial++;
  const day = 10 + (serial % 18) + (female ? 40 : 0);
  return `647101${day}0790${String(9000 - (serial % 900)).padStart(4, '0')}`.slice(0, 16);
}

/** An employee create body: internal staff unless a placement is given. */
export function employeeBody(
  overrides: Record<string, unknown> = {},
  placement: Record<string, unknown> = {},
) {
  return {
    fullName: 'Bagus Setiadi',
    nik: testNik(),
    gender: 'male',
    birthDate: '1990-07-15',
    ...overrides,
    placement: {
      clientId: null,
      position: 'Admin',
      contractType: 'pkwtt',
      startDate: '2026-02-02',
      workWeek: 5,
      baseSalary: 5_396_761,
      fixedAllowances: 0,
      ...placement,
    },
  };
}

/** Reads a job as its starter would until it has finished (completed or failed), for at most 60 s. */
export async function finishedJob(t: TestApp, token: string, id: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/jobs/${id}`,
      headers: bearer(token),
    });
    if (res.statusCode !== 200) throw new Error(`GET /jobs/${id}: ${res.statusCode} ${res.body}`);
    const job = res.json();
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Job ${id} still ${job.state} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads a file for import: expects 202 and the queued job, then answers the finished job. */
export async function importAndWait(
  t: TestApp,
  url: string,
  token: string,
  data: Buffer,
  filename: string,
  contentType?: string,
) {
  const res = await upload(t, url, token, data, filename, contentType);
  if (res.statusCode !== 202) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return finishedJob(t, token, res.json().id);
}
