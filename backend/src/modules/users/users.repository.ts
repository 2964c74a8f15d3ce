import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserEntity } from './user.entity';

export interface NewUser {
  email: string;
  username?: string | null;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  /** Inserts a user; fails with a unique violation when the email exists in any letter case. */
  async insert(user: NewUser): Promise<UserEntity> {
    return this.users.save(this.users.create({ email: user.email.trim(), username: user.username ?? null }));
  }

  /** Case-insensitive lookup, served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  async findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async setUsername(id: string, username: string): Promise<void> {
    await this.users.update({ id }, { username });
  }

  /** Deletes the user; every table that names the user cascades (see the visitor-access migration). */
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }
}
