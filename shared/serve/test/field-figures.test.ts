import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bucketQuantile, figuresSourceFromEnvironment, metricsEndpointWindows, parseMetricsText } from '../src/field/field-figures';

const serveWith = (answer: (request: http.IncomingMessage) => string) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer((request, response) => response.end(answer(request)));
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** An INP histogram's series in /metrics of 80, 90, 100, 150, 420 and 450 ms `times` times: p75 425 ms of 6 x `times` samples. */
const sixTaps = (times = 1) =>
  (
    [
      ['0.05', 0],
      ['0.1', 3],
      ['0.15', 4],
      ['0.4', 4],
      ['0.5', 6],
      ['+Inf', 6],
    ] as const
  )
    .map(([le, count]) => `storefront_field_inp_seconds_bucket{le="${le}",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${count * times}`)
    .concat(`storefront_field_inp_seconds_sum{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${1.29 * times}`)
    .concat(`storefront_field_inp_seconds_count{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${6 * times}`);
const pageViews = (count: number) => `storefront_field_page_views_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${count}`;

describe('bucketQuantile', () => {
  it('interpolates within the bucket the rank falls in, as histogram_quantile', () => {
    // One observation between 0.3 and 0.35: p75 is three quarters into that bucket.
    expect(
      bucketQuantile(
        0.75,
        new Map([
          [0.2, 0],
          [0.3, 0],
          [0.35, 1],
          [Infinity, 1],
        ]),
      ),
    ).toBeCloseTo(0.3375);
    expect(
      bucketQuantile(
        0.75,
        new Map([
          [1, 2],
          [2, 4],
          [Infinity, 4],
        ]),
      ),
    ).toBeCloseTo(1.5);
  });

  it('gives the highest finite bound when the rank falls into +Inf, nothing without observations', () => {
    expect(
      bucketQuantile(
        0.75,
        new Map([
          [1, 0],
          [2, 0],
          [Infinity, 3],
        ]),
      ),
    ).toBe(2);
    expect(
      bucketQuantile(
        0.75,
        new Map([
          [1, 0],
          [Infinity, 0],
        ]),
      ),
    ).toBeUndefined();
  });
});

