import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';

/** One series of a scrape: a counter's or gauge's value, or a histogram's count, sum and cumulative buckets. */
export interface ScrapedSample {
  labels: Record<string, string>;
  value: number;
  count?: number;
  sum?: number;
  /** Histograms: cumulative count by upper bound (`le`). */
  buckets?: Record<string, number>;
}

/** One scrape of a metrics endpoint, parsed as Prometheus parses it. */
export interface Scrape {
  contentType: string | null;
  families: ParsedFamily[];
  /** The family of that name; throws when the scrape has none, naming those it has. */
  family(name: string): ParsedFamily;
  /** The series of a family whose labels include every given one. */
  samples(name: string, labels?: Record<string, string>): ScrapedSample[];
  /** Sum of the values (counters, gauges) or of the counts (histograms) of the matching series; 0 when none. */
  total(name: string, labels?: Record<string, string>): number;
}

const sameLabels = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * The parser folds every series of a histogram into one when the histogram has labels besides `le` (it was written
 * for unlabelled ones). Its sample lines parse correctly, though: read as untyped, each `_bucket`, `_sum` and `_count`
 * line keeps its labels, and the series are put back together here.
 */
function histogramSamples(untyped: ParsedFamily[], name: string): ScrapedSample[] {
  const lines = (suffix: string) => untyped.filter((f) => f.name === `${name}${suffix}`).flatMap((f) => f.metrics);
  const series: ScrapedSample[] = lines('_count').map((line) => ({
    labels: line.labels ?? {},
    value: Number(line.value),
    count: Number(line.value),
    buckets: {},
  }));
  for (const one of series) {
    one.sum = Number(lines('_sum').find((line) => sameLabels(line.labels ?? {}, one.labels))?.value);
    for (const line of lines('_bucket')) {
      const { le, ...rest } = line.labels ?? {};
      if (le !== undefined && one.buckets && sameLabels(rest, one.labels)) one.buckets[le] = Number(line.value);
    }
  }
  return series;
}

export async function scrapeMetrics(url: string): Promise<Scrape> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return parseScrape(await response.text(), response.headers.get('content-type'));
}

/** A scrape's text (e.g. a registry's own `metrics()`, for a server without a metrics listener), parsed. */
export function parseScrape(text: string, contentType: string | null = null): Scrape {
  const families = parsePrometheusTextFormat(text);
  const untyped = parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'));
  const family = (name: string) => {
    const found = families.find((f) => f.name === name);
    if (!found) throw new Error(`no metric ${name}; the scrape has ${families.map((f) => f.name).join(', ')}`);
    return found;
  };
  const samples = (name: string, labels: Record<string, string> = {}) => {
    const found = family(name);
    const all: ScrapedSample[] =
      found.type === 'HISTOGRAM'
        ? histogramSamples(untyped, name)
        : found.metrics.map((line) => ({ labels: line.labels ?? {}, value: Number(line.value) }));
    return all.filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  };
  const total = (name: string, labels?: Record<string, string>) => samples(name, labels).reduce((sum, sample) => sum + sample.value, 0);
  return { contentType, families, family, samples, total };
}
