import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * A module that keeps rows of a person. "Delete my data" by a claimant deletes what that visitor made, in each module
 * that holds some, through that module's own code: the users module never names another module's tables.
 */
export interface PersonDataHolder {
  /** Deletes, in the deletion's transaction, the rows the visitor made under the person. */
  deleteMadeBy(manager: EntityManager, userId: string, visitorId: string): Promise<void>;
  /**
   * An SQL condition, true while this module holds any row of the person whose id is the expression `person`: the
   * person row is deleted in the same statement that checks them all, so nothing added meanwhile is lost with it.
   */
  holdsAnyOfPersonSql(person: string): string;
  /** The stored files (keys) the visitor's rows name, deleted before the rows so a failure can be retried. */
  storedFilesMadeBy?(userId: string, visitorId: string): Promise<string[]>;
}

/** The modules that hold person data; each registers itself when it starts (see their module classes). */
@Injectable()
export class PersonDataRegistry {
  private readonly registered: PersonDataHolder[] = [];

  register(holder: PersonDataHolder): void {
    this.registered.push(holder);
  }

  get holders(): readonly PersonDataHolder[] {
    return this.registered;
  }
}
