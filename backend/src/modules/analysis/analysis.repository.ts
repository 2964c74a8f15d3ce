import type { AiPlan } from '@fitness/contracts';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { driverPool, type PreparedStatement, preparedStatement } from '../../database/driver-pool';
import { serialiseOnce } from '../../common/http/json-serialised-once';
import { WriteCoalescer } from '../../database/write-coalescer';
import { mayAddToPersonSql, visibleToVisitorSql } from '../users/visitor-access.sql';
import { FitnessAnalysisEntity } from './fitness-analysis.entity';
import type { PersonDataHolder } from '../users/person-data';

export type NewFitnessAnalysis = Pick<FitnessAnalysisEntity, 'userId' | 'visitorId' | 'analysisResults' | 'userStats'> &
  Partial<Pick<FitnessAnalysisEntity, 'frontPhotoPath' | 'sidePhotoPath' | 'planPreview'>>;

/** Which analyses a visitor sees ($1): the visitor-access rule (users module), decided in the query that reads them. */
const VISIBLE_TO_VISITOR = visibleToVisitorSql({ visitorId: 'analysis."visitorId"', userId: 'analysis."userId"' }, '$1');

/** The most analyses a history answers with (years of weekly analyses). */
export const HISTORY_LIMIT = 500;

export type HistoryRow = Pick<FitnessAnalysisEntity, 'id' | 'createdAt' | 'userStats' | 'analysisResults'>;

/** What an analysis is created with; the rest are the table's defaults. */
const INSERTED_COLUMNS = [
  'userId',
  'visitorId',
  'userStats',
  'analysisResults',
  'frontPhotoPath',
  'sidePhotoPath',
  'planPreview',
] as const satisfies ReadonlyArray<keyof NewFitnessAnalysis>;

/** An analysis on its way into the table: its columns, and the id it will have. */
interface InsertCandidate {
  id: string;
  stored: Record<string, unknown>;
}

/**
 * INSERT statements of analyses running at once; more wait, and go together in the next one. Two: while one runs
 * in the database, the next is on its way (PGlite, with its one connection, runs them in turn).
 */
const INSERTS_IN_FLIGHT = 2;
/** Most analyses in one INSERT: each is ~5 KB of JSON, so a statement stays well under a megabyte. */
const MAX_INSERT_BATCH = 100;

@Injectable()
export class AnalysisRepository implements PersonDataHolder {
  private readonly insert: (values: unknown[]) => PreparedStatement;
  private readonly inserts: WriteCoalescer<InsertCandidate, FitnessAnalysisEntity | null>;
  private readonly latestVisible: (values: unknown[]) => PreparedStatement;
  private readonly visibleById: (values: unknown[]) => PreparedStatement;
  private readonly historyVisible: (values: unknown[]) => PreparedStatement;

