/** The photo formats we accept, as their media types. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

// Each format's fixed leading bytes:
// - JPEG: the SOI marker FF D8, then the FF opening the next marker (ITU-T T.81, Annex B, Table B.1).
// - PNG: the 8-byte signature 89 'PNG' CR LF 1A LF (PNG specification, section 5.2 "PNG signature").
// - WebP: a RIFF container, 'RIFF' <4-byte size> 'WEBP' (RFC 9649, "RIFF Header").
// HEIC is left out on purpose: Safari hands image inputs over as JPEG, and sharp's prebuilt libheif cannot decode
// HEVC, so a HEIC photo could be stored but never measured.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/**
 * What the bytes really are, read from their leading signature (the declared type and file name are not trusted),
 * or null when they are not a JPEG, PNG or WebP image. Four signatures are simpler to read here than an ESM-only
 * detection library behind a dynamic import.
 */
export function detectPhotoType(bytes: Uint8Array): PhotoContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
