import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/bootstrap/create-app';
import { uniqueEmail } from '../support/factories';
import { testConfig } from '../support/test-config';
import { asVisitor } from '../support/visitor';

// The API must admit every measured adult: each row of the NHANES 2017-2018 development file (1,288 adults measured by the
// CDC, BMI 15-60, waists up to 151 cm) goes through POST /api/analysis as a visitor would send it, and is accepted.
// The file is in the repository (libs/engine/data/bodyfat), or in $BODYFAT_DATA_DIR.

const DATA_FILE = path.join(
  process.env.BODYFAT_DATA_DIR ?? path.resolve(__dirname, '..', '..', '..', 'libs', 'engine', 'data', 'bodyfat'),
  'nhanes-2017-2018-dxa-dev.csv',
);

interface MeasuredAdult {
  seqn: string;
  gender: 'male' | 'female';
  age: number;
  heightCm: number;
  weightKg: number;
  waistCm: number;
}

function measuredAdults(): MeasuredAdult[] {
  const [header, ...lines] = readFileSync(DATA_FILE, 'utf8').trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => {
    const row = Object.fromEntries(line.split(',').map((value, index) => [columns[index], value]));
    return {
      seqn: row.seqn,
      gender: row.sex_0male_1female === '1' ? 'female' : 'male',
      age: Number(row.age_y),
      heightCm: Number(row.height_cm),
      weightKg: Number(row.weight_kg),
      waistCm: Number(row.waist_cm),
    };
  });
}

describe('stats validation admits every measured adult (API)', () => {
  let app: NestExpressApplication;
  let userId: string;

  beforeAll(async () => {
    ({ app } = await createApp(testConfig({ useRedisIfAvailable: false })));
    userId = ((await asVisitor(app).post('/api/users').send({ email: uniqueEmail() }).expect(201)).body as { id: string }).id;
  });

  afterAll(async () => {
    await app.close();
  });

  async function analyse(adult: Omit<MeasuredAdult, 'seqn'>): Promise<{ status: number; body: unknown }> {
    const response = await asVisitor(app)
      .post('/api/analysis')
      .send({
        userId,
        userStats: {
          age: adult.age,
          gender: adult.gender,
          height: String(adult.heightCm),
          weight: String(adult.weightKg),
          goal: 'general_fitness',
          activityLevel: 'sedentary',
          waistCm: adult.waistCm,
        },
      });
    return { status: response.status, body: response.body as unknown };
  }

  it('accepts each of the 1,288 adults of the NHANES file, with a finite body-fat estimate', async () => {
    const adults = measuredAdults();
    expect(adults.length).toBeGreaterThan(1200);
    const refused: string[] = [];
    for (const { seqn, ...adult } of adults) {
      const { status, body } = await analyse(adult);
      const bodyFat = (body as { analysisResults?: { bodyFatPercentage?: number } }).analysisResults?.bodyFatPercentage;
      if (status !== 201 || !Number.isFinite(bodyFat)) refused.push(`${seqn}: ${status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  }, 180_000);

  it('accepts the severely obese woman the old waist rule refused (160 cm, 163 kg, waist 166 cm)', async () => {
    const { status } = await analyse({ gender: 'female', age: 36, heightCm: 160, weightKg: 163, waistCm: 166 });
    expect(status).toBe(201);
  });
});
