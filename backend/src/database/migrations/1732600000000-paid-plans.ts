import type { MigrationInterface, QueryRunner } from 'typeorm';

// Paid plans: a questionnaire belongs to the visitor that wrote it and the analysis it was written for; an expert
// order records when it was delivered; each AI-plan payment gets exactly one plan job (unique on the payment), which
// records its progress so the page can show it and a retried job can pick up where it stopped.
export class PaidPlans1732600000000 implements MigrationInterface {
  name = 'PaidPlans1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "questionnaires"
        ADD COLUMN "visitorId" uuid,
        ADD COLUMN "analysisId" uuid REFERENCES "fitness_analyses" ("id") ON DELETE CASCADE,
        ADD COLUMN "planDeliveredAt" timestamptz`);
    await queryRunner.query(`CREATE INDEX "questionnaires_open_orders_idx" ON "questionnaires" ("isCompleted", "planDelivered")`);
    await queryRunner.query(`
      CREATE TABLE "ai_plan_jobs" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "analysisId" uuid NOT NULL REFERENCES "fitness_analyses" ("id") ON DELETE CASCADE,
        "questionnaireId" uuid NOT NULL REFERENCES "questionnaires" ("id") ON DELETE CASCADE,
        "paymentId" uuid NOT NULL REFERENCES "payments" ("id") ON DELETE CASCADE,
        "status" text NOT NULL DEFAULT 'queued'
          CHECK ("status" IN ('queued', 'generating', 'rendering', 'ready', 'failed')),
        "generator" text,
        "failureReason" text,
        "attempts" integer NOT NULL DEFAULT 0,
        "pdfStorageKey" text,
        "pdfBytes" integer,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now(),
        "completedAt" timestamptz,
        CONSTRAINT "ai_plan_jobs_paymentId_key" UNIQUE ("paymentId")
      )`);
    await queryRunner.query(`CREATE INDEX "ai_plan_jobs_analysis_idx" ON "ai_plan_jobs" ("analysisId", "createdAt")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ai_plan_jobs"`);
    await queryRunner.query(`DROP INDEX "questionnaires_open_orders_idx"`);
    await queryRunner.query(`
      ALTER TABLE "questionnaires" DROP COLUMN "planDeliveredAt", DROP COLUMN "analysisId", DROP COLUMN "visitorId"`);
  }
}
