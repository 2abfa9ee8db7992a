import { FIELD_METRICS } from './field-metric-names';

/** The Web Vitals the figures hold, each a histogram. */
export type Vital = 'lcp' | 'inp' | 'cls';

/** One fragment's release over a window: what `npm run rum -- report` prints and a canary judge compares. */
export interface ReleaseFigures {
  fragment: string;
  release: string;
  pageViews: number;
  errors: number;
  /** Page views with at least one error of the fragment: a view throwing 40 times counts once, as a clean one 0 times. */
  pageViewsWithErrors: number;
  /** Errors per 1,000 page views (undefined without page views). */
  errorsPerThousandViews: number | undefined;
  /** 75th percentiles, interpolated within the histograms' buckets as Prometheus's histogram_quantile does. */
  p75LcpMs: number | undefined;
  p75InpMs: number | undefined;
  p75Cls: number | undefined;
  /**
   * The observations behind each p75: its histogram's `_count` gained over the window. Far fewer than page views: a
   * vital comes only with a document's first view, and only to the fragment holding its element or tap.
   */
  vitalSamples: Record<Vital, number>;
}

export interface FiguresQuery {
  /** A Prometheus duration: `15m`, `1h`. */
  since: string;
  fragment?: string;
}

export interface FieldFiguresSource {
  /** Where the figures come from, for a heading. */
  readonly description: string;
  figures(query: FiguresQuery): Promise<ReleaseFigures[]>;
}

/** `STOREFRONT_METRICS=prometheus+http://host:9090`: every shell server's figures together, from Prometheus. */
export const METRICS_VARIABLE = 'STOREFRONT_METRICS';
const REQUEST_TIMEOUT_MS = 5_000;
const DURATION = /^\d+[smhd]$/;

type Key = `${string}\u0000${string}`;
const keyOf = (fragment: string, release: string): Key => `${fragment}\u0000${release}`;

interface Collected {
  pageViews: Map<Key, number>;
  errors: Map<Key, number>;
  viewsWithErrors: Map<Key, number>;
  p75: Record<Vital, Map<Key, number>>;
  samples: Record<Vital, Map<Key, number>>;
}

/** The series counting a histogram's observations: both sources take its increase over the window as a counter's. */
const countOf = (histogram: string) => `${histogram}_count`;

function assemble({ pageViews, errors, viewsWithErrors, p75, samples }: Collected, fragment?: string): ReleaseFigures[] {
  const keys = new Set<Key>([...pageViews.keys(), ...errors.keys(), ...p75.lcp.keys(), ...p75.inp.keys(), ...p75.cls.keys()]);
  return [...keys]
    .map((key) => {
      const [name = '', release = ''] = key.split('\u0000');
      const views = pageViews.get(key) ?? 0;
      const errorCount = errors.get(key) ?? 0;
      const ms = (seconds: number | undefined) => (seconds === undefined ? undefined : seconds * 1000);
      return {
        fragment: name,
        release,
        pageViews: views,
        errors: errorCount,
        pageViewsWithErrors: viewsWithErrors.get(key) ?? 0,
        errorsPerThousandViews: views > 0 ? (errorCount / views) * 1000 : undefined,
        p75LcpMs: ms(p75.lcp.get(key)),
        p75InpMs: ms(p75.inp.get(key)),
        p75Cls: p75.cls.get(key),
        vitalSamples: { lcp: samples.lcp.get(key) ?? 0, inp: samples.inp.get(key) ?? 0, cls: samples.cls.get(key) ?? 0 },
      };
    })
    .filter((figures) => fragment === undefined || figures.fragment === fragment)
    .sort((a, b) => a.fragment.localeCompare(b.fragment) || a.release.localeCompare(b.release));
}

const finite = (value: number) => (Number.isFinite(value) ? value : undefined);

