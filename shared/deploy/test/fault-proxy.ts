import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What goes wrong with the next matching requests between the SDK and the store:
 * - `reset`: the connection is reset before any answer (the request never reaches the store);
 * - `status`: the proxy answers with that status (and `Retry-After` when given), as a busy store does;
 * - `stall`: the request is taken and never answered (until the proxy closes);
 * - `stall-body`: the store's answer begins (its headers and the first half of its first chunk) and stops there;
 * - `lose-answer`: the request reaches the store and has its effect, then the connection is reset before the answer
 *   reaches the client (a write that went through, whose client does not know it).
 */
export type Fault =
  | { kind: 'reset' }
  | { kind: 'status'; status: number; retryAfter?: string; code?: string }
  | { kind: 'stall' }
  | { kind: 'stall-body' }
  | { kind: 'lose-answer' };

export interface FaultRule {
  fault: Fault;
  /** How many matching requests get it; every matching request while `times` is Infinity. */
  times: number;
  /** Which requests: `GET`, `PUT` ... and a test on the path (the container and blob, without the query). */
  method?: string;
  path?: RegExp;
}

export interface SeenRequest {
  method: string;
  path: string;
  /** The fault it met, or `forwarded`. */
  outcome: Fault['kind'] | 'forwarded';
}

export interface FaultProxy {
  /** The store's account endpoint through the proxy (`http://127.0.0.1:<port>/devstoreaccount1`). */
  accountUrl: string;
  inject(rule: FaultRule): void;
  /** Every request the proxy has seen, in order. */
  seen: SeenRequest[];
  clear(): void;
  close(): Promise<void>;
}

/**
 * A small HTTP proxy in front of Azurite that injects faults into chosen requests: the real SDK against the real
 * emulator, with the network's and a busy store's failures in between.
 */
export async function startFaultProxy(targetAccountUrl: string): Promise<FaultProxy> {
  const target = new URL(targetAccountUrl);
  const rules: FaultRule[] = [];
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();

  const faultFor = (method: string, path: string): Fault | undefined => {
    const rule = rules.find(
      (candidate) => candidate.times > 0 && (!candidate.method || candidate.method === method) && (!candidate.path || candidate.path.test(path)),
    );
    if (!rule) return undefined;
    rule.times -= 1;
    return rule.fault;
  };

  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', target).pathname;
    const fault = faultFor(method, path);
    seen.push({ method, path, outcome: fault?.kind ?? 'forwarded' });
    if (fault?.kind === 'reset') {
      request.socket.resetAndDestroy();
      return;
    }
    if (fault?.kind === 'stall') {
      request.resume();
      return;
    }
    if (fault?.kind === 'status') {
      request.resume();
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/xml', 'x-ms-error-code': fault.code ?? 'ServerBusy' };
      if (fault.retryAfter !== undefined) headers['retry-after'] = fault.retryAfter;
      response.writeHead(fault.status, headers);
      response.end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${fault.code ?? 'ServerBusy'}</Code><Message>Injected by the test</Message></Error>`);
      return;
    }
    const upstream = http.request(
      { host: target.hostname, port: target.port, method, path: request.url, headers: { ...request.headers, host: target.host } },
      (answer) => {
        if (fault?.kind === 'lose-answer') {
          answer.resume();
          answer.on('end', () => request.socket.resetAndDestroy());
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (fault?.kind === 'stall-body') {
          answer.once('data', (chunk: Buffer) => response.write(chunk.subarray(0, Math.ceil(chunk.length / 2))));
          return;
        }
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    accountUrl: `http://127.0.0.1:${port}${target.pathname.replace(/\/$/, '')}`,
    inject: (rule) => rules.push({ ...rule }),
    seen,
    clear: () => {
      rules.length = 0;
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
