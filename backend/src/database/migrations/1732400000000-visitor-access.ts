import type { MigrationInterface, QueryRunner } from 'typeorm';

// Visitor privacy: which anonymous visitor (signed cookie) may see which person's data, the single-use emailed links
// that attach a person's data to another browser, and deletion of everything about a person with one DELETE of the
// user row (every table that names the user now cascades).
export class VisitorAccess1732400000000 implements MigrationInterface {
  name = 'VisitorAccess1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // 'owner': created the user in this browser or opened an emailed link; sees all of that person's data.
    // 'claimant': typed an email that already existed; may add analyses of its own, sees nothing else.
    await queryRunner.query(`
      CREATE TABLE "visitor_users" (
        "visitorId" uuid NOT NULL,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "access" text NOT NULL CHECK ("access" IN ('owner', 'claimant')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("visitorId", "userId")
      )`);
    await queryRunner.query(`CREATE INDEX "visitor_users_user_idx" ON "visitor_users" ("userId")`);

    // Only a hash of the token is stored: a database reader cannot open anyone's results with it.
    await queryRunner.query(`
      CREATE TABLE "access_links" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "tokenHash" text NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "usedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "access_links_tokenHash_key" UNIQUE ("tokenHash")
      )`);
    await queryRunner.query(`CREATE INDEX "access_links_user_idx" ON "access_links" ("userId", "createdAt" DESC)`);

    // The visitor that made each analysis; rows from before sessions existed have none and open only by link.
    await queryRunner.query(`ALTER TABLE "fitness_analyses" ADD COLUMN "visitorId" uuid`);

    for (const table of ['coaching_sessions', 'payments', 'questionnaires', 'user_analytics']) {
      await queryRunner.query(`
        ALTER TABLE "${table}"
          DROP CONSTRAINT "${table}_userId_fkey",
          ADD CONSTRAINT "${table}_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['coaching_sessions', 'payments', 'questionnaires', 'user_analytics']) {
      await queryRunner.query(`
        ALTER TABLE "${table}"
          DROP CONSTRAINT "${table}_userId_fkey",
          ADD CONSTRAINT "${table}_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE SET NULL`);
    }
    await queryRunner.query(`ALTER TABLE "fitness_analyses" DROP COLUMN "visitorId"`);
    await queryRunner.query(`DROP TABLE "access_links"`);
    await queryRunner.query(`DROP TABLE "visitor_users"`);
  }
}
