import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { docxCv } from './cv-files.js';

/**
 * Files built to hurt a server that reads uploads naively: zip and deflate bombs, and text a
 * backtracking regular expression chokes on. Built here, in memory, with node:zlib.
 */

const MB = 1024 * 1024;

type ZipEntry = { name: string; data: Buffer };

/**
 * A zip of deflated entries. With `lie`, the directory and local headers state each entry's size
 * as its packed size: a reader that trusts them sees nothing unusual.
 */
export function zipOf(entries: ZipEntry[], options: { lie?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const size = options.lie ? Math.min(entry.data.length, packed.length) : entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The entries of a zip (folders left out). */
async function entriesOf(zip: Buffer): Promise<ZipEntry[]> {
  const files = Object.values((await JSZip.loadAsync(zip)).files).filter((f) => !f.dir);
  return Promise.all(files.map(async (f) => ({ name: f.name, data: await f.async('nodebuffer') })));
}

/** `megabytes` of XML whitespace between a part's opening and closing. */
function padded(open: string, close: string, megabytes: number) {
  return Buffer.concat([Buffer.from(open), Buffer.alloc(megabytes * MB, 0x20), Buffer.from(close)]);
}

/** A Word CV whose word/document.xml unpacks to `megabytes` (a file of a few hundred KB). */
export async function docxBomb(megabytes: number, options: { lie?: boolean } = {}) {
  const parts = await entriesOf(await docxCv(['Bom Bardir']));
  const document = padded(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">',
    '</w:t></w:r></w:p></w:body></w:document>',
    megabytes,
  );
  return zipOf(
    parts.map((p) => (p.name === 'word/document.xml' ? { ...p, data: document } : p)),
    options,
  );
}

/** A Word CV of one paragraph holding a single word of `letters` letters and no `@`. */
export function docxLongWord(letters: number) {
  return docxCv(['Budi Santoso', 'a'.repeat(letters), 'Jakarta']);
}

/**
 * A one-page PDF whose content stream inflates to `megabytes` of zero bytes, FlateDecode'd.
 * `disguised` labels that stream an image, which text extraction never decodes, and fills it
 * with text-showing operators instead (what a PDF reader is slowest on): a check that trusts the
 * label lets it through to the reader, which reads it as the page's contents all the same.
 */
export function pdfBomb(megabytes: number, options: { disguised?: boolean } = {}): Buffer {
  const unit = options.disguised ? 'BT /F1 12 Tf 10 10 Td (aaaa) Tj ET\n' : '\0';
  const content = deflateSync(Buffer.alloc(megabytes * MB, unit), { level: 9 });
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(
        `<< ${options.disguised ? '/Subtype /Image ' : ''}/Length ${content.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      content,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
  ];
  const chunks = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let at = chunks[0]!.length;
  objects.forEach((body, i) => {
    const object = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(at);
    chunks.push(object);
    at += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(at),
    '%%EOF',
  ].join('\n');
  chunks.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(chunks);
}

/** An XLSX workbook whose first sheet unpacks to `megabytes`. */
export async function xlsxBomb(megabytes: number, options: { lie?: boolean } = {}) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Sheet1').addRow(['Full name', 'NIK']);
  const parts = await entriesOf(Buffer.from(await workbook.xlsx.writeBuffer()));
  const sheet = padded(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    '</sheetData></worksheet>',
    megabytes,
  );
  return zipOf(
    parts.map((p) => (p.name === 'xl/worksheets/sheet1.xml' ? { ...p, data: sheet } : p)),
    options,
  );
}
