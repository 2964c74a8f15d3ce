// The plain-language reason shown for each failed photo check (PhotoCheckFailure.reason).
// Written for this product (the spec gives no wording); the upload hints they point back to are the spec's
// 'Stand straight, arms at sides' and 'Turn 90° to the side'.
import type { PhotoCheckCode, PhotoView } from './photo-scan';

const PHOTO_NAME: Record<PhotoView, string> = { front: 'front photo', side: 'side photo' };

const REASON_TEMPLATES: Record<PhotoCheckCode, string> = {
  no_person: "We couldn't find a person in the {photo}. Make sure your whole body is in the picture.",
  multiple_people: 'More than one person is visible in the {photo}. Take it with only you in the picture.',
  cut_off_top: 'The top of your head is cut off in the {photo}. Leave some space above your head.',
  cut_off_bottom: 'Your feet are cut off in the {photo}. Leave some space below your feet.',
  not_upright:
    "You don't seem to be standing straight in the {photo}. Stand upright with straight legs and hold the camera level.",
  side_not_side_view:
    "The {photo} doesn't show you from the side. Turn 90° to the side so one shoulder faces the camera.",
  front_not_front_view: "The {photo} doesn't show you from the front. Face the camera, arms at your sides.",
  arms_cover_waist:
    "Your arms or hands touch your waist or hips in the {photo}, so we can't see its outline. Hold your arms slightly away from your body.",
  unreadable_image: "We couldn't read the {photo}. Please use a JPEG, PNG or WebP image.",
};

/** The user-facing reason for a failed photo check, naming the photo it concerns. */
export function photoCheckReason(code: PhotoCheckCode, photo: PhotoView): string {
  return REASON_TEMPLATES[code].replace('{photo}', PHOTO_NAME[photo]);
}
