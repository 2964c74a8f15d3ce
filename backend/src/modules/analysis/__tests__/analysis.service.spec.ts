import { randomUUID } from 'node:crypto';
import type { PhotoScan, UserStats } from '@fitness/contracts';
import { analyze, ENGINE_VERSION } from '@fitness/engine';
import type { ApiError } from '../../../common/errors/api-error';
import { strictFake } from '../../../../test/support/strict-fake';
import { validUserStats } from '../../../../test/support/factories';
import type { AnalyticsService } from '../../analytics/analytics.service';
import { userNotFound } from '../../users/users.errors';
import type { UsersService } from '../../users/users.service';
import {
  AnalysisNotFoundError,
  PhotoNotUploadedError,
  PhotoTooLargeError,
  UnknownPhotoReferenceError,
  UnsupportedPhotoTypeError,
} from '../analysis.errors';
import type { AnalysisRepository, HistoryRow, NewFitnessAnalysis } from '../analysis.repository';
import { AnalysisService, IMPLAUSIBLE_STATS } from '../analysis.service';
import type { CreateAnalysisDto } from '../dto/create-analysis.dto';
import type { FitnessAnalysisEntity } from '../fitness-analysis.entity';
import { PHOTOS_UNREADABLE_NOTE, type PhotoMeasurement, type PhotoMeasurementService } from '../photo-measurement.service';
import type { AnalysisPhotoKeys, NamedPhotos, PhotosService } from '../photos.service';

// The analysis rules without a database: every port is a strict fake, so each test states the calls it relies on
// and a port it leaves out must not be called at all (no photo call without photos, no email lookup before a
// purchase).

const VISITOR = randomUUID();
const STRANGER = randomUUID();
const PERSON = randomUUID();
const ORIGIN = { ipAddress: '203.0.113.9', userAgent: 'Test/1.0' };

/** The caller's view of an error: its status, code and per-field details. */
function answer(error: ApiError) {
  return { status: error.getStatus(), code: error.code, details: error.details };
}

function stats(overrides: Record<string, unknown> = {}): UserStats {
  return validUserStats(overrides) as unknown as UserStats;
}

function request(overrides: Partial<CreateAnalysisDto> = {}): CreateAnalysisDto {
  return { userId: PERSON, userStats: stats() as CreateAnalysisDto['userStats'], ...overrides };
}

function storedAnalysis(overrides: Partial<FitnessAnalysisEntity> = {}): FitnessAnalysisEntity {
  const userStats = stats();
  return {
    id: randomUUID(),
    userId: PERSON,
    visitorId: VISITOR,
    frontPhotoPath: null,
    sidePhotoPath: null,
    analysisResults: analyze({ stats: userStats }),
    userStats,
    planPreview: null,
    hasExpertPlan: false,
    hasAiPlan: false,
    aiGeneratedPlan: null,
    createdAt: new Date('2026-11-20T09:30:00.000Z'),
    ...overrides,
  };
}

/** A table that stores what it is given, or refuses it (null) like the insert's visitor check. */
function analysesTable(options: { mayAdd?: boolean; fails?: Error } = {}) {
  const inserted: NewFitnessAnalysis[] = [];
  const fake = strictFake<AnalysisRepository>('AnalysisRepository', {
    insertIfMayAdd: (analysis: NewFitnessAnalysis) => {
      if (options.fails) return Promise.reject(options.fails);
      if (options.mayAdd === false) return Promise.resolve(null);
      inserted.push(analysis);
      return Promise.resolve(storedAnalysis({ ...analysis, visitorId: analysis.visitorId ?? null }));
    },
  });
  return { fake, inserted };
}

function analyticsLog() {
  const tracked: unknown[][] = [];
  const fake = strictFake<AnalyticsService>('AnalyticsService', {
    track: (...event: unknown[]) => void tracked.push(event),
  });
  return { fake, tracked };
}

/**
 * Uploaded photos by owner, as PhotosService keeps them; a claimed photo cannot be claimed again. Which references
 * name whose upload is PhotosService's own rule (photos.service.spec.ts); here a reference is its key.
 */
