import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Someone asking to hear about a future plan (spec §3 interest_registrations). */
@Entity({ name: 'interest_registrations' })
export class InterestRegistrationEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  @Column({ type: 'text' })
  planType!: string;

  @Column({ type: 'text', default: 'analysis_page' })
  source!: string;

  @Column({ type: 'boolean', default: false })
  notified!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
