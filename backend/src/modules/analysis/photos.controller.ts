import { Controller, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { PhotoUploadDto } from './dto/photo-upload.dto';
import { EnsuredVisitorId } from '../../common/visitor/visitor-session';
import { ReceivedPhotoUpload } from './photo-upload-body.middleware';
import type { ReceivedUpload } from './incoming-upload';
import { PhotoUploadsService } from './photo-uploads.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('analysis')
@ApiErrorResponses()
@Controller('photos')
export class PhotosController {
  constructor(private readonly photoUploads: PhotoUploadsService) {}

  @Post('upload')
  @HttpCode(HttpStatus.OK)
  @RateLimited('uploads')
  @ApiOperation({
    summary: 'A signed address to upload one photo to (PUT the file; 15 minutes, one use)',
    description:
      'Locally an HMAC-signed address on this server; with GCS_BUCKET set, a V4 signed Cloud Storage URL. The PUT takes up to 10 MB of JPEG, PNG or WebP.',
  })
  @ApiOkResponse({ type: PhotoUploadDto })
  @InvalidatesReads()
  async createPhotoUpload(@EnsuredVisitorId() visitorId: string): Promise<PhotoUploadDto> {
    return { uploadURL: await this.photoUploads.createUploadUrl(visitorId) };
  }

  /**
   * The upload address itself when photos are stored on local disk (with a bucket, browsers PUT to the bucket).
   * Left out of the OpenAPI document: clients only follow the uploadURL they were given, like a bucket's.
   * The raw body is read by photoUploadBodyMiddleware and taken only from its private marker, never from a parsed
   * body; answers 200 with an empty body, as a bucket does.
   */
  @Put('uploads/:id')
  @ApiExcludeEndpoint()
  async receivePhotoUpload(
    @UuidParam('id') id: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @ReceivedPhotoUpload() upload: ReceivedUpload | undefined,
  ): Promise<void> {
    await this.photoUploads.receiveUpload(id, { expires, signature }, upload);
  }
}
