import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InterestModule } from '../interest/interest.module';
import { AccessLinkEntity } from './access-link.entity';
import { AccessLinksController } from './access-links.controller';
import { AccessLinksRepository } from './access-links.repository';
import { AccessLinksService } from './access-links.service';
import { PersonDataRegistry } from './person-data';
import { SendAccessLinkProcessor } from './jobs/send-access-link.processor';
import { UserEntity } from './user.entity';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { VisitorAccessRepository } from './visitor-access.repository';
import { VisitorUserEntity } from './visitor-user.entity';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, VisitorUserEntity, AccessLinkEntity]), InterestModule],
  controllers: [UsersController, AccessLinksController],
  providers: [
    UsersRepository,
    UsersService,
    VisitorAccessRepository,
    AccessLinksRepository,
    AccessLinksService,
    SendAccessLinkProcessor,
    PersonDataRegistry,
  ],
  exports: [UsersService, AccessLinksService, PersonDataRegistry],
})
export class UsersModule {}
