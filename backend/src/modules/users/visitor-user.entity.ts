import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * What a visitor may do with a person's data. `owner`: the visitor proved the email by opening an emailed link in
 * this browser (sees everything of that person, may delete it). `claimant`: the visitor typed the email, creating the
 * user or naming one that existed (may add analyses of its own, sees only what it made itself). Typing an email
 * proves nothing, so the first to type one gains nothing over the next.
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
