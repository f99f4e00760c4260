import type { Metric } from 'prom-client';

/** One answered request's latency, counted under labels bound once (see `RequestMetrics.observer`). */
export type RequestObserver = (seconds: number) => void;

type RequestLabels = { method: string; route: string; status: string };

/** The numbers of one method, route and status. */
interface Series {
  labels: RequestLabels;
  count: number;
  sum: number;
  /** Requests per latency bucket (not cumulative); the last one is above every bound (+Inf). */
  perBucket: number[];
}

/**
 * The request counter and latency histogram, kept in plain numbers and read by prom-client when
 * it is scraped. A request pays a few additions: prom-client's own Counter and Histogram hash the
 * labels at every call (about a microsecond a request, a tenth of what the session route's fast
 * path costs in all). The exposition is what prom-client's Counter and Histogram write.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();
  private readonly boundsSeconds: readonly number[];

  constructor(boundsSeconds: readonly number[]) {
    this.boundsSeconds = boundsSeconds;
  }

  /** A request of these labels answered in `seconds`. */
  observe(method: string, route: string, status: number, seconds: number): void {
    this.record(this.seriesOf(method, route, String(status)), seconds);
  }

  /** The same with the labels looked up once, for the fast paths (api/server.ts). */
  observer(method: string, route: string, status: number): RequestObserver {
    const series = this.seriesOf(method, route, String(status));
    return (seconds) => this.record(series, seconds);
  }

  /** The counter (`count` of each series) as a prom-client metric, to register in a Registry. */
  counter(name: string, help: string): Metric {
    const read = () => ({
      name,
      help,
      type: 'counter',
      aggregator: 'sum',
      values: [...this.series.values()].map((s) => ({ labels: s.labels, value: s.count })),
    });
    return { name, help, type: 'counter', get: async () => read() } as unknown as Metric;
  }

  /** The latency histogram (`_bucket`, `_sum`, `_count` of each series) as a prom-client metric. */
  histogram(name: string, help: string): Metric {
    const bounds = this.boundsSeconds;
    const read = () => {
      const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> =
        [];
      for (const s of this.series.values()) {
        let cumulative = 0;
        for (let i = 0; i <= bounds.length; i++) {
          cumulative += s.perBucket[i]!;
          const le = i < bounds.length ? bounds[i]! : '+Inf';
          values.push({ metricName: `${name}_bucket`, labels: { le, ...s.labels }, value: cumulative });
        }
        values.push({ metricName: `${name}_sum`, labels: s.labels, value: s.sum });
        values.push({ metricName: `${name}_count`, labels: s.labels, value: s.count });
      }
      return { name, help, type: 'histogram', aggregator: 'sum', values };
    };
    return { name, help, type: 'histogram', get: async () => read() } as unknown as Metric;
  }

  private seriesOf(method: string, route: string, status: string): Series {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status },
        count: 0,
        sum: 0,
        perBucket: new Array<number>(this.boundsSeconds.length + 1).fill(0),
      };
      this.series.set(key, series);
    }
    return series;
  }

  private record(series: Series, seconds: number): void {
    series.count += 1;
    series.sum += seconds;
    const bounds = this.boundsSeconds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i += 1;
    series.perBucket[i]! += 1;
  }
}