/** Prometheus's HTTP API: `increase` over the window, summed over every server, p75 by histogram_quantile, the samples behind it by `_count`. */
export function prometheusFigures(baseUrl: string): FieldFiguresSource {
  const query = async (promql: string): Promise<Map<Key, number>> => {
    const url = new URL('/api/v1/query', baseUrl);
    url.searchParams.set('query', promql);
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`Prometheus at ${baseUrl} answered ${response.status} to ${promql}`);
    const body = (await response.json()) as { data?: { result?: Array<{ metric: Record<string, string>; value: [number, string] }> } };
    const values = new Map<Key, number>();
    for (const { metric, value } of body.data?.result ?? []) {
      const number = finite(Number(value[1]));
      if (metric.fragment && metric.release && number !== undefined) values.set(keyOf(metric.fragment, metric.release), number);
    }
    return values;
  };
  return {
    description: `Prometheus at ${baseUrl}`,
    async figures({ since, fragment }) {
      if (!DURATION.test(since)) throw new Error(`--since takes a duration like 15m or 1h, not ${since}`);
      const selector = fragment ? `{fragment=${JSON.stringify(fragment)}}` : '';
      const total = (metric: string) => `sum by (fragment, release) (increase(${metric}${selector}[${since}]))`;
      const p75 = (metric: string) => `histogram_quantile(0.75, sum by (fragment, release, le) (increase(${metric}_bucket${selector}[${since}])))`;
      const [pageViews, errors, viewsWithErrors, lcp, inp, cls, lcpSamples, inpSamples, clsSamples] = await Promise.all([
        query(total(FIELD_METRICS.pageViews)),
        query(total(FIELD_METRICS.errors)),
        query(total(FIELD_METRICS.viewsWithErrors)),
        query(p75(FIELD_METRICS.lcp)),
        query(p75(FIELD_METRICS.inp)),
        query(p75(FIELD_METRICS.cls)),
        query(total(countOf(FIELD_METRICS.lcp))),
        query(total(countOf(FIELD_METRICS.inp))),
        query(total(countOf(FIELD_METRICS.cls))),
      ]);
      return assemble({ pageViews, errors, viewsWithErrors, p75: { lcp, inp, cls }, samples: { lcp: lcpSamples, inp: inpSamples, cls: clsSamples } }, fragment);
    },
  };
}

/** One sample of the Prometheus text format: `name{label="value",...} 12`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseMetricsText(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = line.startsWith('#') ? null : SAMPLE.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name, (value ?? '').replace(/\\(.)/g, '$1')]));
    return [{ name: match[1] ?? '', labels, value: Number(match[3]) }];
  });
}

/** The quantile of cumulative buckets (upper bound -> count), interpolated within its bucket as histogram_quantile. */
export function bucketQuantile(quantile: number, buckets: ReadonlyMap<number, number>): number | undefined {
  const sorted = [...buckets.entries()].sort(([a], [b]) => a - b);
  const total = sorted[sorted.length - 1]?.[1] ?? 0;
  if (total === 0) return undefined;
  const rank = quantile * total;
  let [lower, below] = [0, 0];
  for (const [upper, count] of sorted) {
    if (count >= rank) {
      if (upper === Infinity) return lower;
      return lower + ((upper - lower) * (rank - below)) / (count - below || 1);
    }
    [lower, below] = [upper, count];
  }
  return lower;
}

/** Every server's samples added up per fragment and release, as figures. */
export function figuresOfSamples(samples: readonly Sample[], fragment?: string): ReleaseFigures[] {
  const sum = (name: string) => {
    const totals = new Map<Key, number>();
    for (const { labels, value } of samples.filter((sample) => sample.name === name)) {
      if (labels.fragment && labels.release)
        totals.set(keyOf(labels.fragment, labels.release), (totals.get(keyOf(labels.fragment, labels.release)) ?? 0) + value);
    }
    return totals;
  };
  const p75 = (metric: string) => {
    const buckets = new Map<Key, Map<number, number>>();
    for (const { labels, value } of samples.filter((sample) => sample.name === `${metric}_bucket`)) {
      if (!labels.fragment || !labels.release || labels.le === undefined) continue;
      const key = keyOf(labels.fragment, labels.release);
      const bound = labels.le === '+Inf' ? Infinity : Number(labels.le);
      const byBound = buckets.get(key) ?? new Map<number, number>();
      byBound.set(bound, (byBound.get(bound) ?? 0) + value);
      buckets.set(key, byBound);
    }
    return new Map(
      [...buckets].flatMap(([key, byBound]) => {
        const value = bucketQuantile(0.75, byBound);
        return value === undefined ? [] : [[key, value] as const];
      }),
    );
  };
  return assemble(
    {
      pageViews: sum(FIELD_METRICS.pageViews),
      errors: sum(FIELD_METRICS.errors),
      viewsWithErrors: sum(FIELD_METRICS.viewsWithErrors),
      p75: { lcp: p75(FIELD_METRICS.lcp), inp: p75(FIELD_METRICS.inp), cls: p75(FIELD_METRICS.cls) },
      samples: { lcp: sum(countOf(FIELD_METRICS.lcp)), inp: sum(countOf(FIELD_METRICS.inp)), cls: sum(countOf(FIELD_METRICS.cls)) },
    },
    fragment,
  );
}

