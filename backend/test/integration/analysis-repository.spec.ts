import { randomUUID } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { analyze } from '@fitness/engine';
import { AppConfigModule } from '../../src/config/config.module';
import { DatabaseModule } from '../../src/database/database.module';
import { driverPool } from '../../src/database/driver-pool';
import { AnalysisRepository } from '../../src/modules/analysis/analysis.repository';
import { FitnessAnalysisEntity } from '../../src/modules/analysis/fitness-analysis.entity';
import { UserEntity } from '../../src/modules/users/user.entity';
import { UsersRepository } from '../../src/modules/users/users.repository';
import { uniqueEmail, validUserStats } from '../support/factories';
import { testConfig } from '../support/test-config';

// The analysis reads are prepared SQL sent straight to the driver (a speed trick: the query builder cost more CPU
// than the database). These tests pin what they return to what the ORM returns for the same rows, so the trick
// can never drift from the entity.

describe(`analysis repository: prepared SQL against the ORM (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let moduleRef: TestingModule;
  let repository: AnalysisRepository;
  let orm: Repository<FitnessAnalysisEntity>;
  let users: UsersRepository;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [
        AppConfigModule.forRoot(testConfig()),
        DatabaseModule,
        TypeOrmModule.forFeature([FitnessAnalysisEntity, UserEntity]),
      ],
      providers: [AnalysisRepository, UsersRepository],
    }).compile();
    await moduleRef.init();
    repository = moduleRef.get(AnalysisRepository);
    orm = moduleRef.get(getRepositoryToken(FitnessAnalysisEntity));
    users = moduleRef.get(UsersRepository);
  });

  afterAll(async () => {
    await moduleRef.close();
  });

  async function insertAnalyses(count: number): Promise<{ userId: string; visitorId: string; ids: string[] }> {
    const visitorId = randomUUID();
    const userId = await users.insertClaimedBy({ email: uniqueEmail('repo') }, visitorId);
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const userStats = validUserStats({ weight: String(70 + index) });
      const results = analyze({ stats: userStats as never });
      const inserted = await repository.insertIfMayAdd({
        userId,
        visitorId,
        userStats: userStats as never,
        analysisResults: results as never,
      });
      ids.push(inserted!.id);
    }
    return { userId, visitorId, ids };
  }

  it('reads the latest and one by id exactly as the ORM does', async () => {
    const { userId, visitorId, ids } = await insertAnalyses(2);
    const latest = await repository.findLatestVisible(userId, visitorId);
    expect(latest).toEqual(await orm.findOneBy({ id: ids[1] }));
    expect(await repository.findVisibleById(ids[0], visitorId)).toEqual(await orm.findOneBy({ id: ids[0] }));
  });

  it('returns from the insert what the ORM reads back', async () => {
    const { ids } = await insertAnalyses(1);
    const visitorId = randomUUID();
    const userId = await users.insertClaimedBy({ email: uniqueEmail('repo-insert') }, visitorId);
    const userStats = validUserStats();
    const inserted = await repository.insertIfMayAdd({
      userId,
      visitorId,
      userStats: userStats as never,
      analysisResults: analyze({ stats: userStats as never }) as never,
    });
    expect(ids).toHaveLength(1);
    expect({ ...inserted }).toEqual({ ...(await orm.findOneBy({ id: inserted!.id })) });
  });

  it('lists the history with the same values as the ORM, oldest first', async () => {
    const { userId, visitorId, ids } = await insertAnalyses(3);
    const history = await repository.listVisibleHistory(userId, visitorId);
    const fromOrm = await orm.find({ where: { userId }, order: { createdAt: 'ASC' } });
    expect(history.map((row) => row.id)).toEqual(ids);
    expect(history).toEqual(
      fromOrm.map(({ id, createdAt, userStats, analysisResults }) => ({ id, createdAt, userStats, analysisResults })),
    );
  });

  it('sees nothing of another visitor', async () => {
    const { userId, ids } = await insertAnalyses(1);
    const stranger = randomUUID();
    expect(await repository.findLatestVisible(userId, stranger)).toBeNull();
    expect(await repository.findVisibleById(ids[0], stranger)).toBeNull();
    expect(await repository.listVisibleHistory(userId, stranger)).toEqual([]);
  });

  it('stores analyses sent at once each for its own caller, refusing only the one whose visitor may not add it', async () => {
    const visitorId = randomUUID();
    const userId = await users.insertClaimedBy({ email: uniqueEmail('repo-together') }, visitorId);
    const weights = [61, 62, 63, 64, 65, 66];
    const stranger = randomUUID();
    const statements = jest.spyOn(driverPool(orm.manager.connection), 'query');
    const answers = await Promise.all(
      weights.map((weight) => {
        const userStats = validUserStats({ weight: String(weight) });
        return repository.insertIfMayAdd({
          userId,
          // The fourth comes from a visitor that never saw this person.
          visitorId: weight === 64 ? stranger : visitorId,
          userStats: userStats as never,
          analysisResults: analyze({ stats: userStats as never }) as never,
        });
      }),
    );
    const statementCount = statements.mock.calls.length;
    statements.mockRestore();

    // The first went alone and the second beside it (two statements run at once); the other four waited for them and
    // went together.
    expect(statementCount).toBe(3);
    expect(answers.map((answer) => answer?.userStats.weight ?? null)).toEqual(['61', '62', '63', null, '65', '66']);
    for (const answer of answers.filter((row) => row !== null)) {
      expect({ ...answer }).toEqual({ ...(await orm.findOneBy({ id: answer!.id })) });
    }
    const stored = await orm.find({ where: { userId }, order: { createdAt: 'ASC' } });
    const storedWeights = stored.map((row) => row.userStats.weight);
    expect([...storedWeights].sort()).toEqual(['61', '62', '63', '65', '66']);
    // Those stored together keep the order they were sent in (the first two ran at once, on two connections, so
    // either may come first), and every one has a time of its own (a microsecond apart, finer than a JavaScript
    // Date): whatever orders by time sees the same one last.
    const [{ times }] = (await orm.query(
      `SELECT count(DISTINCT "createdAt")::int AS times FROM fitness_analyses WHERE "userId" = $1`,
      [userId],
    )) as { times: number }[];
    expect(storedWeights.filter((weight) => ['63', '65', '66'].includes(weight))).toEqual(['63', '65', '66']);
    expect(times).toBe(stored.length);
  });
});
