// autocannon ships no types: what scripts/bench-service.ts uses of it.
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent: the request to send. */
    setupRequest?: (request: Request) => Request;
  };
  type Options = { url: string; connections?: number; duration?: number; requests?: Request[] };
  /** Latencies in milliseconds, by percentile. */
  type Latency = { p50: number; p99: number; max: number };
  type Result = { '2xx': number; non2xx: number; errors: number; timeouts: number; latency: Latency };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