  constructor(@InjectRepository(FitnessAnalysisEntity) private readonly analyses: Repository<FitnessAnalysisEntity>) {
    // Every column of the entity under its property name, from TypeORM's metadata, so the reads follow the entity.
    const { tableName, columns } = analyses.metadata;
    const asProperty = (column: (typeof columns)[number]) =>
      `analysis."${column.databaseName}" AS "${column.propertyName}"`;
    const selected = columns.map(asProperty).join(', ');
    // The insert reads back everything but the JSON documents it has just written: the caller has those, and
    // reading them back made the driver parse the whole analysis again. The rest comes as the database made or
    // normalised it (ids, time, defaults; a uuid sent in capitals comes back in lower case, as on every read).
    const readBack = columns
      .filter(
        (column) => !(column.type === 'jsonb' && (INSERTED_COLUMNS as readonly string[]).includes(column.propertyName)),
      )
      .map(asProperty)
      .join(', ');
    // Many analyses in one statement (see WriteCoalescer): the rows come as one JSON array, each with an id made
    // here, by which the rows the statement returns are matched to their callers. Analyses stored together get the
    // statement's time plus a microsecond per place in the array, so they keep the order they were queued in: every
    // read that orders by time (the latest, the history) sees the same one last.
    const candidateColumns = (['id', ...INSERTED_COLUMNS] as const).map((name) => {
      const column = analyses.metadata.findColumnWithPropertyName(name)!;
      return { name, databaseName: column.databaseName, type: String(column.type) };
    });
    const createdAt = analyses.metadata.findColumnWithPropertyName('createdAt')!.databaseName;
    this.insert = preparedStatement(
      'fitness_analyses_insert_many_if_may_add',
      `INSERT INTO ${tableName} AS analysis (${candidateColumns.map((column) => `"${column.databaseName}"`).join(', ')}, "${createdAt}")
      SELECT ${candidateColumns.map((column) => `candidate."${column.name}"`).join(', ')},
        now() + (candidate.place - 1) * interval '1 microsecond'
      FROM ROWS FROM (jsonb_to_recordset($1::jsonb)
          AS (${candidateColumns.map((column) => `"${column.name}" ${column.type}`).join(', ')}))
        WITH ORDINALITY AS candidate(${candidateColumns.map((column) => `"${column.name}"`).join(', ')}, place)
      WHERE ${mayAddToPersonSql('candidate."visitorId"', 'candidate."userId"')}
      RETURNING ${readBack}`,
    );
    this.inserts = new WriteCoalescer((candidates) => this.insertMany(candidates), {
      maxInFlight: INSERTS_IN_FLIGHT,
      maxBatch: MAX_INSERT_BATCH,
    });
    const visible = `SELECT ${selected} FROM ${tableName} analysis WHERE ${VISIBLE_TO_VISITOR}`;
    this.latestVisible = preparedStatement(
      'fitness_analyses_latest_visible',
      `${visible} AND analysis."userId" = $2 ORDER BY analysis."createdAt" DESC LIMIT 1`,
    );
    this.visibleById = preparedStatement('fitness_analyses_visible_by_id', `${visible} AND analysis."id" = $2`);
    // Only what a history point needs: no AI plan, which is most of a row's size.
    const historyColumns = (['id', 'createdAt', 'userStats', 'analysisResults'] as const)
      .map((name) => asProperty(analyses.metadata.findColumnWithPropertyName(name)!))
      .join(', ');
    this.historyVisible = preparedStatement(
      'fitness_analyses_history_visible',
      `SELECT ${historyColumns} FROM ${tableName} analysis WHERE ${VISIBLE_TO_VISITOR} AND analysis."userId" = $2
      ORDER BY analysis."createdAt" DESC, analysis."id" DESC LIMIT ${HISTORY_LIMIT}`,
    );
  }

  /**
   * Stores the analysis if its visitor may add to the person (created or named them: any row in visitor_users, kept
   * by the users module), and returns it with its id, time and defaults; null, storing nothing, otherwise. The check
   * and the insert are one statement, so no grant can change between them; under load that statement also stores the
   * analyses that arrived meanwhile (WriteCoalescer). Written once as SQL: save() would wrap it in a transaction and
   * cost two more round trips, and the query builder cost more CPU than the database did.
   */
  insertIfMayAdd(analysis: NewFitnessAnalysis): Promise<FitnessAnalysisEntity | null> {
    const stored = Object.fromEntries(INSERTED_COLUMNS.map((name) => [name, analysis[name] ?? null]));
    return this.inserts.write({ id: randomUUID(), stored });
  }

