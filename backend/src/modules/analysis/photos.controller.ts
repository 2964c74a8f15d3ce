import { Controller, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { PhotoUploadDto } from './dto/photo-upload.dto';
import { EnsuredVisitorId } from '../../common/visitor/visitor-session';
import { ReceivedPhotoUpload } from './photos.middleware';
import type { ReceivedUpload } from './incoming-upload';
import { PhotosService } from './photos.service';
import { InvalidatesReads } from '../../common/openapi/invalidates-reads.decorator';

@ApiTags('analysis')
@ApiErrorResponses()
@Controller('photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

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
    return { uploadURL: await this.photos.createUploadUrl(visitorId) };
  }

  /**
   * The upload address itself when photos are stored on local disk (with a bucket, browsers PUT to the bucket).
   * Left out of the OpenAPI document: clients only follow the uploadURL they were given, like a bucket's.
   * The raw body is read by photoUploadBodyMiddleware, which checked this address (`:id` with its signature and
   * expiry) before reading it, and taken only from its private marker, never from a parsed body; answers 200 with
   * an empty body, as a bucket does.
   */
  @Put('uploads/:id')
  @ApiExcludeEndpoint()
  async receivePhotoUpload(@ReceivedPhotoUpload() upload: ReceivedUpload | undefined): Promise<void> {
    await this.photos.receiveUpload(upload);
  }
}
