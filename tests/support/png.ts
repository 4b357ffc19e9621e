/** The size of a PNG image, read from its header (the IHDR chunk, first after the signature). */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngInfo {
  width: number;
  height: number;
}

/** The width and height of `image`; throws when it is not a PNG. */
export function pngInfo(image: Buffer): PngInfo {
  if (image.length < 26 || !image.subarray(0, 8).equals(SIGNATURE) || image.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG image');
  }
  return {width: image.readUInt32BE(16), height: image.readUInt32BE(20)};
}
