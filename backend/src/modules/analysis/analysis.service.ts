import { Injectable } from '@nestjs/common';
import type { AiPlan, PhotoScan } from '@fitness/contracts';
import { analyze, type CoachContext, type EngineResult, isEngineInputError, validateStats } from '@fitness/engine';
import { FieldRuleError } from '../../common/errors/api-error';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalyticsService } from '../analytics/analytics.service';
import { userNotFound } from '../users/users.errors';
import { UsersService } from '../users/users.service';
import { AnalysisNotFoundError } from './analysis.errors';
import { analysisHistory } from './analysis-history';
import { AnalysisRepository } from './analysis.repository';
import type { AnalysisHistoryDto } from './dto/analysis-history.dto';
import type { FitnessAnalysisEntity } from './fitness-analysis.entity';
import { type AnalysisDto, toAnalysisDto } from './dto/analysis.dto';
import type { CreateAnalysisDto } from './dto/create-analysis.dto';
import { PhotoMeasurementService } from './photo-measurement.service';
import { type AnalysisPhotoKeys, namesPhotos, photoRefusalError, PhotosService } from './photos.service';

/** What other modules learn about an analysis they act on. */
export interface VisibleAnalysis {
  id: string;
  userId: string;
  hasExpertPlan: boolean;
  hasAiPlan: boolean;
}

/** The 400 code for stats that pass each field's checks but no human body has (see asValidationError). */
export const IMPLAUSIBLE_STATS = 'IMPLAUSIBLE_STATS';

@Injectable()
export class AnalysisService {
  constructor(
    private readonly analyses: AnalysisRepository,
    private readonly users: UsersService,
    private readonly photos: PhotosService,
    private readonly photoMeasurement: PhotoMeasurementService,
    private readonly analytics: AnalyticsService,
  ) {}

  /**
   * Runs and stores an analysis, measuring the photos when both are given. The stored row keeps no reference to
   * them: PhotosService deletes them once this request is answered, whatever the answer ("never stored").
   */
  async createAnalysis(request: CreateAnalysisDto, visitorId: string, origin: RequestOrigin): Promise<AnalysisDto> {
    const photoKeys = namesPhotos(request) ? await this.photos.keysOf(request, visitorId) : undefined;
    const photos = photoKeys === undefined ? undefined : await this.measurePhotos(request, visitorId, photoKeys);
    const results = this.runEngine(request, photos?.scan);
    if (photos?.unmeasuredReason !== undefined) results.notes.unshift(photos.unmeasuredReason);

    const analysis = await this.analyses.insertIfMayAdd({
      userId: request.userId,
      visitorId,
      userStats: { ...request.userStats },
      analysisResults: results,
    });
    // The same 404 as an unknown user (UsersService.assertMayAddAnalysis), and nothing was stored.
    if (analysis === null) throw userNotFound();
    this.analytics.track(
      request.userId,
      'analysis_completed',
      {
        analysisId: analysis.id,
        withPhotos: photoKeys !== undefined,
        photosMeasured: photos?.scan !== undefined,
        engineVersion: results.provenance.engineVersion,
      },
      origin,
    );
    return toAnalysisDto(analysis);
  }

  /** The user's latest analysis this visitor may see; 404 alike for an unknown user, none yet, or not this visitor's. */
  async getLatestForUser(userId: string, visitorId: string | undefined): Promise<AnalysisDto> {
    const analysis = visitorId === undefined ? null : await this.analyses.findLatestVisible(userId, visitorId);
    if (analysis === null) throw new AnalysisNotFoundError('userId');
    return this.withDelivery(analysis);
  }

  /**
   * Every analysis of the user this visitor may see, oldest first, with whether the latest change is real; the same
   * 404 as an unknown user when there is none it may see.
   */
  async getHistory(userId: string, visitorId: string | undefined): Promise<AnalysisHistoryDto> {
    const rows = visitorId === undefined ? [] : await this.analyses.listVisibleHistory(userId, visitorId);
    if (rows.length === 0) throw new AnalysisNotFoundError('userId');
    return analysisHistory(rows);
  }

  /** The ids of the analyses this visitor made under the person, for the modules that keep data per analysis. */
  analysisIdsMadeBy(userId: string, visitorId: string): Promise<string[]> {
    return this.analyses.idsMadeBy(userId, visitorId);
  }

  async getById(analysisId: string, visitorId: string | undefined): Promise<AnalysisDto> {
    return this.withDelivery(await this.visibleAnalysis(analysisId, visitorId));
  }

  /** The answer for the owner, with where the bought expert plan goes (looked up only once it is bought). */
  private async withDelivery(analysis: FitnessAnalysisEntity): Promise<AnalysisDto> {
    if (!analysis.hasExpertPlan) return toAnalysisDto(analysis);
    return toAnalysisDto(analysis, (await this.users.findEmail(analysis.userId)) ?? undefined);
  }

