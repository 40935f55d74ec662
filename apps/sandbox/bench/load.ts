// A small HTTP load generator, run as its own process so that it does not share a core's event loop with
// the server it measures: `node dist/bench/load.js '<json LoadPlan>'` prints one JSON LoadResult.
// Keep-alive connections, each sending its next request when the previous answer is complete.
import http from 'node:http';

export interface LoadPlan {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  /** Stop after this many requests, or after `durationMs`, whichever comes first. */
  requests: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  /** Answers that were not a success (another status, a business error) or failed. */
  errors: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

function run(plan: LoadPlan): Promise<LoadResult> {
  const target = new URL(plan.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const body = Buffer.from(plan.body);
  const headers = { ...plan.headers, 'content-length': String(body.length) };
  const times: number[] = [];
  let started = 0;
  let errors = 0;
  const t0 = performance.now();
  const deadline = t0 + plan.durationMs;
  const one = () =>
    new Promise<void>((resolve) => {
      const s = performance.now();
      const req = http.request(
        { host: target.hostname, port: target.port, path: plan.path, method: plan.method, headers, agent },
        (res) => {
          let answer = '';
          res.on('data', (chunk: Buffer) => {
            if (answer.length < 64) answer += chunk.toString('latin1', 0, 64);
          });
          res.on('end', () => {
            // a business error is an HTTP 200 whose body starts {"error" …
            if (res.statusCode !== 200 || /^\{\s*"error"/.test(answer)) errors++;
            times.push(performance.now() - s);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(body);
    });
  const worker = async () => {
    while (started < plan.requests && performance.now() < deadline) {
      started++;
      await one();
    }
  };
  return Promise.all(Array.from({ length: plan.connections }, worker)).then(() => {
    const seconds = (performance.now() - t0) / 1000;
    agent.destroy();
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100;
    return {
      requests: times.length,
      errors,
      seconds: Math.round(seconds * 100) / 100,
      requestsPerSecond: Math.round(times.length / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
    };
  });
}

const plan = process.argv[2];
if (plan !== undefined) {
  run(JSON.parse(plan) as LoadPlan).then((result) => process.stdout.write(`${JSON.stringify(result)}\n`));
}
