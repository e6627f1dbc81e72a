import autocannon from 'autocannon';

/** The p-th percentile of sorted latencies (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/**
 * One autocannon run over `paths` in turn (or the url's own path); latencies are collected per
 * response for exact percentiles (p95 included).
 */
export function load(url: string, connections: number, duration: number, paths?: string[]) {
  const times: number[] = [];
  let next = 0;
  const requests = paths
    ? [
        {
          setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }),
        },
      ]
    : undefined;
  return new Promise<{ result: autocannon.Result; times: number[] }>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, requests }, (err, result) =>
      err ? reject(err) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
