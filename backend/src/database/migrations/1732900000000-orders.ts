import type { MigrationInterface, QueryRunner } from 'typeorm';

// Every succeeded payment becomes exactly one order: the unique key on "paymentId" is what makes fulfilment happen
// once, whichever of the webhook, the provider's confirmation and the buyer's return page gets there first. An expert
// order may wait for its intake (the buyer's answers); each of an order's emails is claimed once by its column.
export class Orders1732900000000 implements MigrationInterface {
  name = 'Orders1732900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "paymentId" uuid NOT NULL REFERENCES "payments" ("id") ON DELETE CASCADE,
        "planType" text NOT NULL CHECK ("planType" IN ('expert', 'ai')),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "analysisId" uuid REFERENCES "fitness_analyses" ("id") ON DELETE SET NULL,
        "questionnaireId" uuid REFERENCES "questionnaires" ("id") ON DELETE SET NULL,
        "intakeTokenHash" text,
        "intakeAt" timestamptz,
        "deliveredAt" timestamptz,
        "confirmationEmailAt" timestamptz,
        "intakeEmailAt" timestamptz,
        "readyEmailAt" timestamptz,
        "deliveryEmailAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "orders_paymentId_key" UNIQUE ("paymentId"),
        CONSTRAINT "orders_questionnaireId_key" UNIQUE ("questionnaireId"),
        CONSTRAINT "orders_intakeTokenHash_key" UNIQUE ("intakeTokenHash")
      )`);
    await queryRunner.query(`CREATE INDEX "orders_plan_created_idx" ON "orders" ("planType", "createdAt")`);
    await queryRunner.query(`CREATE INDEX "orders_user_idx" ON "orders" ("userId")`);

    // Orders already paid for: expert questionnaires with a succeeded payment, and AI plan jobs. Their emails went out
    // before, so they are marked sent.
    await queryRunner.query(`
      INSERT INTO "orders" ("paymentId", "planType", "userId", "analysisId", "questionnaireId", "intakeAt", "deliveredAt",
                            "confirmationEmailAt", "deliveryEmailAt", "createdAt")
      SELECT payment."id", 'expert', questionnaire."userId", questionnaire."analysisId", questionnaire."id",
             payment."updatedAt", questionnaire."planDeliveredAt", payment."updatedAt", questionnaire."planDeliveredAt",
             payment."updatedAt"
      FROM "questionnaires" questionnaire
      JOIN "payments" payment ON payment."id" = questionnaire."paymentId"
      WHERE payment."planType" = 'expert' AND payment."status" = 'succeeded' AND questionnaire."userId" IS NOT NULL
      ON CONFLICT DO NOTHING`);
    await queryRunner.query(`
      INSERT INTO "orders" ("paymentId", "planType", "userId", "analysisId", "questionnaireId", "intakeAt", "readyEmailAt",
                            "createdAt")
      SELECT job."paymentId", 'ai', job."userId", job."analysisId", job."questionnaireId", job."createdAt", job."completedAt",
             job."createdAt"
      FROM "ai_plan_jobs" job
      ON CONFLICT DO NOTHING`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "orders"`);
  }
}
