import type { MigrationInterface, QueryRunner } from 'typeorm';

// Payments: the built-in test provider's intents (what Stripe keeps on its side), the provider events already
// processed (a webhook replay is processed once), and lookups of a payment by what it pays for.
export class Payments1732500000000 implements MigrationInterface {
  name = 'Payments1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "embedded_payment_intents" (
        "id" text PRIMARY KEY,
        "clientSecret" text NOT NULL,
        "idempotencyKey" text NOT NULL,
        "amountCents" integer NOT NULL CHECK ("amountCents" > 0),
        "currency" text NOT NULL,
        "status" text NOT NULL,
        "metadata" jsonb NOT NULL,
        "userId" uuid REFERENCES "users" ("id") ON DELETE CASCADE,
        "lastErrorMessage" text,
        "cardLast4" text,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "embedded_payment_intents_idempotencyKey_key" UNIQUE ("idempotencyKey")
      )`);
    await queryRunner.query(`
      CREATE TABLE "payment_webhook_events" (
        "id" text PRIMARY KEY,
        "type" text NOT NULL,
        "paymentIntentId" text,
        "receivedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "payments_analysis_idx" ON "payments" (("metadata"->>'analysisId'), "planType")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "payments_analysis_idx"`);
    await queryRunner.query(`DROP TABLE "payment_webhook_events"`);
    await queryRunner.query(`DROP TABLE "embedded_payment_intents"`);
  }
}
