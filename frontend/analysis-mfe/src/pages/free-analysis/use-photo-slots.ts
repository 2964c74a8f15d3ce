import { useCallback, useEffect, useRef, useState } from 'react';
import { TOASTS, UPLOAD_SIZE_RANGE, UPLOAD_SIZE_RANGE_HEADER } from '@fitness/contracts';
import { useCreatePhotoUploadMutation } from '@fitness/api-client';
import { toast } from '@fitness/ui';

// Spec §4 photo slot: empty, uploading, uploaded; an uploaded photo can be replaced, and after a failed upload the
// slot leaves 'uploading' (back to what it held before) so the user can try again.

export type PhotoView = 'front' | 'side';
export type PhotoSlotStatus = 'empty' | 'uploading' | 'uploaded';

export interface PhotoSlot {
  status: PhotoSlotStatus;
  /** The photo reference sent with the analysis: the uploadURL without its query string (spec §3, §7). */
  photoURL?: string;
  /** A local object URL of the uploaded file, for the preview. */
  previewURL?: string;
}

export type PhotoSlots = Record<PhotoView, PhotoSlot>;

const EMPTY_SLOTS: PhotoSlots = { front: { status: 'empty' }, side: { status: 'empty' } };

const UPLOADED_TOAST = { front: TOASTS.frontPhotoUploaded, side: TOASTS.sidePhotoUploaded } as const;

/** The uploadURL without its query string. */
export function photoReference(uploadURL: string): string {
  const queryStart = uploadURL.indexOf('?');
  return queryStart === -1 ? uploadURL : uploadURL.slice(0, queryStart);
}

/** PUTs the file to the signed address as a raw body; any non-OK status is a failure (spec §7). */
async function putPhoto(uploadURL: string, file: File): Promise<void> {
  const response = await fetch(uploadURL, {
    method: 'PUT',
    body: file,
    // The size range is part of a bucket's signed address (the bucket enforces it); our own server ignores it.
    headers: { 'Content-Type': file.type, [UPLOAD_SIZE_RANGE_HEADER]: UPLOAD_SIZE_RANGE },
  });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
}

export interface UsePhotoSlotsResult {
  slots: PhotoSlots;
  bothUploaded: boolean;
  upload: (view: PhotoView, file: File) => Promise<void>;
}

export function usePhotoSlots(): UsePhotoSlotsResult {
  const [createPhotoUpload] = useCreatePhotoUploadMutation();
  const [slots, setSlots] = useState<PhotoSlots>(EMPTY_SLOTS);
  // Object URLs of the previews, revoked when replaced and when the page goes away.
  const previews = useRef<Partial<Record<PhotoView, string>>>({});

  useEffect(() => {
    const made = previews.current;
    return () => {
      Object.values(made).forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const upload = useCallback(
    async (view: PhotoView, file: File) => {
      setSlots((current) => ({ ...current, [view]: { ...current[view], status: 'uploading' } }));
      try {
        const { uploadURL } = await createPhotoUpload().unwrap();
        await putPhoto(uploadURL, file);
        const previewURL = URL.createObjectURL(file);
        const replaced = previews.current[view];
        if (replaced) URL.revokeObjectURL(replaced);
        previews.current[view] = previewURL;
        setSlots((current) => ({
          ...current,
          [view]: { status: 'uploaded', photoURL: photoReference(uploadURL), previewURL },
        }));
        toast({ ...UPLOADED_TOAST[view] });
      } catch {
        setSlots((current) => ({
          ...current,
          [view]: { ...current[view], status: current[view].photoURL ? 'uploaded' : 'empty' },
        }));
        toast({ ...TOASTS.uploadError, variant: 'destructive' });
      }
    },
    [createPhotoUpload],
  );

  const bothUploaded = slots.front.status === 'uploaded' && slots.side.status === 'uploaded';
  return { slots, bothUploaded, upload };
}
