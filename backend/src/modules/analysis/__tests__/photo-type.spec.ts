import { detectPhotoType } from '../photo-type';

const bytes = (...values: Array<number | string>): Buffer =>
  Buffer.concat(
    values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))),
  );

describe('detectPhotoType', () => {
  it('recognises JPEG by its SOI marker', () => {
    expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 'JFIF'))).toBe('image/jpeg');
  });

  it('recognises PNG by its 8-byte signature', () => {
    expect(detectPhotoType(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0x00, 0x00, 0x00, 0x0d, 'IHDR'))).toBe('image/png');
  });

  it('recognises WebP by its RIFF header with the WEBP form type', () => {
    expect(detectPhotoType(bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WEBPVP8 '))).toBe('image/webp');
  });

  it.each([
    ['text', Buffer.from('just some text pretending to be a photo.jpg')],
    ['an empty buffer', Buffer.alloc(0)],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', 0x24, 0x00, 0x00, 0x00, 'WAVEfmt ')],
    ['a GIF', bytes('GIF89a', 0x01, 0x00, 0x01, 0x00)],
    ['a PDF', bytes('%PDF-1.7\n')],
    ['HEIC', bytes(0x00, 0x00, 0x00, 0x18, 'ftypheic', 0x00, 0x00, 0x00, 0x00, 'mif1heic')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', (_label, input) => {
    expect(detectPhotoType(input)).toBeNull();
  });
});
