import type { ModelSex } from '../body-fat/model-types';

/** One person of the calibration file (NHANES 2017-2018, whole-body DXA). */
export interface BodyFatRow {
  sex: ModelSex;
  age: number;
  heightCm: number;
  weightKg: number;
  waistCm: number;
  dxaFatPercent: number;
}
