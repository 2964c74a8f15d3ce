import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  COACHING_SESSION_STATUSES,
  COMING_SOON_TYPES,
  type ComingSoonType,
  EMAIL_MAX_LENGTH,
  TIME_ZONE_MAX_LENGTH,
} from '@fitness/contracts';
import {
  IsEmail,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { IsOneOf, Trim } from '../../../common/validation/field-decorators';
import { SchemaRule } from '../../../common/openapi/schema-rule.decorator';
import { canonicalTimeZone } from '../time-zone';

const NAME_MAX_LENGTH = 100;

const BOOKING_FIELDS = ['userEmail', 'userName', 'scheduledAt', 'trainerName', 'trainerId'] as const;

/** A time zone `Intl` accepts (an IANA name such as Europe/Berlin), with a reason that names the field. */
function IsTimeZone(field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTimeZone',
      validator: { validate: (value: unknown) => typeof value === 'string' && canonicalTimeZone(value) !== null },
    },
    { message: `${field} must be an IANA time zone such as Europe/Berlin` },
  );
}

/** A coaching booking names who, when and with whom; a coming-soon view names none of these. */
export function isBooking(body: TrackInterestDto): boolean {
  return BOOKING_FIELDS.some((field) => body[field] !== undefined);
}

/**
 * POST /api/track-interest (spec §3 "Coaching interest record", §7): a coming-soon page's view (type, analysisId,
 * timestamp) or a coaching booking (type 'coaching' with trainer, person, time and message). The class names here
 * are the OpenAPI schema names (contract), so they keep the URL's word "interest".
 */
@SchemaRule({
  anyOf: [
    { description: 'A coming-soon report', not: { anyOf: BOOKING_FIELDS.map((field) => ({ required: [field] })) } },
    {
      description: 'A coaching booking',
      properties: { type: { enum: ['coaching'] } },
      required: ['userEmail', 'userName', 'scheduledAt'],
      anyOf: [{ required: ['trainerName'] }, { required: ['trainerId'] }],
    },
  ],
})
export class TrackInterestDto {
  @ApiProperty({ enum: COMING_SOON_TYPES })
  @IsOneOf('type', COMING_SOON_TYPES)
  type!: ComingSoonType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Coming-soon report: the analysis the visitor came from' })
  @IsOptional()
  @IsUUID('all', { message: 'analysisId must be a UUID' })
  analysisId?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the browser sent it (informational)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'timestamp must be an ISO 8601 date-time' })
  timestamp?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Booking: the trainer (the form holds it; the name is enough)' })
  @IsOptional()
  @IsUUID('all', { message: 'trainerId must be a UUID' })
  trainerId?: string;

  @ApiPropertyOptional({ maxLength: NAME_MAX_LENGTH, description: 'Booking: the trainer’s name' })
  @ValidateIf(
    (body: TrackInterestDto) => isBooking(body) && (body.trainerId === undefined || body.trainerName !== undefined),
  )
  @Trim()
  @IsString({ message: 'trainerName must be text' })
  @IsNotEmpty({ message: 'trainerName is required for a booking' })
  @MaxLength(NAME_MAX_LENGTH)
  trainerName?: string;

  @ApiPropertyOptional({ maxLength: EMAIL_MAX_LENGTH, description: 'Booking: the visitor’s email (required)' })
  @ValidateIf((body: TrackInterestDto) => isBooking(body))
  @Trim()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(EMAIL_MAX_LENGTH)
  userEmail?: string;

  @ApiPropertyOptional({ maxLength: NAME_MAX_LENGTH, description: 'Booking: the visitor’s full name (required)' })
  @ValidateIf((body: TrackInterestDto) => isBooking(body))
  @Trim()
  @IsString({ message: 'userName must be text' })
  @IsNotEmpty({ message: 'userName is required for a booking' })
  @MaxLength(NAME_MAX_LENGTH)
  userName?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'Booking: the preferred time, from now to 90 days ahead (required)',
  })
  @ValidateIf((body: TrackInterestDto) => isBooking(body))
  @IsISO8601({ strict: true }, { message: 'scheduledAt must be an ISO 8601 date-time' })
  scheduledAt?: string;

  @ApiPropertyOptional({
    maxLength: TIME_ZONE_MAX_LENGTH,
    example: 'Europe/Berlin',
    description:
      'Booking: the visitor’s IANA time zone (the browser’s `Intl.DateTimeFormat().resolvedOptions().timeZone`); emails show the session in it with UTC beside. Absent: UTC only',
  })
  @IsOptional()
  @IsString({ message: 'timeZone must be text' })
  @MaxLength(TIME_ZONE_MAX_LENGTH, { message: `timeZone must be at most ${TIME_ZONE_MAX_LENGTH} characters` })
  @IsTimeZone('timeZone')
  timeZone?: string;

  @ApiPropertyOptional({
    maxLength: BOOKING_MESSAGE_MAX_LENGTH,
    description: 'Booking: an optional message to the trainer',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'message must be text' })
  @MaxLength(BOOKING_MESSAGE_MAX_LENGTH, {
    message: `message must be at most ${BOOKING_MESSAGE_MAX_LENGTH} characters`,
  })
  message?: string;
}

export class BookingDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: COACHING_SESSION_STATUSES })
  status!: string;

  @ApiProperty()
  trainerName!: string;

  @ApiProperty({ format: 'date-time' })
  scheduledAt!: string;

  @ApiProperty({ type: 'integer', description: 'Dollars for the hour, the trainer’s rate; paid after the session' })
  sessionCost!: number;
}

export class InterestTrackedDto {
  @ApiProperty({ enum: [true] })
  recorded!: true;

  @ApiPropertyOptional({ type: BookingDto, description: 'Present when the report was a coaching booking' })
  booking?: BookingDto;
}
