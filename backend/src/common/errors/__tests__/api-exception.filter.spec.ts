import { type ArgumentsHost, BadRequestException, InternalServerErrorException, Logger, NotFoundException } from '@nestjs/common';
import { validateSync, IsInt, Min, ValidateNested, IsIn } from 'class-validator';
import { plainToInstance, Type } from 'class-transformer';
import { ApiError, RequestValidationError } from '../api-error';
import { ApiExceptionFilter } from '../api-exception.filter';
import { DEPENDENCY_OUTAGE_MESSAGE } from '../dependency-outage';
import { GENERIC_INTERNAL_MESSAGE, toApiErrorBody } from '../error-body';
import { flattenValidationErrors } from '../validation-details';

class StatsInput {
  @IsInt()
  @Min(16)
  age!: number;

  @IsIn(['male', 'female', 'other'])
  gender!: string;
}

class AnalysisInput {
  @ValidateNested()
  @Type(() => StatsInput)
  userStats!: StatsInput;
}

function fakeHost(requestId: string | undefined): {
  host: ArgumentsHost;
  sent: () => { status: number | undefined; body: unknown };
} {
  let status: number | undefined;
  let body: unknown;
  const response = {
    headersSent: false,
    setHeader: () => undefined,
    hasHeader: () => false,
    status(code: number) {
      status = code;
      return this;
    },
    json(payload: unknown) {
      body = payload;
      return this;
    },
  };
  const request = { id: requestId, method: 'POST', originalUrl: '/api/analysis' };
  const host = { switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }) } as unknown as ArgumentsHost;
  return { host, sent: () => ({ status, body }) };
}

describe('flattenValidationErrors', () => {
  it('keys nested failures by dotted path', () => {
    const input = plainToInstance(AnalysisInput, { userStats: { age: 12, gender: 'robot' } });
    const details = flattenValidationErrors(validateSync(input));
    expect(Object.keys(details).sort()).toEqual(['userStats.age', 'userStats.gender']);
    expect(details['userStats.age']).toEqual(['age must not be less than 16']);
  });
});

describe('toApiErrorBody', () => {
  it('gives validation failures 400 VALIDATION_FAILED with their per-field details', () => {
    const body = toApiErrorBody(new RequestValidationError({ 'userStats.age': ['age must not be less than 16'] }), 'req-1');
    expect(body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Request validation failed',
      details: { 'userStats.age': ['age must not be less than 16'] },
      requestId: 'req-1',
    });
  });

  it('keeps the code and message of errors raised on purpose', () => {
    expect(toApiErrorBody(new ApiError(404, 'TRAINER_NOT_FOUND', 'Trainer not found'), 'r')).toEqual({
      statusCode: 404,
      code: 'TRAINER_NOT_FOUND',
      message: 'Trainer not found',
      requestId: 'r',
    });
  });

  it('maps Nest HTTP exceptions to a code from their status', () => {
    expect(toApiErrorBody(new NotFoundException('Cannot GET /api/nope'), 'r')).toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /api/nope',
    });
    expect(toApiErrorBody(new BadRequestException(['a is wrong', 'b is wrong']), 'r').message).toBe('a is wrong; b is wrong');
  });

  it('answers unknown errors with a generic 500 that never echoes their message', () => {
    const body = toApiErrorBody(new TypeError("Cannot read properties of undefined (reading 'password=hunter2')"), 'r');
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE, requestId: 'r' });
    expect(toApiErrorBody(new InternalServerErrorException('stack trace here'), 'r').message).toBe(GENERIC_INTERNAL_MESSAGE);
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2'), { code: 'ECONNREFUSED' })],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a server shutting down (57P01), wrapped by TypeORM', Object.assign(new Error('query failed'), { driverError: { code: '57P01' } })],
    ['a server not yet accepting connections (57P03)', Object.assign(new Error('x'), { cause: { code: '57P03' } })],
  ])('answers %s with 503 SERVICE_UNAVAILABLE, never echoing the error', (_label, error) => {
    const body = toApiErrorBody(error, 'r');
    expect(body).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: DEPENDENCY_OUTAGE_MESSAGE, requestId: 'r' });
  });

  it('keeps constraint violations and other SQL errors a 500 (a bug, not an outage)', () => {
    expect(toApiErrorBody(Object.assign(new Error('duplicate key'), { driverError: { code: '23505' } }), 'r').statusCode).toBe(500);
  });
});

describe('ApiExceptionFilter', () => {
  it('sends the error body with the request id and logs unexpected errors with that id', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent } = fakeHost('req-42');
    new ApiExceptionFilter().catch(new TypeError('cannot read properties of undefined'), host);
    expect(sent()).toEqual({
      status: 500,
      body: { statusCode: 500, code: 'INTERNAL', message: GENERIC_INTERNAL_MESSAGE, requestId: 'req-42' },
    });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'req-42', err: expect.any(TypeError) }), expect.any(String));
    logged.mockRestore();
  });

  it('does not log expected client errors as failures', () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, sent } = fakeHost('req-7');
    new ApiExceptionFilter().catch(new NotFoundException(), host);
    expect(sent().status).toBe(404);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
