// Photo decoding with sharp: EXIF orientation applied, alpha flattened on white, scaled down to a working
// size, plus the letterboxed 224 × 224 copy the person detector reads.
import sharp from 'sharp';
import type { Letterbox } from '../geometry/pose-detections';
import { DETECTOR_INPUT_SIZE } from '../geometry/pose-detections';

// The landmark crop is 256 px and covers ~1.25× the body; a 512 px working image keeps the crop within ~2×
// of its source without decoding full phone resolution (JPEG shrink-on-load makes this cheap).
const WORKING_LONG_SIDE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Larger than any phone camera; refuses decompression bombs.
const MAX_INPUT_PIXELS = 100_000_000;

export interface DecodedPhoto {
  /** RGB, row-major, 3 bytes per pixel. */
  rgb: Buffer;
  width: number;
  height: number;
  /** The detector's 224 × 224 RGB input and how the photo sits in it. */
  detectorInput: Buffer;
  letterbox: Letterbox;
}

/** Undefined when the bytes are not a JPEG, PNG or WebP image sharp can decode. */
export async function decodePhoto(bytes: Uint8Array): Promise<DecodedPhoto | undefined> {
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await source.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return undefined;
    const { data: rgb, info } = await source
      .rotate()
      .resize({ width: WORKING_LONG_SIDE, height: WORKING_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width < 16 || info.height < 16) return undefined;

    const scale = DETECTOR_INPUT_SIZE / Math.max(info.width, info.height);
    const innerWidth = Math.max(1, Math.round(info.width * scale));
    const innerHeight = Math.max(1, Math.round(info.height * scale));
    const left = Math.floor((DETECTOR_INPUT_SIZE - innerWidth) / 2);
    const top = Math.floor((DETECTOR_INPUT_SIZE - innerHeight) / 2);
    const detectorInput = await sharp(rgb, { raw: { width: info.width, height: info.height, channels: 3 } })
      .resize(innerWidth, innerHeight, { fit: 'fill' })
      .extend({
        top,
        bottom: DETECTOR_INPUT_SIZE - innerHeight - top,
        left,
        right: DETECTOR_INPUT_SIZE - innerWidth - left,
        background: { r: 0, g: 0, b: 0 },
      })
      .raw()
      .toBuffer();
    return {
      rgb,
      width: info.width,
      height: info.height,
      detectorInput,
      // Per-axis rounding differs by under half a pixel; the width's scale stands for both.
      letterbox: { scale: innerWidth / info.width, padX: left, padY: top },
    };
  } catch {
    return undefined;
  }
}
