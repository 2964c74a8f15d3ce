import { Body, Controller, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { CreateUserDto, UserIdDto } from './dto/create-user.dto';
import { UsersService } from './users.service';

@ApiTags('users')
@ApiErrorResponses()
@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Post()
  @ApiOperation({ summary: 'Create a user from an email, or return the existing id for a known email (any case)' })
  @ApiCreatedResponse({ type: UserIdDto, description: 'A new user' })
  @ApiOkResponse({ type: UserIdDto, description: 'The email was already known' })
  async createUser(@Body() body: CreateUserDto, @Res({ passthrough: true }) response: Response): Promise<UserIdDto> {
    const user = await this.users.ensureUser(body.email, body.username);
    response.status(user.created ? 201 : 200);
    return { id: user.id };
  }
}
