import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { analysesCsvFileName, personDataFileName } from '@fitness/contracts';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { RateLimited } from '../../common/http/rate-limit';
import { UuidParam } from '../../common/http/uuid-param.pipe';
import { VISITOR_SECURITY_SCHEME } from '../../common/visitor/visitor-openapi';
import { VisitorId } from '../../common/visitor/visitor-session';
import { DataExportService } from './data-export.service';
import { PersonDataExportDto } from './dto/person-data-export.dto';

/** The headers of a download: saved under its file name, never kept by a cache (it is a person's data). */
function downloadHeaders(exampleFileName: string) {
  return {
    'Content-Disposition': {
      description: 'attachment, with the file name (the UTC date of the export)',
      schema: { type: 'string', example: `attachment; filename="${exampleFileName}"` },
    },
    'Cache-Control': { description: 'Never cached', schema: { type: 'string', enum: ['no-store'] } },
  };
}

const EXAMPLE_DAY = new Date('2026-01-31T12:00:00Z');

function sendAsDownload(response: Response, fileName: string): void {
  response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
}

// Under /users like "Delete my data", its twin; a module of its own because it reads every feature module, which
// all depend on the users module.
@ApiTags('users')
@ApiErrorResponses()
@ApiCookieAuth(VISITOR_SECURITY_SCHEME)
@Controller('users')
export class DataExportController {
  constructor(private readonly dataExport: DataExportService) {}

  @Get(':userId/export')
  @RateLimited('reads')
  @ApiOperation({
    summary: 'Download everything held about this person, as JSON (GDPR art. 20)',
    description:
      'The person, analyses (with AI plans), questionnaires, coaching bookings, payments (no card data), orders, ' +
      'interest registrations under the email, and product events. A visitor that opened an emailed link gets all ' +
      "of the person (scope 'person'); one that only typed the email gets what it made itself (scope " +
      "'this-browser'); anyone else gets the 404 of an unknown id. Sent as an attachment, never cached.",
  })
  @ApiOkResponse({
    type: PersonDataExportDto,
    headers: downloadHeaders(personDataFileName(EXAMPLE_DAY)),
    description: 'The data, as a file',
  })
  async exportPersonData(
    @UuidParam('userId') userId: string,
    @VisitorId() visitorId: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PersonDataExportDto> {
    const data = await this.dataExport.exportPerson(visitorId, userId);
    sendAsDownload(response, personDataFileName(new Date(data.exportedAt)));
    return data;
  }

  @Get(':userId/export/analyses.csv')
  @RateLimited('reads')
  @ApiOperation({
    summary: "Download this person's analyses as CSV",
    description:
      'A header row, then one row per analysis, oldest first: date, body fat % and its 90% range, weight (kg), ' +
      'height (cm), fitness score, fitness age, percentile rank, body-fat method. The same analyses, and the same ' +
      '404, as the JSON download.',
  })
  // The content type is named on the 200 only (not with ApiProduces): every refusal is the JSON error body.
  @ApiOkResponse({
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: downloadHeaders(analysesCsvFileName(EXAMPLE_DAY)),
    description: 'The analyses, as a file',
  })
  async exportPersonAnalysesCsv(
    @UuidParam('userId') userId: string,
    @VisitorId() visitorId: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const csv = await this.dataExport.analysesCsv(visitorId, userId);
    response.type('text/csv');
    sendAsDownload(response, analysesCsvFileName(this.dataExport.now()));
    return csv;
  }
}
