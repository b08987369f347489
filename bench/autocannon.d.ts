// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  // biome-ignore lint/style/noDefaultExport: the package is one function, exported as the module.
  export default function autocannon(options: Options): Promise<Result>;
}
