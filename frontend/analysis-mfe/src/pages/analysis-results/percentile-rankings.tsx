import type { PercentileMetricsDto } from '@fitness/api-client';
import { ANALYSIS_PAGE_TEXTS, PERCENTILE_METRIC_LABELS, percentileLabel, TERM_HINTS } from '@fitness/contracts';
import { TermHint } from '@fitness/ui/antd';

const METRICS = ['bodyFat', 'muscle', 'posture', 'overall'] as const satisfies readonly (keyof PercentileMetricsDto)[];

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Spec §2: body fat, muscle development, posture and overall fitness, each a bar with its band and description.
 * Posture the photos did not measure has no bar and no number (the engine's stand-in midpoint is no result), only
 * a line saying why.
 */
export function PercentileRankings({
  metrics,
  postureMeasured = true,
}: {
  metrics: PercentileMetricsDto;
  postureMeasured?: boolean;
}) {
  return (
    <ul className="results-percentiles">
      {METRICS.map((key) => {
        const metric = metrics[key];
        const name = PERCENTILE_METRIC_LABELS[key];
        if (key === 'posture' && !postureMeasured) {
          return (
            <li key={key} className="results-percentile results-percentile--not-measured">
              <div className="results-percentile__head">
                <h3 className="results-percentile__name">{name}</h3>
                <span className="results-percentile__band">{ANALYSIS_PAGE_TEXTS.notMeasured}</span>
              </div>
              <p className="results-percentile__description">{ANALYSIS_PAGE_TEXTS.postureNotMeasured}</p>
            </li>
          );
        }
        const percentile = clampPercent(metric.percentile);
        const band = percentileLabel(percentile);
        const ordinal = ANALYSIS_PAGE_TEXTS.rankingPercentile(percentile);
        return (
          <li key={key} className="results-percentile">
            <div className="results-percentile__head">
              <h3 className="results-percentile__name">
                {key === 'muscle' ? <TermHint hint={TERM_HINTS.fatFreeMassIndex}>{name}</TermHint> : name}
              </h3>
              <span className="results-percentile__band">
                {band} · {ordinal}
              </span>
            </div>
            <div
              className="results-bar"
              role="meter"
              aria-label={ANALYSIS_PAGE_TEXTS.percentileBarLabel(name)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percentile}
              aria-valuetext={`${ordinal}, ${band}`}
            >
              <div className="results-bar__fill" style={{ width: `${percentile}%` }} />
            </div>
            <p className="results-percentile__description">{metric.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
