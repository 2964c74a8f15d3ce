import { Body, Controller, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, Max, Min, ValidateNested } from 'class-validator';
import request from 'supertest';
import type { ApiErrorBody } from '@fitness/contracts';
import { createValidationPipe } from '../../src/bootstrap/validation-pipe';
import { ApiExceptionFilter } from '../../src/common/errors/api-exception.filter';
import { jsonBodyMiddleware } from '../../src/common/http/json-body.middleware';
import { requestIdMiddleware } from '../../src/common/http/request-id.middleware';

// No endpoint with a JSON body exists yet, so this drives the global pipe and filter (the same pieces createApp
// installs) through a small analysis-shaped DTO. Replace with a real endpoint once POST /api/analysis exists.

class StatsDto {
  @IsInt()
  @Min(16)
  @Max(100)
  age!: number;

  @IsIn(['male', 'female', 'other'])
  gender!: string;
}

class SubmitDto {
  @IsEmail()
  email!: string;

  @ValidateNested()
  @Type(() => StatsDto)
  userStats!: StatsDto;
}

@Controller('probe')
class ProbeController {
  @Post()
  submit(@Body() body: SubmitDto): { age: number; ageType: string } {
    return { age: body.userStats.age, ageType: typeof body.userStats.age };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('global validation pipe and error filter', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await NestFactory.create(ProbeModule, { logger: false, bodyParser: false });
    app.use(requestIdMiddleware);
    app.use(jsonBodyMiddleware('1mb'));
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 400 VALIDATION_FAILED with a reason per nested field path', async () => {
    const response = await request(app.getHttpServer())
      .post('/probe')
      .send({ email: 'not-an-email', userStats: { age: 12, gender: 'robot' } })
      .expect(400);
    const body = response.body as ApiErrorBody;
    expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', requestId: response.headers['x-request-id'] });
    expect(Object.keys(body.details ?? {}).sort()).toEqual(['email', 'userStats.age', 'userStats.gender']);
    expect(body.details?.['userStats.age']).toEqual(['age must not be less than 16']);
  });

  it('rejects fields the DTO does not declare, naming them', async () => {
    const response = await request(app.getHttpServer())
      .post('/probe')
      .send({ email: 'a@example.test', userStats: { age: 30, gender: 'female', isAdmin: true } })
      .expect(400);
    expect((response.body as ApiErrorBody).details).toEqual({ 'userStats.isAdmin': ['property isAdmin should not exist'] });
  });

  it('passes valid input through as typed values', async () => {
    const response = await request(app.getHttpServer())
      .post('/probe')
      .send({ email: 'a@example.test', userStats: { age: 30, gender: 'female' } })
      .expect(201);
    expect(response.body).toEqual({ age: 30, ageType: 'number' });
  });
});
