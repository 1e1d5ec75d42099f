/** The part of unzipper 0.10 (exceljs's own zip reader) that xlsx-rows.ts and zip-limits.ts use. */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export type CentralDirectoryFile = {
    path: string;
    /** As the directory states it: checked again while inflating (see zip-limits.ts). */
    compressedSize: number;
    uncompressedSize: number;
    /** 0: stored, 8: deflated. */
    compressionMethod: number;
    /** Where the entry's local header starts in the archive. */
    offsetToLocalFileHeader: number;
    stream(): Readable;
  };

  const unzipper: {
    Open: { buffer(data: Buffer): Promise<{ files: CentralDirectoryFile[] }> };
  };
  export default unzipper;
}
