/**
 * EventBridge Scheduler for the local cloud: each schedule of infra/definitions/notifications.ts
 * invokes its function at its next cron time (UTC), with the same input as on AWS. `runNow` starts a
 * run at once (tests, demos: /_local/schedules/{name} on the local edge). Only the cron forms the
 * platform uses are read — `cron(M H * * ? *)` and `cron(M H ? * DAY *)` — anything else throws,
 * rather than running at a time AWS would not.
 */
const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** The first time strictly after `after` that the expression names. */
export function nextRun(expression: string, after: Date): Date {
  const match = /^cron\((\d{1,2}) (\d{1,2}) (\*|\?) \* (\?|\*|SUN|MON|TUE|WED|THU|FRI|SAT) \*\)$/.exec(
    expression,
  );
  if (!match) throw new Error(`The local scheduler does not read ${expression}`);
  const [, minute = '0', hour = '0', , day = '?'] = match;
  const weekday = DAYS.indexOf(day);
  const next = new Date(after.getTime());
  next.setUTCSeconds(0, 0);
  next.setUTCHours(Number(hour), Number(minute));
  while (next <= after || (weekday >= 0 && next.getUTCDay() !== weekday))
    next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export interface LocalSchedule {
  readonly name: string;
  readonly expression: string;
  readonly input: unknown;
}

export interface LocalScheduler {
  runNow: (name: string, at?: Date) => Promise<unknown>;
  names: () => string[];
  stop: () => void;
}

export function startLocalScheduler(settings: {
  schedules: readonly LocalSchedule[];
  invoke: (input: unknown, at: Date) => Promise<unknown>;
}): LocalScheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  let stopped = false;
  const byName = new Map(settings.schedules.map((s) => [s.name, s] as const));
  const run = (schedule: LocalSchedule, at: Date) =>
    settings.invoke(schedule.input, at).catch((error: unknown) => {
      console.error(`[scheduler] ${schedule.name} failed:`, (error as Error).message);
      throw error;
    });
  const arm = (schedule: LocalSchedule) => {
    if (stopped) return;
    const at = nextRun(schedule.expression, new Date());
    // Timers hold at most ~24.8 days; a weekly run is well within.
    timers.set(
      schedule.name,
      setTimeout(() => {
        void run(schedule, at).catch(() => undefined);
        arm(schedule);
      }, at.getTime() - Date.now()),
    );
  };
  for (const schedule of settings.schedules) arm(schedule);
  return {
    runNow: (name, at = new Date()) => {
      const schedule = byName.get(name);
      if (!schedule) return Promise.reject(new Error(`No schedule ${name}`));
      return run(schedule, at);
    },
    names: () => [...byName.keys()],
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
