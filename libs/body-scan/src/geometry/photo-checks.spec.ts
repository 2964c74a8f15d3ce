// Each quality check on synthetic landmarks and masks: it fails the photo that breaks it, passes the clean
// photo, and a failed photo removes what it would have distorted instead of throwing.
import type { PhotoCheckCode } from '@fitness/contracts';
import { photoCheckReason } from '@fitness/contracts';
import { measureBody } from './measure-body';
import type { PhotoObservation } from './photo-observation';
import type { RenderedPhoto } from './testing/synthetic-body';
import { AVERAGE_WOMAN, cropRows, observe, renderFront, renderSide, withSecondPerson } from './testing/synthetic-body';

const goodFront = renderFront(AVERAGE_WOMAN, { staturePx: 300 });
const goodSide = renderSide(AVERAGE_WOMAN, { staturePx: 300 });

function failuresOf(front: PhotoObservation, side: PhotoObservation): string[] {
  return measureBody(front, side, AVERAGE_WOMAN.statureCm).failures.map((f) => `${f.photo}:${f.code}`);
}

function codesFor(view: 'front' | 'side', photo: RenderedPhoto | PhotoObservation): string[] {
  const observation = 'view' in photo ? photo : observe(view, photo);
  const front = view === 'front' ? observation : observe('front', goodFront);
  const side = view === 'side' ? observation : observe('side', goodSide);
  return failuresOf(front, side);
}

describe('photo checks', () => {
  it('pass a clean front and side pair', () => {
    expect(codesFor('front', goodFront)).toEqual([]);
  });

  it('report an unreadable photo', () => {
    expect(codesFor('side', { view: 'side', readable: false })).toEqual(['side:unreadable_image']);
  });

  it('report no person when the detector found nobody', () => {
    const nobody: PhotoObservation = {
      view: 'front',
      readable: true,
      imageWidth: 640,
      imageHeight: 480,
      peopleDetected: 0,
    };
    expect(codesFor('front', nobody)).toEqual(['front:no_person']);
  });

  it('report no person when the landmark model is not confident a body is there', () => {
    const photo = observe('front', goodFront);
    if (!photo.readable || !photo.pose) throw new Error('fixture');
    expect(codesFor('front', { ...photo, pose: { ...photo.pose, score: 0.2 } })).toEqual(['front:no_person']);
  });

  it('report no person when the mask is empty', () => {
    const empty: RenderedPhoto = {
      ...goodFront,
      pose: {
        ...goodFront.pose,
        mask: { ...goodFront.pose.mask, data: new Float32Array(goodFront.pose.mask.data.length) },
      },
    };
    expect(codesFor('front', empty)).toEqual(['front:no_person']);
  });

  it('report more than one person from the detector', () => {
    expect(codesFor('front', observe('front', goodFront, { peopleDetected: 2 }))).toEqual(['front:multiple_people']);
  });

  it('report more than one person from a second body in the mask', () => {
    expect(codesFor('side', withSecondPerson(goodSide))).toEqual(['side:multiple_people']);
  });

  it('report a head cut off at the top', () => {
    expect(codesFor('front', cropRows(goodFront, 'top', 40))).toContain('front:cut_off_top');
  });

  it('report feet cut off at the bottom', () => {
    expect(codesFor('side', cropRows(goodSide, 'bottom', 40))).toContain('side:cut_off_bottom');
  });

  it('accept a body with a few pixels to spare at both ends', () => {
    const tight = renderFront(AVERAGE_WOMAN, { staturePx: 300, marginPx: 4 });
    expect(codesFor('front', tight)).toEqual([]);
  });

  it('report a body leaning 15° (or a tilted camera), but not one leaning 4°', () => {
    expect(codesFor('front', renderFront(AVERAGE_WOMAN, { staturePx: 300, leanDeg: 15, binary: true }))).toContain(
      'front:not_upright',
    );
    expect(codesFor('side', renderSide(AVERAGE_WOMAN, { staturePx: 300, leanDeg: 4, binary: true }))).toEqual([]);
  });

  it('report bent knees', () => {
    expect(codesFor('side', renderSide(AVERAGE_WOMAN, { staturePx: 300, kneeBendCm: 15 }))).toEqual([
      'side:not_upright',
    ]);
  });

  it('report a side photo that shows the front', () => {
    expect(codesFor('side', observe('side', goodFront))).toEqual(['side:side_not_side_view']);
  });

  it('report a front photo that shows the side', () => {
    expect(codesFor('front', observe('front', goodSide))).toEqual(['front:front_not_front_view']);
  });

  it('report arms touching the waist and hips, not arms held clear of them', () => {
    const touching = renderFront({ ...AVERAGE_WOMAN, armClearance: -1 }, { staturePx: 300 });
    expect(codesFor('front', touching)).toEqual(['front:arms_cover_waist']);
    const clear = renderFront({ ...AVERAGE_WOMAN, armClearance: 2 }, { staturePx: 300 });
    expect(codesFor('front', clear)).toEqual([]);
  });

  it('give each failure the user-facing reason for its photo', () => {
    const [failure] = measureBody(
      observe('front', goodFront),
      observe('side', cropRows(goodSide, 'bottom', 40)),
      AVERAGE_WOMAN.statureCm,
    ).failures;
    expect(failure).toEqual({
      photo: 'side',
      code: 'cut_off_bottom',
      reason: photoCheckReason('cut_off_bottom', 'side'),
    });
    expect(failure.reason).toBe('Your feet are cut off in the side photo. Leave some space below your feet.');
  });
});

describe('a photo that fails a check', () => {
  const measured = (front: PhotoObservation, side: PhotoObservation) =>
    measureBody(front, side, AVERAGE_WOMAN.statureCm);

  it('leaves every girth and the posture out when the side photo is not a side view', () => {
    const result = measured(observe('front', goodFront), observe('side', goodFront));
    expect(result.circumferencesCm).toEqual({});
    expect(result.posture).toBeUndefined();
    expect(result.asymmetry).toBeDefined();
  });

  it('leaves out only the girths the arms hide, keeping the neck and posture', () => {
    const touching = renderFront({ ...AVERAGE_WOMAN, armClearance: -1 }, { staturePx: 300 });
    const result = measured(observe('front', touching), observe('side', goodSide));
    expect(result.circumferencesCm.waist).toBeUndefined();
    expect(result.circumferencesCm.neck).toBeDefined();
    expect(result.posture).toBeDefined();
    expect(result.asymmetry).toBeUndefined();
  });

  it('never throws, whatever is missing', () => {
    const codes: PhotoCheckCode[] = [];
    const result = measured({ view: 'front', readable: false }, { view: 'side', readable: false });
    for (const failure of result.failures) codes.push(failure.code);
    expect(codes).toEqual(['unreadable_image', 'unreadable_image']);
    expect(result.circumferencesCm).toEqual({});
  });
});
