import { useLayoutEffect, useRef, useState } from 'react';
import { scaleLinear, scaleTime } from '@visx/scale';
import { Area, LinePath } from '@visx/shape';
import type { AnalysisHistoryEntryDto } from '@fitness/api-client';
import { longDate, PROGRESS_TEXTS, shortDate } from '@fitness/contracts';

// The progress chart (issue 39): four small charts stacked on one time axis (body fat with its 90% range as a band,
// weight, fitness score, fitness age), each on its own scale, so no reader has to match a line to one of two axes.
// Lazy-loaded by progress-section.tsx; the table beside it holds every value as text.

type Entry = AnalysisHistoryEntryDto;

interface Panel {
  title: string;
  value: (entry: Entry) => number;
  band?: (entry: Entry) => { low: number; high: number } | undefined;
  tick: (value: number) => string;
  /** The least span of the value axis, so a flat line is not drawn as a jagged one. */
  minSpan: number;
}

const PANELS: Panel[] = [
  {
    title: PROGRESS_TEXTS.chart.panels.bodyFat,
    value: (entry) => entry.bodyFatPercentage,
    band: (entry) => entry.bodyFatRange,
    tick: (value) => `${value}%`,
    minSpan: 4,
  },
  { title: PROGRESS_TEXTS.chart.panels.weight, value: (entry) => entry.weightKg, tick: String, minSpan: 4 },
  { title: PROGRESS_TEXTS.chart.panels.score, value: (entry) => entry.overallScore, tick: String, minSpan: 10 },
  { title: PROGRESS_TEXTS.chart.panels.fitnessAge, value: (entry) => entry.fitnessAge, tick: String, minSpan: 4 },
];

const MARGIN = { left: 44, right: 16 };
const TITLE_HEIGHT = 24;
const PLOT_HEIGHT = 76;
const PANEL_GAP = 16;
const PANEL_HEIGHT = TITLE_HEIGHT + PLOT_HEIGHT + PANEL_GAP;
const X_AXIS_HEIGHT = 24;
const HEIGHT = PANELS.length * PANEL_HEIGHT + X_AXIS_HEIGHT;
/** Before the container is measured (and under jsdom, which lays nothing out). */
const FALLBACK_WIDTH = 640;
/** Date labels closer than this (px) would overlap: the later one is left out. */
const MIN_LABEL_GAP = 72;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The width of the element `ref` is put on, kept up to date as it resizes. */
function useContainerWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function valueScale(panel: Panel, entries: readonly Entry[]) {
  const values = entries.flatMap((entry) => {
    const band = panel.band?.(entry);
    return band ? [panel.value(entry), band.low, band.high] : [panel.value(entry)];
  });
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(0, panel.minSpan - (high - low)) / 2;
  return scaleLinear<number>({ domain: [low - pad, high + pad], range: [PLOT_HEIGHT, 0], nice: 3 });
}

function summary(entries: readonly Entry[]): string {
  const first = entries[0];
  const last = entries[entries.length - 1];
  const pair = (value: (entry: Entry) => number): [number, number] => [value(first), value(last)];
  return PROGRESS_TEXTS.chart.summary({
    count: entries.length,
    from: longDate(first.createdAt),
    to: longDate(last.createdAt),
    bodyFat: pair((entry) => entry.bodyFatPercentage),
    weight: pair((entry) => entry.weightKg),
    score: pair((entry) => entry.overallScore),
    fitnessAge: pair((entry) => entry.fitnessAge),
  });
}

/** One label per date, left out where it would overlap the one before, anchored inside the chart at its ends. */
function dateLabels(entries: readonly Entry[], x: (entry: Entry) => number, width: number) {
  const sameYear = new Date(entries[0].createdAt).getFullYear() === new Date(entries.at(-1)!.createdAt).getFullYear();
  const format = sameYear ? shortDate : longDate;
  const labels: { x: number; text: string; anchor: 'start' | 'middle' | 'end' }[] = [];
  for (const entry of entries) {
    const position = x(entry);
    const text = format(entry.createdAt);
    const previous = labels.at(-1);
    if (previous && (previous.text === text || position - previous.x < MIN_LABEL_GAP)) continue;
    const anchor = position < MARGIN.left + 24 ? 'start' : position > width - MARGIN.right - 24 ? 'end' : 'middle';
    labels.push({ x: position, text, anchor });
  }
  return labels;
}

/** Body fat (with its 90% range), weight, fitness score and fitness age over time, as one labelled image. */
export default function ProgressChart({ entries }: { entries: readonly Entry[] }) {
  const { ref, width } = useContainerWidth();
  const times = entries.map((entry) => new Date(entry.createdAt).getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  // Two analyses at the same moment still get an axis: a day either side.
  const domain = first === last ? [first - DAY_MS, last + DAY_MS] : [first, last];
  const xScale = scaleTime<number>({
    domain: domain.map((time) => new Date(time)),
    range: [MARGIN.left, width - MARGIN.right],
  });
  const x = (entry: Entry) => xScale(new Date(entry.createdAt));
  const data = [...entries];

  return (
    <div ref={ref} className="results-progress__chart">
      <svg
        className="results-progress-chart"
        role="img"
        aria-label={summary(entries)}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
      >
        {PANELS.map((panel, index) => {
          const yScale = valueScale(panel, entries);
          const y = (entry: Entry) => yScale(panel.value(entry));
          const top = index * PANEL_HEIGHT;
          const { band } = panel;
          return (
            <g key={panel.title} transform={`translate(0, ${top})`}>
              <text className="results-progress-chart__title" x={0} y={16}>
                {panel.title}
              </text>
              <g transform={`translate(0, ${TITLE_HEIGHT})`}>
                {yScale.ticks(3).map((tick) => (
                  <g key={tick}>
                    <line
                      className="results-progress-chart__grid"
                      x1={MARGIN.left}
                      x2={width - MARGIN.right}
                      y1={yScale(tick)}
                      y2={yScale(tick)}
                    />
                    <text
                      className="results-progress-chart__tick"
                      x={MARGIN.left - 6}
                      y={yScale(tick)}
                      dy="0.32em"
                      textAnchor="end"
                    >
                      {panel.tick(tick)}
                    </text>
                  </g>
                ))}
                {band ? (
                  <Area<Entry>
                    className="results-progress-chart__band"
                    data={data}
                    x={x}
                    y0={(entry) => yScale(band(entry)?.low ?? panel.value(entry))}
                    y1={(entry) => yScale(band(entry)?.high ?? panel.value(entry))}
                    defined={(entry) => band(entry) !== undefined}
                  />
                ) : null}
                <LinePath<Entry> className="results-progress-chart__line" data={data} x={x} y={y} />
                {entries.map((entry) => (
                  <circle
                    key={entry.analysisId}
                    className="results-progress-chart__point"
                    cx={x(entry)}
                    cy={y(entry)}
                    r={3.5}
                  />
                ))}
              </g>
            </g>
          );
        })}
        <g transform={`translate(0, ${PANELS.length * PANEL_HEIGHT - PANEL_GAP + 16})`}>
          {dateLabels(entries, x, width).map((label) => (
            <text
              key={`${label.x}-${label.text}`}
              className="results-progress-chart__tick"
              x={label.x}
              y={0}
              textAnchor={label.anchor}
            >
              {label.text}
            </text>
          ))}
        </g>
      </svg>
      <p className="results-progress__legend">{PROGRESS_TEXTS.chart.rangeLegend}</p>
    </div>
  );
}
