/** Messages between the local Lambda runtime and a function's worker thread. */
export interface WorkerSettings {
  functionName: string;
  /** The function's bundle, as CDK deploys it (./bundles.ts). */
  bundleFile: string;
  memoryMb: number;
  timeoutMs: number;
}

export interface Invocation {
  id: number;
  event: unknown;
}

export type InvocationOutcome =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string } };
