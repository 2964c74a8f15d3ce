import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * What a visitor may do with a person's data. `owner`: the visitor created the user, or opened an emailed link
 * (sees everything of that person). `claimant`: the visitor typed an email that already existed (may add analyses of
 * its own, sees nothing else).
 */
export type VisitorAccess = 'owner' | 'claimant';

@Entity({ name: 'visitor_users' })
export class VisitorUserEntity {
  @PrimaryColumn({ type: 'uuid' })
  visitorId!: string;

  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  access!: VisitorAccess;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
