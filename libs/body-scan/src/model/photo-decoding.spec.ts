import sharp from 'sharp';
import { DETECTOR_INPUT_SIZE } from '../geometry/pose-detections';
import { decodePhoto } from './photo-decoding';

/** A 300 × 600 portrait: white, with a red block in its top quarter (to tell up from down). */
async function portrait(): Promise<sharp.Sharp> {
  const red = await sharp({ create: { width: 300, height: 150, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 600, channels: 3, background: '#ffffff' } }).composite([
    { input: red, top: 0, left: 0 },
  ]);
}

describe('decodePhoto', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('reads %s photos, scaled down to a 512 px long side', async (format) => {
    const bytes = await (await portrait()).toFormat(format).toBuffer();
    const decoded = await decodePhoto(bytes);
    expect(decoded).toMatchObject({ width: 256, height: 512 });
    expect(decoded?.rgb.length).toBe(256 * 512 * 3);
  });

  it('letterboxes the detector input: the portrait centred on black', async () => {
    const decoded = await decodePhoto(await (await portrait()).png().toBuffer());
    if (!decoded) throw new Error('not decoded');
    expect(decoded.detectorInput.length).toBe(DETECTOR_INPUT_SIZE * DETECTOR_INPUT_SIZE * 3);
    expect(decoded.letterbox).toEqual({ scale: 112 / 256, padX: 56, padY: 0 });
    const pixel = (x: number, y: number): number[] =>
      Array.from(
        decoded.detectorInput.subarray((y * DETECTOR_INPUT_SIZE + x) * 3, (y * DETECTOR_INPUT_SIZE + x) * 3 + 3),
      );
    expect(pixel(10, 100)).toEqual([0, 0, 0]); // padding
    expect(pixel(112, 200)).toEqual([255, 255, 255]); // the photo's white
  });

  it('applies the EXIF orientation a phone writes instead of rotating the pixels', async () => {
    // Pixels stored sideways (turned 90° clockwise) with orientation 8: "turn 90° anticlockwise to display".
    const upright = await (await portrait()).png().toBuffer();
    const sideways = await sharp(upright).rotate(90).jpeg().withMetadata({ orientation: 8 }).toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 600, height: 300, orientation: 8 });
    const decoded = await decodePhoto(sideways);
    expect(decoded).toMatchObject({ width: 256, height: 512 });
    // Upright again: red at the top, white at the bottom.
    const red = (x: number, y: number): boolean => {
      const i = (y * 256 + x) * 3;
      return (decoded?.rgb[i] ?? 0) > 200 && (decoded?.rgb[i + 1] ?? 255) < 60;
    };
    expect(red(128, 10)).toBe(true);
    expect(red(128, 500)).toBe(false);
  });

  it('flattens transparency onto white', async () => {
    const transparent = await sharp({
      create: { width: 40, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const decoded = await decodePhoto(transparent);
    expect(Array.from(decoded?.rgb.subarray(0, 3) ?? [])).toEqual([255, 255, 255]);
  });

  it.each([
    ['bytes that are no image', Buffer.from('hello')],
    ['an empty buffer', Buffer.alloc(0)],
  ])('returns nothing for %s', async (_name, bytes) => {
    expect(await decodePhoto(bytes)).toBeUndefined();
  });

  it('returns nothing for a format the product does not accept (GIF)', async () => {
    const gif = await (await portrait()).gif().toBuffer();
    expect(await decodePhoto(gif)).toBeUndefined();
  });
});
