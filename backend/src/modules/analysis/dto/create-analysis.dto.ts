import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { UserStatsDto } from './user-stats.dto';

/** An upload address without its query string; longer ones are not ours. */
const PHOTO_REFERENCE_MAX_LENGTH = 2048;

/** POST /api/analysis (spec §7). Photos count only when both are given. */
export class CreateAnalysisDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;

  @ApiProperty({ type: UserStatsDto })
  @IsDefined({ message: 'userStats is required' })
  @IsObject({ message: 'userStats must be an object' })
  @ValidateNested()
  @Type(() => UserStatsDto)
  userStats!: UserStatsDto;

  @ApiPropertyOptional({ description: 'The front photo: its uploadURL without the query string' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PHOTO_REFERENCE_MAX_LENGTH)
  frontPhotoURL?: string;

  @ApiPropertyOptional({ description: 'The side photo: its uploadURL without the query string' })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(PHOTO_REFERENCE_MAX_LENGTH)
  sidePhotoURL?: string;
}
