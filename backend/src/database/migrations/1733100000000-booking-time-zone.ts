import type { MigrationInterface, QueryRunner } from 'typeorm';

// The visitor's time zone, sent by the browser with a booking, so booking emails show the session in their local time
// (with UTC beside). Existing rows have none: their emails keep showing UTC only.
export class BookingTimeZone1733100000000 implements MigrationInterface {
  name = 'BookingTimeZone1733100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coaching_sessions" ADD COLUMN "timeZone" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coaching_sessions" DROP COLUMN "timeZone"`);
  }
}
