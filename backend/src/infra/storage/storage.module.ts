import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { LocalDiskPhotoStorage } from './local-disk-photo-storage.adapter';
import { PhotoStoragePort } from './photo-storage.port';

function createPhotoStorage(config: AppConfig): PhotoStoragePort {
  switch (config.storageDriver) {
    case 'local':
      return new LocalDiskPhotoStorage(config.STORAGE_DIR);
    case 'gcs':
      // The bucket adapter (signed upload URLs) arrives with the upload endpoints; refuse rather than pretend.
      throw new Error('GCS_BUCKET is set but this build has no Google Cloud Storage adapter yet; unset GCS_BUCKET.');
  }
}

@Global()
@Module({
  providers: [{ provide: PhotoStoragePort, inject: [AppConfig], useFactory: createPhotoStorage }],
  exports: [PhotoStoragePort],
})
export class StorageModule {}
