import { cunBae2012, deurenberg1991, gallagher2000, navy1984, relativeFatMass2018 } from '../published-formulas';

// Hand-computed values. A man of 40, 180 cm and 81 kg has a BMI of exactly 25.0; a woman of 30, 165 cm and
// 68.0625 kg too.
const man = { sex: 'male' as const, age: 40, heightCm: 180, weightKg: 81 };
const woman = { sex: 'female' as const, age: 30, heightCm: 165, weightKg: 68.0625 };

describe('published body-fat formulas', () => {
  it('Deurenberg 1991: 1.2*25 + 0.23*40 - 10.8 - 5.4 = 23.0 for the man; 1.2*25 + 0.23*30 - 5.4 = 31.5 for the woman', () => {
    expect(deurenberg1991(man)).toBeCloseTo(23.0, 10);
    expect(deurenberg1991(woman)).toBeCloseTo(31.5, 10);
  });

  it('Gallagher 2000: 64.5 - 33.92 + 3.16 - 16.4 + 2 + 1.56 = 20.9 for the man; 64.5 - 33.92 + 2.37 = 32.95 for the woman', () => {
    expect(gallagher2000(man)).toBeCloseTo(20.9, 10);
    expect(gallagher2000(woman)).toBeCloseTo(32.95, 10);
  });

  it('CUN-BAE: -44.988 + 20.12 + 79.3 - 16.25 - 20 + 5.25 = 23.432 for the man', () => {
    expect(cunBae2012(man)).toBeCloseTo(23.432, 10);
  });

  it('CUN-BAE codes women as 1: 10.689 + 0.181*25 - 0.005*625 = 12.089 points above the same-age man', () => {
    const womanSameBody = { ...man, sex: 'female' as const };
    expect(cunBae2012(womanSameBody) - cunBae2012(man)).toBeCloseTo(12.089, 10);
  });

  it('RFM: 64 - 20*180/90 = 24 for the man; 64 - 20*165/82.5 + 12 = 36 for the woman', () => {
    expect(relativeFatMass2018({ sex: 'male', heightCm: 180, waistCm: 90 })).toBeCloseTo(24, 10);
    expect(relativeFatMass2018({ sex: 'female', heightCm: 165, waistCm: 82.5 })).toBeCloseTo(36, 10);
  });

  it('Navy men: 495 / (1.0324 - 0.19077*log10(90-40) + 0.15456*log10(180)) - 450 = 18.37', () => {
    expect(navy1984({ sex: 'male', heightCm: 180, waistCm: 90, neckCm: 40 })).toBeCloseTo(18.367, 3);
  });

  it('Navy women: 495 / (1.29579 - 0.35004*log10(75+100-32) + 0.221*log10(165)) - 450 = 29.93', () => {
    expect(navy1984({ sex: 'female', heightCm: 165, waistCm: 75, hipCm: 100, neckCm: 32 })).toBeCloseTo(29.93, 2);
  });

  it('Navy gives no answer for a woman without a hip, or a neck as wide as the waist', () => {
    expect(navy1984({ sex: 'female', heightCm: 165, waistCm: 75, neckCm: 32 })).toBeUndefined();
    expect(navy1984({ sex: 'male', heightCm: 180, waistCm: 40, neckCm: 40 })).toBeUndefined();
  });
});
