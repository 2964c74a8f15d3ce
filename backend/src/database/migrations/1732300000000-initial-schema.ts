import type { MigrationInterface, QueryRunner } from 'typeorm';

// All eight tables of spec §3, camelCase column names quoted as the spec writes them.
// PostgreSQL 15 compatible (the embedded PGlite is newer: nothing past 15 is used).
export class InitialSchema1732300000000 implements MigrationInterface {
  name = 'InitialSchema1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // gen_random_uuid() is built in since PostgreSQL 13: no pgcrypto. (This migration created it until the embedded
    // database stopped loading it; databases made then keep it, unused.)
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "username" text,
        "stripeCustomerId" text,
        "stripeSubscriptionId" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails are unique whatever their letter case; lookups use lower(email) to hit this index.
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);

    await queryRunner.query(`
      CREATE TABLE "trainers" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "avatar" text,
        "certifications" text NOT NULL,
        "experience" integer NOT NULL CHECK ("experience" >= 0),
        "specialization" text NOT NULL,
        "rating" integer NOT NULL DEFAULT 5 CHECK ("rating" BETWEEN 0 AND 5),
        "hourlyRate" integer NOT NULL DEFAULT 100 CHECK ("hourlyRate" >= 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE "fitness_analyses" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "frontPhotoPath" text,
        "sidePhotoPath" text,
        "analysisResults" jsonb NOT NULL,
        "userStats" jsonb NOT NULL,
        "planPreview" jsonb,
        "hasExpertPlan" boolean NOT NULL DEFAULT false,
        "hasAiPlan" boolean NOT NULL DEFAULT false,
        "aiGeneratedPlan" jsonb,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "fitness_analyses_user_latest_idx" ON "fitness_analyses" ("userId", "createdAt" DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE "coaching_sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "trainerId" uuid NOT NULL REFERENCES "trainers" ("id") ON DELETE RESTRICT,
        "scheduledAt" timestamptz NOT NULL,
        "status" text NOT NULL DEFAULT 'scheduled',
        "sessionNotes" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "coaching_sessions_trainer_idx" ON "coaching_sessions" ("trainerId", "scheduledAt")`);

    await queryRunner.query(`
      CREATE TABLE "payments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "stripePaymentIntentId" text NOT NULL,
        "amount" numeric(10, 2) CHECK ("amount" >= 0),
        "currency" text NOT NULL DEFAULT 'usd',
        "status" text,
        "planType" text,
        "metadata" jsonb,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "payments_stripePaymentIntentId_key" UNIQUE ("stripePaymentIntentId")
      )`);

    await queryRunner.query(`
      CREATE TABLE "questionnaires" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "responses" jsonb,
        "paymentId" uuid REFERENCES "payments" ("id") ON DELETE SET NULL,
        "isCompleted" boolean NOT NULL DEFAULT false,
        "planDelivered" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "user_analytics" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "actionType" text NOT NULL,
        "actionData" jsonb,
        "ipAddress" text,
        "userAgent" text,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE "interest_registrations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL,
        "name" text,
        "planType" text NOT NULL,
        "source" text NOT NULL DEFAULT 'analysis_page',
        "notified" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'interest_registrations',
      'user_analytics',
      'questionnaires',
      'payments',
      'coaching_sessions',
      'fitness_analyses',
      'trainers',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}
