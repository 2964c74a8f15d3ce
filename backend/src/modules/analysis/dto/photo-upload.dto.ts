import { ApiProperty } from '@nestjs/swagger';

/** POST /api/photos/upload (spec §7): where to PUT one photo. */
export class PhotoUploadDto {
  @ApiProperty({
    description:
      'Signed address to PUT one photo to, with the file as the body (JPEG, PNG or WebP, at most 10 MB). ' +
      'Valid for 15 minutes and one upload. Without its query string it is the photo reference for POST /api/analysis. ' +
      'Root-relative on local storage unless PUBLIC_BASE_URL is set; a V4 signed URL with a storage bucket.',
    example:
      '/api/photos/uploads/3f2c8a4e-5b1d-4c7a-9e2f-0a1b2c3d4e5f?expires=1767225600&signature=Jx0YHk7qS1m2vN9cZl4uV8wB3dE6fR5tA0gH2iK7oPs',
  })
  uploadURL!: string;
}