  /**
   * Whose analysis this is, when the visitor may see it; otherwise the 404 of an unknown id. For the modules that
   * act on one analysis (payments, plans): the check every per-analysis call starts with.
   */
  async requireVisible(analysisId: string, visitorId: string | undefined): Promise<VisibleAnalysis> {
    const analysis = await this.visibleAnalysis(analysisId, visitorId);
    return {
      id: analysis.id,
      userId: analysis.userId,
      hasExpertPlan: analysis.hasExpertPlan,
      hasAiPlan: analysis.hasAiPlan,
    };
  }

  /** Records the expert plan as bought; only fulfilment calls this, for a payment the provider confirmed. */
  async markExpertPlanPurchased(analysisId: string): Promise<void> {
    await this.analyses.markExpertPlanPurchased(analysisId);
  }

  /**
   * The analysis a paid plan job works from, without a visitor check: jobs run for a visitor that was checked when
   * the job was asked for. Null when it was deleted since.
   */
  async forPlanJob(analysisId: string): Promise<(CoachContext & { userId: string; aiPlan: AiPlan | null }) | null> {
    const analysis = await this.analyses.findById(analysisId);
    if (analysis === null) return null;
    return {
      userId: analysis.userId,
      stats: analysis.userStats,
      results: analysis.analysisResults,
      aiPlan: analysis.hasAiPlan ? (analysis.aiGeneratedPlan as unknown as AiPlan | null) : null,
    };
  }

  /** Saves the 12-week plan and sets hasAiPlan; only the plan job calls this, after the payment was verified. */
  async saveAiPlan(analysisId: string, plan: AiPlan): Promise<void> {
    await this.analyses.saveAiPlan(analysisId, plan);
  }

  /** What the training expert and the weekly plans know about this analysis, read from our own database. */
  async coachContext(analysisId: string, visitorId: string | undefined): Promise<CoachContext & { userId: string }> {
    const analysis = await this.visibleAnalysis(analysisId, visitorId);
    return { userId: analysis.userId, stats: analysis.userStats, results: analysis.analysisResults };
  }

  /**
   * The analysis, when this visitor may see it; otherwise the same 404 as for an unknown id. Every call that reads
   * or acts on one analysis goes through here.
   */
  private async visibleAnalysis(analysisId: string, visitorId: string | undefined): Promise<FitnessAnalysisEntity> {
    const analysis = visitorId === undefined ? null : await this.analyses.findVisibleById(analysisId, visitorId);
    if (analysis === null) throw new AnalysisNotFoundError('analysisId');
    return analysis;
  }

  private validStats(request: CreateAnalysisDto) {
    try {
      return validateStats(request.userStats);
    } catch (error) {
      throw this.asValidationError(error);
    }
  }

  /**
   * Photos are measured only for stats the engine accepts and for a visitor that may add to this person, both
   * checked first, so nobody's photos are measured for a request that will be refused. Without photos the engine's
   * own check of the stats and the insert's check of the visitor are the only ones.
   */
  private async measurePhotos(
    request: CreateAnalysisDto,
    visitorId: string,
    keys: AnalysisPhotoKeys,
  ): Promise<{ scan?: PhotoScan; unmeasuredReason?: string }> {
    const { heightCm } = this.validStats(request);
    await this.users.assertMayAddAnalysis(visitorId, request.userId);
    await this.photos.claimForAnalysis(keys);
    const measurement = await this.photoMeasurement.measure(keys, heightCm);
    if (measurement.ok) return { scan: measurement.scan };
    if ('refused' in measurement) throw photoRefusalError(measurement.refused, measurement.field);
    return { unmeasuredReason: measurement.reason };
  }

  private runEngine(request: CreateAnalysisDto, photoScan: PhotoScan | undefined): EngineResult {
    try {
      return analyze({ stats: request.userStats, photoScan });
    } catch (error) {
      throw this.asValidationError(error);
    }
  }

  /**
   * The engine refuses what each field's own rules let through: a readable height outside human ranges, a BMI or
   * waist no body has. A 400 IMPLAUSIBLE_STATS, keyed like the validation pipe's details (`userStats.height`).
   */
  private asValidationError(error: unknown): unknown {
    if (!isEngineInputError(error)) return error;
    const details: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.toDetails())) details[`userStats.${field}`] = messages;
    return new FieldRuleError(
      IMPLAUSIBLE_STATS,
      'These stats do not describe a human body: check the values and units',
      details,
    );
  }

  /**
   * The user's analyses as the results page reads them, oldest first, for "download my data": all of them, or with
   * `madeBy` only those that visitor made. The caller has decided the visitor's access (UsersService.accessOf).
   */
  async listForExport(userId: string, madeBy: string | null): Promise<AnalysisDto[]> {
    return (await this.analyses.listOfPerson(userId, madeBy)).map((analysis) => toAnalysisDto(analysis));
  }
}
