/** The photo formats the API documents, by their first bytes (the name and MIME type can lie). */
const PHOTO_KINDS = [
  { format: 'jpeg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    format: 'png',
    matches: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: 'webp',
    matches: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** `jpeg`, `png` or `webp` for an accepted photo; null for anything else (SVG, GIF, HEIC, …). */
export function photoKind(data: Buffer) {
  return PHOTO_KINDS.find((kind) => kind.matches(data))?.format ?? null;
}