  /** One INSERT for analyses stored at about the same time; null for each one whose visitor may not add it. */
  private async insertMany(candidates: InsertCandidate[]): Promise<(FitnessAnalysisEntity | null)[]> {
    // The documents go as JSON text made once: the answer reuses it (common/http/json-serialised-once.ts). They are
    // not changed after this.
    const rows = candidates.map(({ id, stored }) => {
      const members = INSERTED_COLUMNS.map((name) => {
        const value = stored[name];
        return `"${name}":${value !== null && typeof value === 'object' ? serialiseOnce(value) : JSON.stringify(value)}`;
      });
      return `{"id":"${id}",${members.join(',')}}`;
    });
    const { rows: readBack } = await driverPool(this.analyses.manager.connection).query(
      this.insert([`[${rows.join(',')}]`]),
    );
    const byId = new Map((readBack as Partial<FitnessAnalysisEntity>[]).map((row) => [row.id, row]));
    // Object.assign, not `{ ...stored, ...row }`: in Node 20's V8 an object made by a spread has a hidden class
    // outside the transition tree, so what a second spread adds made a new hidden class for every analysis, and
    // every read of it (the answer, the analytics event) missed its inline cache.
    return candidates.map(({ id, stored }) => {
      const row = byId.get(id);
      return row === undefined ? null : (Object.assign(stored, row) as FitnessAnalysisEntity);
    });
  }

  /** The user's most recent analysis this visitor may see (GET /api/analysis/{userId} shows the latest). */
  async findLatestVisible(userId: string, visitorId: string): Promise<FitnessAnalysisEntity | null> {
    return this.firstVisible(this.latestVisible([visitorId, userId]));
  }

  async findVisibleById(id: string, visitorId: string): Promise<FitnessAnalysisEntity | null> {
    return this.firstVisible(this.visibleById([visitorId, id]));
  }

  /** The user's latest HISTORY_LIMIT analyses this visitor may see, oldest first, with only what a history needs. */
  async listVisibleHistory(userId: string, visitorId: string): Promise<HistoryRow[]> {
    const { rows } = await driverPool(this.analyses.manager.connection).query(this.historyVisible([visitorId, userId]));
    return (rows as HistoryRow[]).reverse();
  }

  /**
   * The two reads every results page makes, written once as SQL and sent straight to the driver's pool: building
   * them with the query builder and hydrating through it cost more CPU per request than the database did. The pg
   * and PGlite drivers already give jsonb as objects, timestamptz as Date and booleans as booleans, so a row is the
   * entity's shape as it comes.
   */
  private async firstVisible(statement: PreparedStatement): Promise<FitnessAnalysisEntity | null> {
    const { rows } = await driverPool(this.analyses.manager.connection).query(statement);
    return (rows[0] as FitnessAnalysisEntity | undefined) ?? null;
  }

  async markExpertPlanPurchased(id: string): Promise<void> {
    await this.analyses.update({ id }, { hasExpertPlan: true });
  }

  /** For jobs, which act for a visitor that was checked when the job was asked for. */
  async findById(id: string): Promise<FitnessAnalysisEntity | null> {
    return this.analyses.findOneBy({ id });
  }

  async saveAiPlan(id: string, plan: AiPlan): Promise<void> {
    // jsonb column: TypeORM's update typing cannot express an arbitrary JSON value, hence the cast.
    await this.analyses.update({ id }, { aiGeneratedPlan: plan as never, hasAiPlan: true });
  }

  /**
   * Every analysis of the user, oldest first, for "download my data": all of them, or with `madeBy` only those that
   * visitor made (a claimant's share, the same rule as its deletion).
   */
  async listOfPerson(userId: string, madeBy: string | null): Promise<FitnessAnalysisEntity[]> {
    return this.analyses.find({
      where: madeBy === null ? { userId } : { userId, visitorId: madeBy },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** Person data: the analyses the visitor made under the person; their plans and answers go with them (cascade). */
  async deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void> {
    await manager.delete(FitnessAnalysisEntity, { userId, visitorId });
  }

  holdsAnyOfPersonSql(person: string): string {
    return `EXISTS (SELECT 1 FROM ${this.analyses.metadata.tableName} WHERE "userId" = ${person})`;
  }

  /** The ids of the analyses the visitor made under the person (for the plans made for them). */
  async idsMadeBy(userId: string, visitorId: string): Promise<string[]> {
    const rows = await this.analyses.find({ select: { id: true }, where: { userId, visitorId } });
    return rows.map((row) => row.id);
  }
}
