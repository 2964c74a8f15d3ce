import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { withTimeout } from '../common/with-timeout';

export interface DependencyStatus<Name extends string> {
  name: Name;
  ok: boolean;
}

@Injectable()
export class DatabaseHealth {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async check(): Promise<DependencyStatus<'postgres' | 'pglite'>> {
    const name = this.config.databaseDriver;
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), 2000);
      return { name, ok: true };
    } catch {
      return { name, ok: false };
    }
  }
}
