// Uncertainties the calibration file cannot measure, stated once so every estimate that uses them can say so.
// Each is an assumption, not a fitted number; change them here and the ranges follow.
import type { AthleteLevel } from '@fitness/contracts';

/**
 * SD (percent-fat points) of a user's own body-fat guess. Assumed: lay self-estimates are coarse, and the stats form
 * offers a 5-50 list that starts at 20 (spec §9), so some "guesses" are the untouched default. At 6 points a guess
 * gets about a quarter of the weight beside the stats-only model (SD about 3.7) and less beside the waist model.
 */
export const SELF_ESTIMATE_SD = 6;

/**
 * SD (cm) of a self-taken tape waist against the trained NHANES examiner behind the calibration. Assumed.
 * It widens the range by the model's slope in waist times this SD.
 */
export const TAPE_CIRCUMFERENCE_SD_CM = 1.5;

/**
 * SD (cm) of a circumference measured from two photos. Assumed until @fitness/body-scan publishes a validated error;
 * it makes a photo waist count for less than a tape one.
 */
export const PHOTO_CIRCUMFERENCE_SD_CM = 4;

/**
 * SD (points) of the US Navy equations against DXA. Assumed: they were fitted to underwater weighing (Hodgdon &
 * Beckett 1984) and use other waist sites (navel for men, narrowest point for women) than our iliac-crest tape, and
 * the calibration file has no neck or hip to check them. Set above our waist model's own error on purpose.
 */
export const NAVY_SD_VS_DXA = 4.5;

/** Assumed correlation between the Navy equation's error and our waist model's: both rest on the same waist and height. */
export const NAVY_ERROR_CORRELATION = 0.6;

/**
 * Shift (points) of the stats-only estimate for trained people. BMI-based estimates overstate fat in athletes, whose
 * extra weight is muscle (Ode et al. 2007, Med Sci Sports Exerc 39:403, college athletes vs BOD POD). The sizes are our
 * assumption, scaled to the self-reported level; the range keeps the unshifted estimate inside it, since the level is
 * self-reported. With a waist the shift is halved: the waist already tracks fat rather than weight.
 */
export const ATHLETE_SHIFT_POINTS: Record<AthleteLevel, number> = {
  beginner: 0,
  intermediate: -1,
  advanced: -2,
  elite: -3,
};
export const ATHLETE_SHIFT_FACTOR_WITH_WAIST = 0.5;

/** Estimates and range ends are kept inside this band (whole-body DXA percent fat of living adults). */
export const PLAUSIBLE_BODY_FAT = { min: 3, max: 70 } as const;
