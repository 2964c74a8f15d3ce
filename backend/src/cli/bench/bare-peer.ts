import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Body, Controller, Get, HttpCode, Module, Param, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Pool } from 'pg';

// The bare peer of `npm run bench:api`: the same Nest and pg installs, no validation, logging, sessions or ORM,
// running the app's reads and a plain INSERT of the same row through a plain pool of 10, unnamed (as the issue
// describes it). What the app's extra layers cost is the gap to this.

// The schema as a startup option, as the app sets it: a SET sent on 'connect' overlapped the pool's first query
// (pg's "client is already executing a query" deprecation warning in every bench run).
const databaseUrl = new URL(process.env.DATABASE_URL!);
databaseUrl.searchParams.set('options', `-c search_path=${process.env.DATABASE_SCHEMA ?? 'public'}`);
const pool = new Pool({ connectionString: databaseUrl.toString(), max: 10 });
const visitorId = process.env.BENCH_VISITOR_ID!;
const analysisResults = readFileSync(process.env.BENCH_ANALYSIS_RESULTS_FILE!, 'utf8');

/** The SELECT TypeORM sends for AnalysisRepository.findLatestVisible, written out. */
const LATEST_VISIBLE = `SELECT * FROM fitness_analyses analysis
  WHERE (analysis."visitorId" = $1
    OR EXISTS (SELECT 1 FROM visitor_users viewer
               WHERE viewer."visitorId" = $1 AND viewer."userId" = analysis."userId" AND viewer."access" = 'owner'))
    AND analysis."userId" = $2
  ORDER BY analysis."createdAt" DESC LIMIT 1`;

@Controller('api')
class PeerController {
  @Get('analysis/:userId')
  async latest(@Param('userId') userId: string): Promise<unknown> {
    return (await pool.query(LATEST_VISIBLE, [visitorId, userId])).rows[0];
  }

  @Post('analysis')
  @HttpCode(201)
  async create(@Body() body: { userId: string; userStats: unknown }): Promise<unknown> {
    const inserted = await pool.query(
      `INSERT INTO fitness_analyses ("userId", "visitorId", "userStats", "analysisResults") VALUES ($1, $2, $3, $4) RETURNING *`,
      [body.userId, visitorId, JSON.stringify(body.userStats), analysisResults],
    );
    return inserted.rows[0];
  }
}

@Module({ controllers: [PeerController] })
class PeerModule {}

async function main(): Promise<void> {
  const app = await NestFactory.create(PeerModule, { logger: ['error'] });
  await app.listen(Number(process.env.PORT ?? 3100), '127.0.0.1');
}

void main();