/** Reads each URL's samples, tagged with the URL (a window subtracts a server's samples from its own). */
async function readSamples(urls: readonly string[]): Promise<Array<Sample & { server: string }>> {
  return (
    await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return parseMetricsText(await response.text()).map((sample) => ({ ...sample, server: url }));
      }),
    )
  ).flat();
}

const sampleKey = (sample: Sample & { server: string }) => JSON.stringify([sample.server, sample.name, Object.entries(sample.labels).sort()]);

/** Each server's start of its figures (FIELD_METRICS.started) in a reading. */
const startsOf = (samples: ReadonlyArray<Sample & { server: string }>) =>
  new Map(samples.filter((sample) => sample.name === FIELD_METRICS.started).map((sample) => [sample.server, sample.value]));

/**
 * What each series gained between two readings (`start` and `end` of the same servers). A server that restarted
 * meanwhile (its figures' start changed) counts from zero in every series: with two readings only, a counter that grew
 * past its earlier value after a restart would otherwise lose that value (40 views, a restart, 60 more: 20). A series
 * that went down counts from zero too, as Prometheus's `increase` does.
 */
export function samplesGained(start: ReadonlyArray<Sample & { server: string }>, end: ReadonlyArray<Sample & { server: string }>): Sample[] {
  const before = new Map(start.map((sample) => [sampleKey(sample), sample.value]));
  const [startedBefore, startedAtEnd] = [startsOf(start), startsOf(end)];
  const restarted = (server: string) => startedAtEnd.get(server) !== startedBefore.get(server);
  return end.map(({ server, ...sample }) => {
    const earlier = restarted(server) ? 0 : (before.get(sampleKey({ ...sample, server })) ?? 0);
    return { ...sample, value: sample.value >= earlier ? sample.value - earlier : sample.value };
  });
}

/**
 * The shell servers' own `/metrics` (the embedded default, `npm start`): every server's counters summed, since each
 * server started (there is no window without Prometheus keeping the samples).
 */
export function metricsEndpointFigures(urls: readonly string[]): FieldFiguresSource {
  return {
    description: `${urls.join(', ')} (since each server started)`,
    async figures({ fragment }) {
      return figuresOfSamples(await readSamples(urls), fragment);
    },
  };
}

/** Figures over a window from its start to now (a canary's step): the same window for every release. */
export interface FiguresWindow {
  figures(fragment: string): Promise<ReleaseFigures[]>;
}

export interface WindowedFiguresSource {
  readonly description: string;
  /** Starts a window now. */
  begin(): Promise<FiguresWindow>;
}

/** `/metrics` of the shell servers: a reading at the start, subtracted from each later one. */
export function metricsEndpointWindows(urls: readonly string[]): WindowedFiguresSource {
  return {
    description: urls.join(', '),
    async begin() {
      const start = await readSamples(urls);
      return { figures: async (fragment) => figuresOfSamples(samplesGained(start, await readSamples(urls)), fragment) };
    },
  };
}

/** Prometheus: `increase` over the seconds since the window began, every server's series together. */
export function prometheusWindows(baseUrl: string, now: () => number = Date.now): WindowedFiguresSource {
  const source = prometheusFigures(baseUrl);
  return {
    description: source.description,
    async begin() {
      const startedAt = now();
      return { figures: async (fragment) => source.figures({ since: `${Math.max(1, Math.ceil((now() - startedAt) / 1000))}s`, fragment }) };
    },
  };
}

/** The windows STOREFRONT_METRICS names; unset, those of the given shell servers' `/metrics`. */
export function windowedFiguresFromEnvironment(env: NodeJS.ProcessEnv, shellOrigins: readonly string[]): WindowedFiguresSource {
  const configured = env[METRICS_VARIABLE];
  if (!configured) return metricsEndpointWindows(shellOrigins.map((origin) => `${origin}/metrics`));
  if (!configured.startsWith('prometheus+')) throw new Error(`${METRICS_VARIABLE} must be prometheus+http(s)://host:port, not ${configured}`);
  return prometheusWindows(configured.slice('prometheus+'.length));
}

/** The source STOREFRONT_METRICS names; unset, the `/metrics` of the given shell servers. */
export function figuresSourceFromEnvironment(env: NodeJS.ProcessEnv, shellOrigins: readonly string[]): FieldFiguresSource {
  const configured = env[METRICS_VARIABLE];
  if (!configured) return metricsEndpointFigures(shellOrigins.map((origin) => `${origin}/metrics`));
  if (!configured.startsWith('prometheus+')) throw new Error(`${METRICS_VARIABLE} must be prometheus+http(s)://host:port, not ${configured}`);
  return prometheusFigures(configured.slice('prometheus+'.length));
}
