import { Injectable } from '@nestjs/common';
import { INTEREST_PLAN_TYPE_DEFAULT, INTEREST_TEXTS } from '@fitness/contracts';
import type { RequestOrigin } from '../../common/http/request-origin';
import { AnalyticsService } from '../analytics/analytics.service';
import type { InterestRegisteredDto, RegisterInterestDto } from './dto/register-interest.dto';
import type { InterestRegistrationEntity } from './interest-registration.entity';
import { InterestRepository } from './interest.repository';

@Injectable()
export class InterestService {
  constructor(
    private readonly registrations: InterestRepository,
    private readonly analytics: AnalyticsService,
  ) {}

  /** Kept once per email and plan type: registering again answers the same success and stores nothing new. */
  async register(request: RegisterInterestDto, origin: RequestOrigin): Promise<InterestRegisteredDto> {
    const planType = request.planType ?? INTEREST_PLAN_TYPE_DEFAULT;
    const created = await this.registrations.insertOnce({
      email: request.email,
      planType,
      ...(request.name ? { name: request.name } : {}),
    });
    // Keyed by email, not a person: no user id is looked up for it.
    if (created) this.analytics.track(null, 'interest_registered', { planType }, origin);
    return { message: INTEREST_TEXTS.serverMessage };
  }

  /** Deletes every interest registration of this email (any letter case): part of deleting a person's data. */
  async forgetEmail(email: string): Promise<void> {
    await this.registrations.deleteByEmail(email);
  }

  /** Every interest registration of this email (any letter case): part of downloading a person's data. */
  registrationsOf(email: string): Promise<InterestRegistrationEntity[]> {
    return this.registrations.listByEmail(email);
  }
}
