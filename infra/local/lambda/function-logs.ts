/**
 * What CloudWatch Logs does for the local functions: each function's output, line by line, is kept
 * as written (`{dir}/{function}.log`, the raw JSON log lines and EMF metric lines a log group would
 * get) and printed readably in the terminal. The functions run exactly as on AWS: no Powertools dev
 * mode, whose pretty multi-line JSON and disabled metrics would make local runs differ.
 */
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

export type OutputStream = 'stdout' | 'stderr';

export interface FunctionLogsOptions {
  /** Where each function's lines are kept; emptied at start (the logs of the current run). */
  readonly dir: string;
  /** Print only warnings, errors and lines that are not JSON (tests, the bench). */
  readonly quiet?: boolean;
  readonly print?: (stream: OutputStream, text: string) => void;
}

/** Powertools' keys that every line repeats: the terminal leaves them out, the file keeps them. */
const CONTEXT_KEYS = new Set([
  'level',
  'message',
  'timestamp',
  'service',
  'cold_start',
  'function_arn',
  'function_memory_size',
  'function_name',
  'function_request_id',
  'correlation_id',
  'sampling_rate',
  'xray_trace_id',
]);

type Json = Record<string, unknown>;

function parse(line: string): Json | null {
  if (!line.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

interface EmfDirective {
  Namespace: string;
  Metrics: { Name: string }[];
}

/** The metric directives of an EMF line, or null for any other line. */
function emfDirectives(record: Json): EmfDirective[] | null {
  const aws = record._aws as { CloudWatchMetrics?: EmfDirective[] } | undefined;
  return Array.isArray(aws?.CloudWatchMetrics) ? aws.CloudWatchMetrics : null;
}

/** Metric values of one EMF line: `{ namespace, name, value }` per metric (a value may be a list). */
export function metricValues(line: string): { namespace: string; name: string; value: number }[] {
  const record = parse(line);
  const directives = record && emfDirectives(record);
  if (!record || !directives) return [];
  return directives.flatMap((directive) =>
    directive.Metrics.map((metric) => {
      const raw = record[metric.Name];
      const values = Array.isArray(raw) ? raw : [raw];
      return {
        namespace: directive.Namespace,
        name: metric.Name,
        value: values.reduce<number>((sum, v) => sum + (typeof v === 'number' ? v : 0), 0),
      };
    }),
  );
}

/**
 * One line of a function's output as the terminal shows it, or null when a quiet terminal skips it:
 * `[fn] LEVEL message {other keys}` (the error's stack below it), `[fn] metrics Namespace Name=1`,
 * other lines as they are.
 */
export function renderLine(functionName: string, line: string, quiet = false): string | null {
  const prefix = `[${functionName}]`;
  const record = parse(line);
  if (!record) return `${prefix} ${line}`;
  if (emfDirectives(record)) {
    if (quiet) return null;
    const metrics = metricValues(line).map((m) => `${m.namespace} ${m.name}=${m.value}`);
    return `${prefix} metrics ${metrics.join(', ')}`;
  }
  if (typeof record.level !== 'string' || !('message' in record)) return quiet ? null : `${prefix} ${line}`;
  const level = record.level.toUpperCase();
  if (quiet && level !== 'WARN' && level !== 'ERROR' && level !== 'CRITICAL') return null;
  const rest = Object.fromEntries(Object.entries(record).filter(([key]) => !CONTEXT_KEYS.has(key)));
  const error = rest.error as { stack?: unknown } | undefined;
  const stack = typeof error?.stack === 'string' ? error.stack : null;
  if (stack && error) delete error.stack;
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${prefix} ${level.padEnd(5)} ${String(record.message)}${extra}${stack ? `\n${stack}` : ''}`;
}

export class FunctionLogs {
  private readonly files = new Map<string, WriteStream>();
  private readonly print: (stream: OutputStream, text: string) => void;

  constructor(private readonly options: FunctionLogsOptions) {
    rmSync(options.dir, { recursive: true, force: true });
    mkdirSync(options.dir, { recursive: true });
    this.print =
      options.print ??
      ((stream, text) => (stream === 'stderr' ? process.stderr : process.stdout).write(`${text}\n`));
  }

  /** The file that keeps a function's lines. */
  path(functionName: string): string {
    return join(this.options.dir, `${functionName}.log`);
  }

  write(functionName: string, stream: OutputStream, line: string): void {
    let file = this.files.get(functionName);
    if (!file) {
      file = createWriteStream(this.path(functionName), { flags: 'a' });
      this.files.set(functionName, file);
    }
    file.write(`${line}\n`);
    const text = renderLine(functionName, line, this.options.quiet);
    if (text !== null) this.print(stream, text);
  }

  async close(): Promise<void> {
    const files = [...this.files.values()];
    this.files.clear();
    await Promise.all(files.map((file) => new Promise<void>((done) => file.end(done))));
  }
}
