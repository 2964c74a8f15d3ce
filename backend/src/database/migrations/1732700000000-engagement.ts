import type { MigrationInterface, QueryRunner } from 'typeorm';

// Coaching bookings keep the visitor that asked (one request per visitor, trainer and time); an interest
// registration is kept once per email and plan type; the funnel is read by action and day.
export class Engagement1732700000000 implements MigrationInterface {
  name = 'Engagement1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "coaching_sessions" ADD COLUMN "visitorId" uuid`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "coaching_sessions_visitor_slot_key" ON "coaching_sessions" ("visitorId", "trainerId", "scheduledAt")`,
    );
    await queryRunner.query(`
      DELETE FROM "interest_registrations" a USING "interest_registrations" b
      WHERE lower(a.email) = lower(b.email) AND a."planType" = b."planType" AND a."createdAt" > b."createdAt"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "interest_registrations_email_plan_key" ON "interest_registrations" (lower("email"), "planType")`,
    );
    await queryRunner.query(`CREATE INDEX "user_analytics_action_created_idx" ON "user_analytics" ("actionType", "createdAt")`);
    await queryRunner.query(`CREATE INDEX "user_analytics_created_idx" ON "user_analytics" ("createdAt")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "user_analytics_created_idx"`);
    await queryRunner.query(`DROP INDEX "user_analytics_action_created_idx"`);
    await queryRunner.query(`DROP INDEX "interest_registrations_email_plan_key"`);
    await queryRunner.query(`DROP INDEX "coaching_sessions_visitor_slot_key"`);
    await queryRunner.query(`ALTER TABLE "coaching_sessions" DROP COLUMN "visitorId"`);
  }
}
