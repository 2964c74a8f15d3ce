import { ApiProperty } from '@nestjs/swagger';
import { trainerAvatarPath } from '../seed-trainers';
import type { TrainerEntity } from '../trainer.entity';

/** A trainer as the coaching page lists it (spec §3 "Trainer (list call)"). */
export class TrainerDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Maya Okafor' })
  name!: string;

  @ApiProperty({
    description: 'Image URL on this server (root-relative unless PUBLIC_BASE_URL is set)',
    example: '/api/trainers/6f1c2a3e-0b57-4c1e-9a31-1d2f0c7a5e01/avatar.svg',
  })
  avatar!: string;

  @ApiProperty({ example: 'NASM-CPT, Precision Nutrition Level 1' })
  certifications!: string;

  @ApiProperty({ description: 'Whole number of stars, 0-5', minimum: 0, maximum: 5, type: 'integer', example: 5 })
  rating!: number;

  @ApiProperty({ example: 'Fat Loss & Nutrition' })
  specialization!: string;

  @ApiProperty({ description: 'Years of experience', type: 'integer', example: 8 })
  experience!: number;

  @ApiProperty({ description: 'Dollars per hour', type: 'integer', example: 100 })
  hourlyRate!: number;
}

function publicUrl(pathOrUrl: string, publicBaseUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicBaseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function toTrainerDto(trainer: TrainerEntity, publicBaseUrl: string): TrainerDto {
  return {
    id: trainer.id,
    name: trainer.name,
    avatar: publicUrl(trainer.avatar ?? trainerAvatarPath(trainer.id), publicBaseUrl),
    certifications: trainer.certifications,
    rating: Math.max(0, Math.min(5, Math.round(trainer.rating))),
    specialization: trainer.specialization,
    experience: trainer.experience,
    hourlyRate: trainer.hourlyRate,
  };
}
