import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A coach visitors can book (spec §3 trainers). Rating is whole stars; hourly rate is whole dollars. */
@Entity({ name: 'trainers' })
export class TrainerEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  /** Image address; seeded trainers point at the avatar this server draws. */
  @Column({ type: 'text', nullable: true })
  avatar!: string | null;

  /** Comma-separated credentials as shown on the card, e.g. "NASM-CPT, Precision Nutrition L1". */
  @Column({ type: 'text' })
  certifications!: string;

  /** Years of coaching experience. */
  @Column({ type: 'integer' })
  experience!: number;

  @Column({ type: 'text' })
  specialization!: string;

  @Column({ type: 'integer', default: 5 })
  rating!: number;

  @Column({ type: 'integer', default: 100 })
  hourlyRate!: number;
}
