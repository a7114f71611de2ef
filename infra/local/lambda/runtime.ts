/**
 * The local Lambda service: each function runs in its own worker thread, started on its first
 * invocation and kept warm, with its own process.env — the environment CDK gives it plus its own
 * credentials — as each Lambda function has its own execution environment and role. The AWS SDK
 * calls a handler makes are therefore signed with that function's key, and the local cloud's
 * gates (../iam/) allow or refuse them with that function's policy.
 */
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { handlerEntry } from '../../lib/paths';
import { functionBundles, type FunctionBundles } from './bundles';
import type { FunctionLogs } from './function-logs';
import type { InvocationOutcome, WorkerSettings } from './protocol';

export interface LocalFunctionDefinition {
  readonly name: string;
  /** Module under lambdas/ without extension. */
  readonly handlerModule: string;
  /** The whole environment of the function: CDK's variables, the local endpoints and its credentials. */
  readonly environment: Readonly<Record<string, string>>;
}

export interface RuntimeSettings {
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  /** Where the functions' output goes, as Lambda sends it to CloudWatch Logs; else to this process's. */
  readonly logs?: FunctionLogs;
  /** Where the bundles are kept (default: node_modules/.cache/tremplin-functions). */
  readonly bundleCacheDir?: string;
}

/** A handler that threw: Lambda reports it as a function error, and API Gateway answers 500. */
export class FunctionError extends Error {
  constructor(
    readonly functionName: string,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

interface Environment {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

export class LocalLambdaRuntime {
  private readonly definitions = new Map<string, LocalFunctionDefinition>();
  private readonly environments = new Map<string, Environment>();
  /** Built when the functions are defined, before their first invocation asks for them. */
  private bundles: Promise<FunctionBundles> | undefined;
  private nextId = 1;

  constructor(private readonly settings: RuntimeSettings) {}

  /** Deploys functions (their environment is known once the resources they name exist). */
  define(definitions: Iterable<LocalFunctionDefinition>): void {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    void this.build();
  }

  private build(): Promise<FunctionBundles> {
    const bundles = functionBundles(
      new Map([...this.definitions.values()].map((fn) => [fn.name, handlerEntry(fn.handlerModule)])),
      this.settings.bundleCacheDir,
    );
    // Awaited by the first invocation; until then a failed build must not be an unhandled rejection.
    bundles.catch(() => undefined);
    this.bundles = bundles;
    return bundles;
  }

  /** The build to start `name` from; built again if another process cleaned it away meanwhile. */
  private async bundlesFor(name: string): Promise<FunctionBundles> {
    if (!this.bundles || !this.definitions.has(name)) throw new Error(`No local function ${name}`);
    const bundles = await this.bundles;
    if (existsSync(bundles.bundle(name)) && existsSync(bundles.worker)) return bundles;
    return this.build();
  }

  has(name: string): boolean {
    return this.definitions.has(name);
  }

  private environment(name: string, bundles: FunctionBundles): Environment {
    const existing = this.environments.get(name);
    if (existing) return existing;
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No local function ${name}`);
    const workerData: WorkerSettings = {
      functionName: name,
      bundleFile: bundles.bundle(name),
      memoryMb: this.settings.memoryMb,
      timeoutMs: this.settings.timeoutSeconds * 1000,
    };
    // Only the function's own variables: nothing of this process's environment leaks in.
    const logs = this.settings.logs;
    const worker = new Worker(bundles.worker, {
      workerData,
      // Not this process's flags: `tsx` would load its TypeScript hooks into every environment.
      execArgv: [],
      env: { ...definition.environment },
      ...(logs ? { stdout: true, stderr: true } : {}),
    });
    if (logs) {
      for (const stream of ['stdout', 'stderr'] as const) {
        createInterface({ input: worker[stream], crlfDelay: Infinity }).on('line', (line) =>
          logs.write(name, stream, line),
        );
      }
    }
    const environment: Environment = { worker, pending: new Map() };
    worker.on('message', (outcome: InvocationOutcome) => {
      const waiting = environment.pending.get(outcome.id);
      if (!waiting) return;
      environment.pending.delete(outcome.id);
      if (outcome.ok) waiting.resolve(outcome.result);
      else waiting.reject(new FunctionError(name, outcome.error.name, outcome.error.message));
    });
    const retire = (error: Error) => {
      // A crashed environment is replaced on the next invocation, as Lambda does.
      if (this.environments.get(name) === environment) this.environments.delete(name);
      for (const waiting of environment.pending.values())
        waiting.reject(new FunctionError(name, 'Runtime.ExitError', error.message));
      environment.pending.clear();
    };
    worker.on('error', retire);
    worker.on('exit', (code) => retire(new Error(`the function's environment exited (${code})`)));
    this.environments.set(name, environment);
    return environment;
  }

  /** Runs the function on one event; rejects with a FunctionError when its handler throws. */
  async invoke(name: string, event: unknown): Promise<unknown> {
    const environment = this.environments.get(name) ?? this.environment(name, await this.bundlesFor(name));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      environment.pending.set(id, { resolve, reject });
      environment.worker.postMessage({ id, event });
    });
  }

  async stop(): Promise<void> {
    const running = [...this.environments.values()];
    this.environments.clear();
    await Promise.all(running.map(({ worker }) => worker.terminate()));
    await this.settings.logs?.close();
  }
}
