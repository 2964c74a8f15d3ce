import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../database/unique-violation';
import { FileStoragePort } from '../../infra/storage/file-storage.port';
import { personFilesPrefix } from '../../infra/storage/person-files';
import { InterestService } from '../interest/interest.service';
import { userNotFound } from './users.errors';
import { UsersRepository } from './users.repository';
import { VisitorAccessRepository } from './visitor-access.repository';
import type { UserEntity } from './user.entity';
import type { VisitorAccess } from './visitor-user.entity';
import { PersonDataRegistry } from './person-data';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly visitorAccess: VisitorAccessRepository,
    private readonly interest: InterestService,
    private readonly storage: FileStoragePort,
    private readonly personData: PersonDataRegistry,
  ) {}

  /**
   * The user with this email (any letter case), created when new. Naming an email proves nothing, so whether the
   * visitor created the user or named one that existed, it becomes a claimant: it may add analyses of its own and sees
   * what it made, and the rest of the person only once it opens an emailed link (grantOwnership). A username given
   * later fills an empty one but never overwrites a stored name.
   */
  async ensureUser(email: string, visitorId: string, username?: string): Promise<string> {
    const existing = await this.users.findByEmail(email);
    if (existing !== null) {
      await this.visitorAccess.grant(visitorId, existing.id, 'claimant');
      if (username !== undefined && existing.username === null) await this.users.setUsername(existing.id, username);
      return existing.id;
    }
    try {
      return await this.users.insertClaimedBy({ email, username }, visitorId);
    } catch (error) {
      // Two first requests for one email raced: the other one created it.
      if (isUniqueViolation(error)) {
        const winner = await this.users.findByEmail(email);
        if (winner !== null) {
          await this.visitorAccess.grant(visitorId, winner.id, 'claimant');
          return winner.id;
        }
      }
      throw error;
    }
  }

  /** What this visitor may do with the user's data; null for no access, an unknown user or no session alike. */
  async accessOf(visitorId: string | undefined, userId: string): Promise<VisitorAccess | null> {
    if (visitorId === undefined) return null;
    return this.visitorAccess.accessOf(visitorId, userId);
  }

  /** Throws USER_NOT_FOUND (404) unless this visitor created or named the user (the same 404 as an unknown id). */
  async assertMayAddAnalysis(visitorId: string | undefined, userId: string): Promise<void> {
    if ((await this.accessOf(visitorId, userId)) === null) throw userNotFound();
  }

  /** Makes the visitor an owner of the user's data: an emailed link was opened in its browser, proving the email. */
  async grantOwnership(visitorId: string, userId: string): Promise<void> {
    await this.visitorAccess.grant(visitorId, userId, 'owner');
  }

  async findEmail(userId: string): Promise<string | null> {
    return (await this.users.findById(userId))?.email ?? null;
  }

  async findUsername(userId: string): Promise<string | null> {
    return (await this.users.findById(userId))?.username ?? null;
  }

  async findIdByEmail(email: string): Promise<string | null> {
    return (await this.users.findByEmail(email))?.id ?? null;
  }

  /** The person's own row as held (id, email, name, when created), for downloading their data; null when unknown. */
  async findPerson(userId: string): Promise<Pick<UserEntity, 'id' | 'email' | 'username' | 'createdAt'> | null> {
    const user = await this.users.findById(userId);
    return user === null ? null : { id: user.id, email: user.email, username: user.username, createdAt: user.createdAt };
  }

  /**
   * "Delete my data". An owner (the email proven) deletes everything the product holds about the person: stored files
   * (plan PDFs), analyses, questionnaires, payments, bookings, analytics, access grants and links cascade from the
   * user row; interest registrations are kept by email. A claimant deletes what it made itself and nothing of anyone
   * else's (the person goes too when nothing else remains), and is answered the same, so the answer never tells
   * whether an email was known. A visitor with no access gets the 404 of an unknown id. Idempotent: a failure half
   * way can be retried.
   */
  async deletePerson(visitorId: string | undefined, userId: string): Promise<void> {
    const access = await this.accessOf(visitorId, userId);
    if (access === null || visitorId === undefined) throw userNotFound();
    if (access === 'claimant') {
      // Files first: if deleting one fails, the rows that find them are still there and a retry finishes the job.
      const { holders } = this.personData;
      const files = await Promise.all(holders.map((holder) => holder.storedFilesMadeBy?.(userId, visitorId) ?? []));
      await Promise.all(files.flat().map((key) => this.storage.delete(key)));
      if (await this.users.deleteMadeBy(userId, visitorId, holders)) await this.deleteFilesOf(userId);
      return;
    }
    const email = await this.findEmail(userId);
    if (email === null) throw userNotFound();
    await this.deleteFilesOf(userId);
    await this.interest.forgetEmail(email);
    await this.users.delete(userId);
  }

  private async deleteFilesOf(userId: string): Promise<void> {
    const files = await this.storage.list(personFilesPrefix(userId));
    await Promise.all(files.map((file) => this.storage.delete(file.key)));
  }
}
