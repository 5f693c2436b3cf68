import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const proxies: http.Server[] = [];

/**
 * A proxy in front of the sandbox that holds each request for `delayOf(path)` ms before passing it
 * on, and lists what it was asked ("POST /v1/booking/flight-orders").
 */
export async function delayingProxy(target: string, delayOf: (path: string) => number) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url!.split('?')[0]!;
      seen.push(`${req.method} ${path}`);
      void sleep(delayOf(path))
        .then(() =>
          fetch(target + req.url, {
            method: req.method!,
            headers: Object.fromEntries(
              ['authorization', 'content-type', 'accept'].flatMap((name) => (req.headers[name] ? [[name, String(req.headers[name])]] : [])),
            ),
            ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
          }),
        )
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxies.push(server);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** Stops every delaying proxy (afterEach). */
export function closeDelayingProxies(): void {
  for (const proxy of proxies.splice(0)) {
    proxy.closeAllConnections();
    proxy.close();
  }
}
