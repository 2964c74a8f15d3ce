import { Collapse } from 'antd';
import type { AnalysisResultsDto, MeasurementsDto } from '@fitness/api-client';
import { ESTIMATION_PANEL_TEXTS as TEXTS } from '@fitness/contracts';
import { TextWithTerms } from '@fitness/ui/antd';
import { describeBodyFatMethod, readEstimationDetails } from './estimation-details';

const SITES = ['waist', 'neck', 'hip'] as const satisfies readonly (keyof MeasurementsDto)[];

function Measurements({ measurements }: { measurements: MeasurementsDto | undefined }) {
  const taken = SITES.flatMap((site) => {
    const measurement = measurements?.[site];
    return measurement ? [{ site, measurement }] : [];
  });
  if (taken.length === 0) return <p>{TEXTS.noMeasurements}</p>;
  return (
    <dl className="results-estimation__measurements">
      {taken.map(({ site, measurement }) => (
        <div key={site}>
          <dt>{TEXTS.measurementNames[site]}</dt>
          <dd>{TEXTS.measurementValue(measurement.valueCm, TEXTS.measurementSources[measurement.source])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ results }: { results: AnalysisResultsDto }) {
  const details = readEstimationDetails(results.provenance);
  const notes = results.notes ?? [];
  return (
    <div className="results-estimation">
      <h3>{TEXTS.bodyFat}</h3>
      {results.bodyFatRange ? (
        <p>{TEXTS.bodyFatEstimate(results.bodyFatPercentage, results.bodyFatRange.low, results.bodyFatRange.high)}</p>
      ) : null}
      {results.bodyFatMethod ? (
        <p>
          <strong>{TEXTS.method}:</strong> {describeBodyFatMethod(results.bodyFatMethod)}
          {details?.calibratedTo ? ` ${TEXTS.calibratedTo(details.calibratedTo)}` : null}
        </p>
      ) : null}
      {details?.bmi !== undefined ? (
        <p>
          <TextWithTerms text={TEXTS.bodyMassIndex(details.bmi)} />
        </p>
      ) : null}
      {details && details.steps.length > 0 ? (
        <>
          <h4>{TEXTS.steps}</h4>
          <ol>
            {details.steps.map((step, index) => (
              <li key={index}>
                <TextWithTerms text={step} />
              </li>
            ))}
          </ol>
        </>
      ) : null}

      <h3>{TEXTS.measurements}</h3>
      <Measurements measurements={results.measurements} />

      {details?.fitnessAgeRange ? (
        <>
          <h3>{TEXTS.fitnessAge}</h3>
          <p>
            {TEXTS.fitnessAgeEstimate(results.fitnessAge, details.fitnessAgeRange.low, details.fitnessAgeRange.high)}
          </p>
          {details.vo2max ? (
            <p>
              <TextWithTerms
                text={TEXTS.vo2maxEstimate(details.vo2max.estimate, details.vo2max.range.low, details.vo2max.range.high)}
              />
            </p>
          ) : null}
          {details.fitnessEquation ? <p>{TEXTS.fitnessEquation(details.fitnessEquation)}</p> : null}
        </>
      ) : null}

      {notes.length > 0 ? (
        <>
          <h3>{TEXTS.notes}</h3>
          <ul>
            {notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}

      {details && details.sources.length > 0 ? (
        <>
          <h3>{TEXTS.sources}</h3>
          <ul className="results-estimation__sources">
            {details.sources.map((source, index) => (
              <li key={index}>{source}</li>
            ))}
          </ul>
        </>
      ) : null}

      {!details && !results.bodyFatRange && notes.length === 0 ? <p>{TEXTS.notAvailable}</p> : null}
    </div>
  );
}

/** The collapsible "How we estimated this" panel: each estimate's range, how it was made, and its sources. */
export function EstimationPanel({ results }: { results: AnalysisResultsDto }) {
  return (
    <Collapse
      className="results-estimation-panel"
      items={[{ key: 'how', label: TEXTS.title, children: <Details results={results} /> }]}
    />
  );
}