describe("figures from the shell servers' /metrics", () => {
  const serve = (text: string) => serveWith(() => text);

  it("adds every server's figures up per fragment and release", async () => {
    const one = await serve(
      [
        'storefront_field_page_views_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 3',
        'storefront_field_errors_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa",kind="uncaught"} 1',
        'storefront_field_inp_seconds_bucket{le="0.3",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 0',
        'storefront_field_inp_seconds_bucket{le="0.35",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1',
        'storefront_field_inp_seconds_bucket{le="+Inf",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1',
      ].join('\n'),
    );
    const two = await serve('storefront_field_page_views_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} 1\n');
    try {
      const source = figuresSourceFromEnvironment({}, [url(one), url(two)]);
      const [figures] = await source.figures({ since: '15m' });
      expect(figures).toMatchObject({ fragment: 'mf-own-brand', release: '1.0.0-aaaaaaaaaa', pageViews: 4, errors: 1, errorsPerThousandViews: 250 });
      expect(figures?.p75InpMs).toBeCloseTo(337.5);
      expect(figures?.p75LcpMs).toBeUndefined();
    } finally {
      one.close();
      two.close();
    }
  });

  it("counts the samples behind each p75 by its histogram's _count, every server's added up", async () => {
    const cls = (count: number) => [
      `storefront_field_cls_bucket{le="0.01",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${count}`,
      `storefront_field_cls_bucket{le="+Inf",fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${count}`,
      `storefront_field_cls_count{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa"} ${count}`,
    ];
    const one = await serve([pageViews(60), ...sixTaps(), ...cls(2)].join('\n'));
    const two = await serve([pageViews(40), ...cls(1)].join('\n'));
    try {
      const [figures] = await figuresSourceFromEnvironment({}, [url(one), url(two)]).figures({ since: '15m' });
      expect(figures?.pageViews).toBe(100);
      expect(figures?.p75InpMs).toBeCloseTo(425);
      expect(figures?.vitalSamples).toEqual({ lcp: 0, inp: 6, cls: 3 });
    } finally {
      one.close();
      two.close();
    }
  });

  it('counts the samples gained over a window, as its p75', async () => {
    let text = [pageViews(10), ...sixTaps(1)].join('\n');
    const server = await serveWith(() => text);
    try {
      const window = await metricsEndpointWindows([url(server)]).begin();
      text = [pageViews(110), ...sixTaps(3)].join('\n');
      const [figures] = await window.figures('mf-own-brand');
      expect(figures?.p75InpMs).toBeCloseTo(425);
      expect(figures).toMatchObject({ pageViews: 100, vitalSamples: { lcp: 0, inp: 12, cls: 0 } });
    } finally {
      server.close();
    }
  });

  it('counts a server that restarted within the window from zero, also where its counters grew past the earlier values', async () => {
    const started = (seconds: number) => `storefront_field_figures_started_seconds ${seconds}`;
    const errors = (count: number) => `storefront_field_errors_total{fragment="mf-own-brand",release="1.0.0-aaaaaaaaaa",kind="uncaught"} ${count}`;
    let text = [started(1_800_000_000), pageViews(40), errors(0)].join('\n');
    const server = await serveWith(() => text);
    try {
      const window = await metricsEndpointWindows([url(server)]).begin();
      // Restarted: 60 views and 6 errors since, not 20 views and 6 errors.
      text = [started(1_800_000_600), pageViews(60), errors(6)].join('\n');
      const [figures] = await window.figures('mf-own-brand');
      expect(figures).toMatchObject({ pageViews: 60, errors: 6 });
      // Not restarted: what the series gained.
      const next = await metricsEndpointWindows([url(server)]).begin();
      text = [started(1_800_000_600), pageViews(75), errors(7)].join('\n');
      expect((await next.figures('mf-own-brand'))[0]).toMatchObject({ pageViews: 15, errors: 1 });
    } finally {
      server.close();
    }
  });

  it('reads label values with escapes', () => {
    expect(parseMetricsText('x_total{fragment="a\\"b",release="r"} 2')).toEqual([{ name: 'x_total', labels: { fragment: 'a"b', release: 'r' }, value: 2 }]);
  });

  it('refuses a STOREFRONT_METRICS it cannot use', () => {
    expect(() => figuresSourceFromEnvironment({ STOREFRONT_METRICS: 'http://localhost:9090' }, [])).toThrow('prometheus+http');
  });
});

describe('figures from Prometheus', () => {
  it("asks for the samples behind each p75 as the increase of its histogram's _count over the window", async () => {
    const asked: string[] = [];
    const answers: Record<string, number> = {
      'sum by (fragment, release) (increase(storefront_field_page_views_total{fragment="mf-own-brand"}[15m]))': 100,
      'histogram_quantile(0.75, sum by (fragment, release, le) (increase(storefront_field_inp_seconds_bucket{fragment="mf-own-brand"}[15m])))': 0.425,
      'sum by (fragment, release) (increase(storefront_field_inp_seconds_count{fragment="mf-own-brand"}[15m]))': 6,
      'sum by (fragment, release) (increase(storefront_field_cls_count{fragment="mf-own-brand"}[15m]))': 3,
    };
    const prometheus = await serveWith((request) => {
      const query = new URL(request.url ?? '/', 'http://prometheus').searchParams.get('query') ?? '';
      asked.push(query);
      const value = answers[query];
      const result = value === undefined ? [] : [{ metric: { fragment: 'mf-own-brand', release: '1.0.0-aaaaaaaaaa' }, value: [0, String(value)] }];
      return JSON.stringify({ status: 'success', data: { resultType: 'vector', result } });
    });
    try {
      const source = figuresSourceFromEnvironment({ STOREFRONT_METRICS: `prometheus+${url(prometheus)}` }, []);
      const [figures] = await source.figures({ since: '15m', fragment: 'mf-own-brand' });
      expect(asked).toEqual(expect.arrayContaining(Object.keys(answers)));
      expect(asked).toContain('sum by (fragment, release) (increase(storefront_field_lcp_seconds_count{fragment="mf-own-brand"}[15m]))');
      expect(figures).toMatchObject({ pageViews: 100, p75InpMs: 425, vitalSamples: { lcp: 0, inp: 6, cls: 3 } });
    } finally {
      prometheus.close();
    }
  });
});
