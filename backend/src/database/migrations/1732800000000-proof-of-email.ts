import type { MigrationInterface, QueryRunner } from 'typeorm';

// Two security rules the schema now holds.
// 1. Typing an email proves nothing: until now the first visitor to type one became the person's owner and could read
//    and delete everything later added under it. Ownership now needs proof (an emailed link opened in that browser).
//    Links never recorded who opened them, so no existing owner can be told proven from unproven: every owner becomes
//    a claimant, which keeps all it made itself, and opens an emailed link to see the rest again.
// 2. One payment pays for one questionnaire: the same paid intent once made one coach order per questionnaire it was
//    sent with. Any second link already made is undone (the oldest questionnaire keeps the payment).
export class ProofOfEmail1732800000000 implements MigrationInterface {
  name = 'ProofOfEmail1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "visitor_users" SET "access" = 'claimant' WHERE "access" = 'owner'`);
    await queryRunner.query(`
      UPDATE "questionnaires" later SET "paymentId" = NULL
      FROM "questionnaires" earlier
      WHERE later."paymentId" = earlier."paymentId"
        AND (later."createdAt", later."id") > (earlier."createdAt", earlier."id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "questionnaires_paymentId_key" ON "questionnaires" ("paymentId")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Who proved an email was never recorded: a claim cannot be turned back into the ownership it replaced.
    await queryRunner.query(`DROP INDEX "questionnaires_paymentId_key"`);
  }
}
