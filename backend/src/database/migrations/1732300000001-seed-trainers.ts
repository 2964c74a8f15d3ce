import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_TRAINERS, trainerAvatarPath } from '../../modules/coaching/seed-trainers';

// Reference data: the bookable trainers. ON CONFLICT keeps it idempotent if rows were added by hand.
export class SeedTrainers1732300000001 implements MigrationInterface {
  name = 'SeedTrainers1732300000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const trainer of SEED_TRAINERS) {
      await queryRunner.query(
        `INSERT INTO "trainers" ("id", "name", "avatar", "certifications", "experience", "specialization", "rating", "hourlyRate")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT ("id") DO NOTHING`,
        [
          trainer.id,
          trainer.name,
          trainerAvatarPath(trainer.id),
          trainer.certifications,
          trainer.experience,
          trainer.specialization,
          trainer.rating,
          trainer.hourlyRate,
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "trainers" WHERE "id" = ANY($1::uuid[])`, [SEED_TRAINERS.map((trainer) => trainer.id)]);
  }
}
