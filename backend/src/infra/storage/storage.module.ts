import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { readOrCreateSecretFile } from '../../common/files/private-files';
import { AppConfig } from '../../config/app-config';
import { LocalDiskPhotoStorage } from './local-disk-photo-storage.adapter';
import { PhotoStoragePort } from './photo-storage.port';
import { UploadUrlSigner } from './upload-url-signer';

export function createUploadUrlSigner(config: AppConfig): UploadUrlSigner {
  const secret = config.UPLOAD_SIGNING_SECRET ?? readOrCreateSecretFile(path.join(config.DATA_DIR, 'upload-signing-secret'));
  return new UploadUrlSigner(secret, config.publicBaseUrl);
}

function required(value: string | undefined, name: string): string {
  // AppConfig already refuses to boot without it; this only narrows the type.
  if (value === undefined) throw new Error(`${name} is required when GCS_BUCKET is set`);
  return value;
}

// The Cloud Storage adapter (and SDK) is imported only when chosen, like every outside service's.
export async function createPhotoStorage(config: AppConfig, uploadUrls: UploadUrlSigner): Promise<PhotoStoragePort> {
  switch (config.storageDriver) {
    case 'local':
      return new LocalDiskPhotoStorage(config.STORAGE_DIR, uploadUrls);
    case 'gcs': {
      const { GcsPhotoStorage } = await import('./gcs-photo-storage.adapter.js');
      return new GcsPhotoStorage({
        bucket: required(config.GCS_BUCKET, 'GCS_BUCKET'),
        projectId: required(config.GCS_PROJECT_ID, 'GCS_PROJECT_ID'),
        clientEmail: required(config.GCS_CLIENT_EMAIL, 'GCS_CLIENT_EMAIL'),
        privateKey: required(config.GCS_PRIVATE_KEY, 'GCS_PRIVATE_KEY'),
        apiEndpoint: config.GCS_API_ENDPOINT,
      });
    }
  }
}

/** The photo storage picked from config, and the signer of local upload addresses (which our own API receives). */
@Global()
@Module({
  providers: [
    { provide: UploadUrlSigner, inject: [AppConfig], useFactory: createUploadUrlSigner },
    { provide: PhotoStoragePort, inject: [AppConfig, UploadUrlSigner], useFactory: createPhotoStorage },
  ],
  exports: [PhotoStoragePort, UploadUrlSigner],
})
export class StorageModule {}
