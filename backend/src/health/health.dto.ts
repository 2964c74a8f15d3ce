import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';
}

export class DatabaseStatusDto {
  @ApiProperty({ enum: ['postgres', 'pglite'] })
  name!: 'postgres' | 'pglite';

  @ApiProperty()
  ok!: boolean;
}

export class QueueStatusDto {
  @ApiProperty({ enum: ['bullmq', 'in-process'] })
  name!: 'bullmq' | 'in-process';

  @ApiProperty()
  ok!: boolean;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready'] })
  status!: 'ready' | 'not_ready';

  @ApiProperty({ type: DatabaseStatusDto })
  database!: DatabaseStatusDto;

  @ApiProperty({ type: QueueStatusDto })
  queue!: QueueStatusDto;
}
