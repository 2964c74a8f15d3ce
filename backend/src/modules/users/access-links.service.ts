import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { ACCESS_LINK_EMAIL, ACCESS_LINK_LIFETIME_MINUTES } from '@fitness/contracts';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { EmailPort } from '../../infra/email/email.port';
import { QueuePort } from '../../infra/queue/queue.port';
import { JobName } from '../../jobs/job-names';
import { AccessLinksRepository } from './access-links.repository';
import { accessLinkExpired } from './users.errors';
import { UsersService } from './users.service';

const LINK_LIFETIME_MS = ACCESS_LINK_LIFETIME_MINUTES * 60 * 1000;

/** At most this many links per person per window, however many addresses ask: no mailbox flooding. */
const MAX_LINKS_PER_WINDOW = 3;
const LINK_WINDOW_MS = 15 * 60 * 1000;

/** 256 random bits: unguessable, so only the mailbox's owner can open the results. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class AccessLinksService {
  private readonly logger = new Logger(AccessLinksService.name);

  constructor(
    private readonly links: AccessLinksRepository,
    private readonly users: UsersService,
    private readonly queue: QueuePort,
    private readonly email: EmailPort,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * Hands the request to a job and returns at once: the caller learns nothing about whether the email is known,
   * neither from the answer nor from its timing (the lookup happens in the job).
   */
  async requestLink(email: string): Promise<void> {
    await this.queue.enqueue(JobName.SendAccessLink, { email });
  }

  /** The job: emails a fresh single-use link when the email belongs to a user; otherwise does nothing. */
  async sendLink(email: string): Promise<void> {
    const userId = await this.users.findIdByEmail(email);
    if (userId === null) return;
    const now = this.clock.now();
    const token = newToken();
    const stored = await this.links.insertWithinLimit(
      { userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) },
      new Date(now.getTime() - LINK_WINDOW_MS),
      MAX_LINKS_PER_WINDOW,
    );
    if (!stored) {
      this.logger.warn({ userId }, 'Not sending another results link: too many asked for recently');
      return;
    }
    const link = `${this.config.absoluteBaseUrl}/analysis/${userId}?access=${token}`;
    await this.email.send({ to: email, subject: ACCESS_LINK_EMAIL.subject, text: ACCESS_LINK_EMAIL.text(link) });
  }

  /**
   * A single-use link the product emails on its own (a paid plan is ready): opening it in any browser makes that
   * browser an owner of the person, then shows `page` (a path of the site; `access=` is added). Valid for
   * `lifetimeMs`, longer than an asked-for link: it arrives unasked, and may be read days later.
   */
  async issueLink(userId: string, page: string, lifetimeMs: number): Promise<string> {
    const token = newToken();
    await this.links.insert({ userId, tokenHash: hashToken(token), expiresAt: new Date(this.clock.now().getTime() + lifetimeMs) });
    const separator = page.includes('?') ? '&' : '?';
    return `${this.config.absoluteBaseUrl}${page}${separator}access=${token}`;
  }

  /** Uses the link up and makes this visitor an owner of the person's data; 410 when unknown, used or expired. */
  async redeem(token: string, visitorId: string): Promise<string> {
    const userId = await this.links.redeem(hashToken(token), this.clock.now());
    if (userId === null) throw accessLinkExpired();
    await this.users.grantOwnership(visitorId, userId);
    return userId;
  }
}