function photoStore() {
  const owners = new Map<string, string>();
  const claimed: string[] = [];
  const upload = (owner: string) => {
    const key = `uploads/${randomUUID()}`;
    owners.set(key, owner);
    return { reference: key, key };
  };
  const fake = strictFake<PhotosService>('PhotosService', {
    keysOf: (named: NamedPhotos, visitorId: string) => {
      for (const field of ['frontPhotoURL', 'sidePhotoURL'] as const) {
        if (owners.get(named[field] as string) !== visitorId) return Promise.reject(new UnknownPhotoReferenceError(field));
      }
      return Promise.resolve({ frontPhotoURL: named.frontPhotoURL, sidePhotoURL: named.sidePhotoURL } as AnalysisPhotoKeys);
    },
    claimForAnalysis: (keys: AnalysisPhotoKeys) => {
      claimed.push(keys.frontPhotoURL, keys.sidePhotoURL);
      return Promise.resolve();
    },
  });
  return { fake, upload, claimed };
}

function measurer(result: PhotoMeasurement) {
  const calls: Array<{ keys: AnalysisPhotoKeys; heightCm: number }> = [];
  const fake = strictFake<PhotoMeasurementService>('PhotoMeasurementService', {
    measure: (keys: AnalysisPhotoKeys, heightCm: number) => {
      calls.push({ keys, heightCm });
      return Promise.resolve(result);
    },
  });
  return { fake, calls };
}

/** Users the visitor may add analyses to, and the emails people gave. */
function people(options: { mayAdd?: string[]; emails?: Record<string, string> } = {}) {
  return strictFake<UsersService>('UsersService', {
    ...(options.mayAdd
      ? {
          assertMayAddAnalysis: (visitorId: string | undefined, userId: string) =>
            visitorId === VISITOR && options.mayAdd!.includes(userId) ? Promise.resolve() : Promise.reject(userNotFound()),
        }
      : {}),
    ...(options.emails ? { findEmail: (userId: string) => Promise.resolve(options.emails![userId] ?? null) } : {}),
  });
}

function serviceWith(ports: {
  analyses?: AnalysisRepository;
  users?: UsersService;
  photos?: PhotosService;
  photoMeasurement?: PhotoMeasurementService;
  analytics?: AnalyticsService;
}): AnalysisService {
  return new AnalysisService(
    ports.analyses ?? strictFake<AnalysisRepository>('AnalysisRepository', {}),
    ports.users ?? strictFake<UsersService>('UsersService', {}),
    ports.photos ?? strictFake<PhotosService>('PhotosService', {}),
    ports.photoMeasurement ?? strictFake<PhotoMeasurementService>('PhotoMeasurementService', {}),
    ports.analytics ?? strictFake<AnalyticsService>('AnalyticsService', {}),
  );
}

const SCAN: PhotoScan = { circumferencesCm: { waist: 74.5, neck: 32.1, hip: 98.2 }, failures: [] };

