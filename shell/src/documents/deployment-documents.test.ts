import { INLINE_DOCUMENT_IDS, REQUEST_TIMEOUT_MS } from '@storefront/contracts';
import { readDeploymentDocuments } from './deployment-documents';

const CONFIG = { site: { domain: 'zooplus.de' } };
const REGISTRY = { fragments: { mf_x: { manifest: 'https://a.example/mf-manifest.json', version: '1' } } };

function inline(id: string, text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('readDeploymentDocuments', () => {
  it('reads the config and the registry the server inlined, without a request', async () => {
    const fetchSpy = jest.spyOn(window, 'fetch');
    inline(INLINE_DOCUMENT_IDS.config, JSON.stringify(CONFIG));
    inline(INLINE_DOCUMENT_IDS.registry, JSON.stringify(REGISTRY));
    await expect(readDeploymentDocuments(document)).resolves.toEqual({ config: CONFIG, registry: REGISTRY });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches both at once when nothing is inlined: neither waits for the other', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fetchSpy = jest.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const documents = readDeploymentDocuments(document);
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/storefront-config.json', '/registry.json']);
    answers[1]?.(new Response(JSON.stringify(REGISTRY)));
    answers[0]?.(new Response(JSON.stringify(CONFIG)));
    await expect(documents).resolves.toEqual({ config: CONFIG, registry: REGISTRY });
  });

  it('fetches a document whose inlined text is not JSON, and uses the other one as inlined', async () => {
    inline(INLINE_DOCUMENT_IDS.config, JSON.stringify(CONFIG));
    inline(INLINE_DOCUMENT_IDS.registry, '{"fragments": ');
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(JSON.stringify(REGISTRY)));
    await expect(readDeploymentDocuments(document)).resolves.toEqual({ config: CONFIG, registry: REGISTRY });
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(['/registry.json']);
  });

  it('rejects an HTTP error naming the URL and status', async () => {
    inline(INLINE_DOCUMENT_IDS.registry, JSON.stringify(REGISTRY));
    jest.spyOn(window, 'fetch').mockResolvedValue(new Response('nope', { status: 503 }));
    await expect(readDeploymentDocuments(document)).rejects.toThrow('/storefront-config.json answered HTTP 503');
  });

  it('gives up on a server that does not answer after the request time-out', async () => {
    jest.useFakeTimers();
    inline(INLINE_DOCUMENT_IDS.config, JSON.stringify(CONFIG));
    jest.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const documents = readDeploymentDocuments(document);
    documents.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(documents).rejects.toThrow(`/registry.json did not answer within ${REQUEST_TIMEOUT_MS} ms`);
  });
});
