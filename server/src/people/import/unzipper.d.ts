/** The part of unzipper 0.10 (exceljs's own zip reader) that xlsx-rows.ts uses. */
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export type CentralDirectoryFile = {
    path: string;
    uncompressedSize: number;
    stream(): Readable;
  };

  const unzipper: {
    Open: { buffer(data: Buffer): Promise<{ files: CentralDirectoryFile[] }> };
  };
  export default unzipper;
}