describe('AnalysisService.createAnalysis (strict fakes, no database)', () => {
  it('stores the analysis of the stats for this visitor and records analysis_completed with what it was made from', async () => {
    const table = analysesTable();
    const analytics = analyticsLog();
    const service = serviceWith({ analyses: table.fake, analytics: analytics.fake });

    const result = await service.createAnalysis(request(), VISITOR, ORIGIN);

    expect(table.inserted).toEqual([
      expect.objectContaining({ userId: PERSON, visitorId: VISITOR, userStats: stats() }),
    ]);
    expect(result).toMatchObject({ userId: PERSON, userStats: stats(), hasExpertPlan: false, aiGeneratedPlan: null });
    expect(result.analysisResults.bodyFatMethod).not.toContain('photos');
    expect(analytics.tracked).toEqual([
      [
        PERSON,
        'analysis_completed',
        { analysisId: result.id, withPhotos: false, photosMeasured: false, engineVersion: ENGINE_VERSION },
        ORIGIN,
      ],
    ]);
  });

  it('answers the 404 of an unknown user, and records nothing, when the visitor may not add to this person', async () => {
    const analytics = analyticsLog();
    const service = serviceWith({ analyses: analysesTable({ mayAdd: false }).fake, analytics: analytics.fake });

    await expect(service.createAnalysis(request(), VISITOR, ORIGIN)).rejects.toMatchObject(answer(userNotFound()));
    expect(analytics.tracked).toEqual([]);
  });

  it('refuses stats no human body has with IMPLAUSIBLE_STATS, naming the field, and stores nothing', async () => {
    const table = analysesTable();
    const service = serviceWith({ analyses: table.fake });

    await expect(
      service.createAnalysis(request({ userStats: stats({ height: '40' }) as CreateAnalysisDto['userStats'] }), VISITOR, ORIGIN),
    ).rejects.toMatchObject({ status: 400, code: IMPLAUSIBLE_STATS, details: { 'userStats.height': expect.any(Array) } });
    expect(table.inserted).toEqual([]);
  });

  it('claims both photos, measures them at the stated height, uses the scan, and records it', async () => {
    const photos = photoStore();
    const front = photos.upload(VISITOR);
    const side = photos.upload(VISITOR);
    const measurement = measurer({ ok: true, scan: SCAN });
    const analytics = analyticsLog();
    const service = serviceWith({
      analyses: analysesTable().fake,
      users: people({ mayAdd: [PERSON] }),
      photos: photos.fake,
      photoMeasurement: measurement.fake,
      analytics: analytics.fake,
    });

    const result = await service.createAnalysis(
      request({ frontPhotoURL: front.reference, sidePhotoURL: side.reference }),
      VISITOR,
      ORIGIN,
    );

    expect(photos.claimed).toEqual([front.key, side.key]);
    expect(measurement.calls).toEqual([{ keys: { frontPhotoURL: front.key, sidePhotoURL: side.key }, heightCm: 168 }]);
    expect(result.analysisResults.measurements?.waist).toEqual({ valueCm: 74.5, source: 'photo' });
    expect(analytics.tracked[0][2]).toMatchObject({ withPhotos: true, photosMeasured: true });
  });

  it('says first in the notes why the photos could not be measured, and goes on with the stats', async () => {
    const photos = photoStore();
    const front = photos.upload(VISITOR);
    const side = photos.upload(VISITOR);
    const analytics = analyticsLog();
    const service = serviceWith({
      analyses: analysesTable().fake,
      users: people({ mayAdd: [PERSON] }),
      photos: photos.fake,
      photoMeasurement: measurer({ ok: false, reason: PHOTOS_UNREADABLE_NOTE }).fake,
      analytics: analytics.fake,
    });

    const result = await service.createAnalysis(
      request({ frontPhotoURL: front.reference, sidePhotoURL: side.reference }),
      VISITOR,
      ORIGIN,
    );

    expect(result.analysisResults.notes?.[0]).toBe(PHOTOS_UNREADABLE_NOTE);
    expect(result.analysisResults.measurements?.waist?.source).not.toBe('photo');
    expect(analytics.tracked[0][2]).toMatchObject({ withPhotos: true, photosMeasured: false });
  });

  it.each([
    ['PHOTO_NOT_UPLOADED', new PhotoNotUploadedError('sidePhotoURL')],
    ['PHOTO_TOO_LARGE', new PhotoTooLargeError()],
    ['UNSUPPORTED_PHOTO_TYPE', new UnsupportedPhotoTypeError()],
  ] as const)('answers the scan job\'s refusal %s as its API error and stores nothing', async (refused, error) => {
    const photos = photoStore();
    const front = photos.upload(VISITOR);
    const side = photos.upload(VISITOR);
    const table = analysesTable();
    const service = serviceWith({
      analyses: table.fake,
      users: people({ mayAdd: [PERSON] }),
      photos: photos.fake,
      photoMeasurement: measurer({ ok: false, refused, field: 'sidePhotoURL' }).fake,
    });

    await expect(
      service.createAnalysis(request({ frontPhotoURL: front.reference, sidePhotoURL: side.reference }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(error));
    expect(table.inserted).toEqual([]);
  });

  it('answers the 404 when the store refuses the visitor after measuring', async () => {
    const photos = photoStore();
    const front = photos.upload(VISITOR);
    const side = photos.upload(VISITOR);
    const service = serviceWith({
      analyses: analysesTable({ mayAdd: false }).fake,
      users: people({ mayAdd: [PERSON] }),
      photos: photos.fake,
      photoMeasurement: measurer({ ok: true, scan: SCAN }).fake,
    });

    await expect(
      service.createAnalysis(request({ frontPhotoURL: front.reference, sidePhotoURL: side.reference }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(userNotFound()));
  });

  it('claims and measures nobody’s photos for a person the visitor may not add to', async () => {
    const photos = photoStore();
    const front = photos.upload(VISITOR);
    const side = photos.upload(VISITOR);
    const measurement = measurer({ ok: true, scan: SCAN });
    const service = serviceWith({
      users: people({ mayAdd: [] }),
      photos: photos.fake,
      photoMeasurement: measurement.fake,
    });

    await expect(
      service.createAnalysis(request({ frontPhotoURL: front.reference, sidePhotoURL: side.reference }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(userNotFound()));
    expect(photos.claimed).toEqual([]);
    expect(measurement.calls).toEqual([]);
  });

  it('claims and measures no photos for implausible stats, and answers IMPLAUSIBLE_STATS', async () => {
    const photos = photoStore();
    const front = photos.upload(VISITOR);
    const side = photos.upload(VISITOR);
    const measurement = measurer({ ok: true, scan: SCAN });
    const service = serviceWith({ photos: photos.fake, photoMeasurement: measurement.fake });

    await expect(
      service.createAnalysis(
        request({
          userStats: stats({ height: '40' }) as CreateAnalysisDto['userStats'],
          frontPhotoURL: front.reference,
          sidePhotoURL: side.reference,
        }),
        VISITOR,
        ORIGIN,
      ),
    ).rejects.toMatchObject({ status: 400, code: IMPLAUSIBLE_STATS });
    expect(photos.claimed).toEqual([]);
    expect(measurement.calls).toEqual([]);
  });

  it("refuses another visitor's photo as an unknown reference, before any check of the person", async () => {
    const photos = photoStore();
    const theirs = photos.upload(STRANGER);
    const mine = photos.upload(VISITOR);
    // UsersService is left out: the photos are refused first.
    const service = serviceWith({ photos: photos.fake });

    await expect(
      service.createAnalysis(request({ frontPhotoURL: theirs.reference, sidePhotoURL: mine.reference }), VISITOR, ORIGIN),
    ).rejects.toMatchObject(answer(new UnknownPhotoReferenceError('frontPhotoURL')));
    expect(photos.claimed).toEqual([]);
  });
});

describe('AnalysisService reads (strict fakes, no database)', () => {
  /** Rows with whoever made them; a visitor sees only its own (the repository's visibility, kept by this fake). */
  function visibleRows(rows: FitnessAnalysisEntity[]) {
    const visible = (visitorId: string) => rows.filter((row) => row.visitorId === visitorId);
    return strictFake<AnalysisRepository>('AnalysisRepository', {
      findLatestVisible: (userId: string, visitorId: string) =>
        Promise.resolve(visible(visitorId).filter((row) => row.userId === userId).at(-1) ?? null),
      findVisibleById: (id: string, visitorId: string) =>
        Promise.resolve(visible(visitorId).find((row) => row.id === id) ?? null),
      listVisibleHistory: (userId: string, visitorId: string) =>
        Promise.resolve(visible(visitorId).filter((row) => row.userId === userId) as HistoryRow[]),
    });
  }

  it('shows the latest analysis the visitor may see, with no delivery email while no expert plan is bought', async () => {
    const older = storedAnalysis({ createdAt: new Date('2026-11-01T00:00:00.000Z') });
    const latest = storedAnalysis();
    // UsersService is left out: looking up the email before a purchase would fail this test.
    const service = serviceWith({ analyses: visibleRows([older, latest]) });

    const result = await service.getLatestForUser(PERSON, VISITOR);

    expect(result).toMatchObject({ id: latest.id, createdAt: '2026-11-20T09:30:00.000Z', aiGeneratedPlan: null });
    expect(result).not.toHaveProperty('expertPlanEmail');
  });

  it('adds where the expert plan goes once it is bought, and leaves it out when the person has no email', async () => {
    const bought = storedAnalysis({ hasExpertPlan: true });
    const service = serviceWith({ analyses: visibleRows([bought]), users: people({ emails: { [PERSON]: 'jo@example.test' } }) });
    await expect(service.getById(bought.id, VISITOR)).resolves.toMatchObject({ expertPlanEmail: 'jo@example.test' });

    const withoutEmail = serviceWith({ analyses: visibleRows([bought]), users: people({ emails: {} }) });
    await expect(withoutEmail.getById(bought.id, VISITOR)).resolves.not.toHaveProperty('expertPlanEmail');
  });

  it("answers ANALYSIS_NOT_FOUND for another visitor's analysis and for none, alike", async () => {
    const theirs = storedAnalysis({ visitorId: STRANGER });
    const service = serviceWith({ analyses: visibleRows([theirs]) });

    await expect(service.getLatestForUser(PERSON, VISITOR)).rejects.toMatchObject(answer(new AnalysisNotFoundError('userId')));
    await expect(service.getHistory(PERSON, VISITOR)).rejects.toMatchObject(answer(new AnalysisNotFoundError('userId')));
    await expect(service.getById(theirs.id, VISITOR)).rejects.toMatchObject(answer(new AnalysisNotFoundError('analysisId')));
    await expect(service.getById(randomUUID(), VISITOR)).rejects.toMatchObject(answer(new AnalysisNotFoundError('analysisId')));
  });

  it('answers ANALYSIS_NOT_FOUND without looking anything up for a caller with no visitor session', async () => {
    const row = storedAnalysis();
    // No repository method is given: a lookup without a visitor would fail this test.
    const service = serviceWith({});

    await expect(service.getLatestForUser(PERSON, undefined)).rejects.toMatchObject(answer(new AnalysisNotFoundError('userId')));
    await expect(service.getHistory(PERSON, undefined)).rejects.toMatchObject(answer(new AnalysisNotFoundError('userId')));
    await expect(service.getById(row.id, undefined)).rejects.toMatchObject(answer(new AnalysisNotFoundError('analysisId')));
    await expect(service.requireVisible(row.id, undefined)).rejects.toMatchObject(answer(new AnalysisNotFoundError('analysisId')));
  });

  it("lists the visitor's analyses of the person oldest first, leaving out other visitors'", async () => {
    const first = storedAnalysis({ userStats: stats({ weight: '66' }), createdAt: new Date('2026-10-01T00:00:00.000Z') });
    const second = storedAnalysis({ userStats: stats({ weight: '64' }) });
    const theirs = storedAnalysis({ visitorId: STRANGER });
    const service = serviceWith({ analyses: visibleRows([first, theirs, second]) });

    const history = await service.getHistory(PERSON, VISITOR);

    expect(history.entries.map((entry) => [entry.analysisId, entry.weightKg])).toEqual([
      [first.id, 66],
      [second.id, 64],
    ]);
  });

  it('tells other modules only whose analysis it is and what was bought', async () => {
    const row = storedAnalysis({ hasAiPlan: true });
    const service = serviceWith({ analyses: visibleRows([row]) });

    await expect(service.requireVisible(row.id, VISITOR)).resolves.toEqual({
      id: row.id,
      userId: PERSON,
      hasExpertPlan: false,
      hasAiPlan: true,
    });
  });

  it('gives a plan job the saved plan only once the AI plan is bought, and null for a deleted analysis', async () => {
    const unpaid = storedAnalysis({ aiGeneratedPlan: { left: 'over' } });
    const service = serviceWith({
      analyses: strictFake<AnalysisRepository>('AnalysisRepository', {
        findById: (id: string) => Promise.resolve(id === unpaid.id ? unpaid : null),
      }),
    });

    await expect(service.forPlanJob(unpaid.id)).resolves.toMatchObject({ userId: PERSON, aiPlan: null });
    await expect(service.forPlanJob(randomUUID())).resolves.toBeNull();
  });
});
