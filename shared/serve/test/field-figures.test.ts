import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bucketQuantile, figuresSourceFromEnvironment, parseMetricsText } from '../src/field/field-figures';

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
  const serve = (text: string) =>
    new Promise<http.Server>((resolve) => {
      const server = http.createServer((_request, response) => response.end(text));
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
  const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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

  it('reads label values with escapes', () => {
    expect(parseMetricsText('x_total{fragment="a\\"b",release="r"} 2')).toEqual([{ name: 'x_total', labels: { fragment: 'a"b', release: 'r' }, value: 2 }]);
  });

  it('refuses a STOREFRONT_METRICS it cannot use', () => {
    expect(() => figuresSourceFromEnvironment({ STOREFRONT_METRICS: 'http://localhost:9090' }, [])).toThrow('prometheus+http');
  });
});
