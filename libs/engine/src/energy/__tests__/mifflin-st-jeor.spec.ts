import { dailyEnergyNeeds, mifflinStJeor } from '../mifflin-st-jeor';

describe('Mifflin-St Jeor', () => {
  it('computes resting expenditure by hand: 10*80 + 6.25*180 - 5*30 + 5 = 1780 kcal for a man', () => {
    expect(mifflinStJeor({ sex: 'male', age: 30, heightCm: 180, weightKg: 80 })).toBeCloseTo(1780, 10);
  });

  it('uses -161 for women: 10*60 + 6.25*165 - 5*30 - 161 = 1320.25 kcal', () => {
    expect(mifflinStJeor({ sex: 'female', age: 30, heightCm: 165, weightKg: 60 })).toBeCloseTo(1320.25, 10);
  });

  it('uses the midpoint of the sex constants for gender other', () => {
    const body = { age: 30, heightCm: 170, weightKg: 70 };
    const other = mifflinStJeor({ ...body, sex: 'other' });
    expect(other).toBeCloseTo(
      (mifflinStJeor({ ...body, sex: 'male' }) + mifflinStJeor({ ...body, sex: 'female' })) / 2,
      10,
    );
  });

  it('multiplies by the activity factor for maintenance', () => {
    const needs = dailyEnergyNeeds({ sex: 'male', age: 30, heightCm: 180, weightKg: 80 }, 'moderately_active');
    expect(needs.maintenanceKcal).toBeCloseTo(1780 * needs.activityFactor, 10);
    const sedentary = dailyEnergyNeeds({ sex: 'male', age: 30, heightCm: 180, weightKg: 80 }, 'sedentary');
    expect(sedentary.maintenanceKcal).toBeLessThan(needs.maintenanceKcal);
  });
});
