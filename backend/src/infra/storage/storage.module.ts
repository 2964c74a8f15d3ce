import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { readOrCreateSecretFile } from '../../common/files/private-files';
import { AppConfig } from '../../config/app-config';
import { LocalDiskFileStorage } from './local-disk-file-storage.adapter';
import { FileStoragePort } from './file-storage.port';
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
export async function createFileStorage(config: AppConfig, uploadUrls: UploadUrlSigner): Promise<FileStoragePort> {
  switch (config.storageDriver) {
    case 'local':
      return new LocalDiskFileStorage(config.STORAGE_DIR, uploadUrls);
    case 'gcs': {
      const { GcsFileStorage } = await import('./gcs-file-storage.adapter.js');
      return new GcsFileStorage({
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
    { provide: FileStoragePort, inject: [AppConfig, UploadUrlSigner], useFactory: createFileStorage },
  ],
  exports: [FileStoragePort, UploadUrlSigner],
})
export class StorageModule {}
