import { Body, Controller, Delete, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimited } from '../../common/http/rate-limit';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { EnsuredVisitorId, VisitorId } from '../../common/visitor/visitor-session';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { CreateUserDto, UserIdDto } from './dto/create-user.dto';
import { UsersService } from './users.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('users')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @RateLimited('users', 'users-visitor')
  @ApiOperation({
    summary: 'Create a user from an email, or return the id of a known email (any case)',
    description:
      'Answers 201 either way, so the answer does not tell whether the email was known. A new user belongs to the ' +
      "calling visitor (the visitor cookie is issued here if missing); a known email's id unlocks none of its data.",
  })
  @ApiCreatedResponse({ type: UserIdDto, description: 'The user with this email' })
  @InvalidatesReads('users')
  async createUser(@Body() body: CreateUserDto, @EnsuredVisitorId() visitorId: string): Promise<UserIdDto> {
    return { id: await this.users.ensureUser(body.email, visitorId, body.username) };
  }

  @Delete(':userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete everything held about this person',
    description:
      'Analyses, plans, questionnaires, payments, bookings, analytics and interest registrations under the email. ' +
      'Only for a visitor that owns the data; anyone else gets the 404 of an unknown id. Answers once it is gone.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  // The person's analyses are gone.
  @InvalidatesReads('analysis')
  async deleteUser(@UuidParam('userId') userId: string, @VisitorId() visitorId: string | undefined): Promise<void> {
    await this.users.deletePerson(visitorId, userId);
  }
}
