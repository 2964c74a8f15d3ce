// Spec §5: a photo chosen from the gallery must be an image and at most 10 MB; the camera path is not checked.
import { PHOTO_MAX_BYTES, TOASTS, type ToastText } from '@fitness/contracts';

/** The toast that refuses `file`, or null when it may be uploaded. */
export function galleryFileProblem(file: File): ToastText | null {
  if (!file.type.startsWith('image/')) return TOASTS.invalidFile;
  if (file.size > PHOTO_MAX_BYTES) return TOASTS.fileTooLarge;
  return null;
}
