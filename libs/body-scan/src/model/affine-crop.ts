// The landmark model's input: a size × size crop of the photo taken through an affine map (rotated, scaled,
// shifted), bilinear, black outside the photo, scaled to [0, 1]. The same sampling as TensorFlow's
// ImageProjectiveTransform (tf.image.transform with 'bilinear' and 'constant' 0), which this replaced.
import type { Affine } from '../geometry/affine';

export interface RgbImage {
  /** RGB, row-major, 3 bytes per pixel. */
  rgb: Uint8Array;
  width: number;
  height: number;
}

/**
 * The crop, NHWC with a batch of one, as float32 in [0, 1]. `frameToImage` maps crop coordinates to photo
 * coordinates, both continuous with pixel i spanning [i, i + 1]: crop pixel (x, y) samples the photo at
 * frameToImage(x + ½, y + ½) − ½ in pixel-centre terms.
 */
export function cropAffine({ rgb, width, height }: RgbImage, frameToImage: Affine, size: number): Float32Array {
  const [a, b, c, d, e, f] = frameToImage;
  const out = new Float32Array(size * size * 3);
  const read = (x: number, y: number, channel: number): number =>
    x >= 0 && x < width && y >= 0 && y < height ? rgb[(y * width + x) * 3 + channel] : 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const inX = a * (x + 0.5) + b * (y + 0.5) + c - 0.5;
      const inY = d * (x + 0.5) + e * (y + 0.5) + f - 0.5;
      const x0 = Math.floor(inX);
      const y0 = Math.floor(inY);
      const fx = inX - x0;
      const fy = inY - y0;
      const target = (y * size + x) * 3;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        // Inside the photo (nearly every pixel): no bounds checks per sample.
        const top = (y0 * width + x0) * 3;
        const bottom = top + width * 3;
        for (let channel = 0; channel < 3; channel += 1) {
          const upper = (1 - fx) * rgb[top + channel] + fx * rgb[top + 3 + channel];
          const lower = (1 - fx) * rgb[bottom + channel] + fx * rgb[bottom + 3 + channel];
          out[target + channel] = ((1 - fy) * upper + fy * lower) / 255;
        }
        continue;
      }
      for (let channel = 0; channel < 3; channel += 1) {
        const upper = (1 - fx) * read(x0, y0, channel) + fx * read(x0 + 1, y0, channel);
        const lower = (1 - fx) * read(x0, y0 + 1, channel) + fx * read(x0 + 1, y0 + 1, channel);
        out[target + channel] = ((1 - fy) * upper + fy * lower) / 255;
      }
    }
  }
  return out;
}
