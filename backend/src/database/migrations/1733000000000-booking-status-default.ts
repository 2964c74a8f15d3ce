import type { MigrationInterface, QueryRunner } from 'typeorm';

// A new coaching session starts as 'requested' (NEW_COACHING_SESSION_STATUS): the booking flow always wrote that, but
// the column's default said 'scheduled', so a row inserted without a status claimed a confirmed session. Existing
// rows keep their status.
export class BookingStatusDefault1733000000000 implements MigrationInterface {
  name = 'BookingStatusDefault1733000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coaching_sessions" ALTER COLUMN "status" SET DEFAULT 'requested'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coaching_sessions" ALTER COLUMN "status" SET DEFAULT 'scheduled'`);
  }
}
