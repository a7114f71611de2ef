/**
 * The notification pipeline's environment (infra/lib/stacks/notifications-stack.ts sets it; the
 * local cloud reads it from the synthesized templates and adds its stand-ins' addresses).
 */
export const PIPELINE_VARIABLES = {
  jobsQueueUrl: 'JOBS_QUEUE_URL',
  sendQueueUrl: 'SEND_QUEUE_URL',
  /** https://… of the site: what e-mails link to. */
  siteUrl: 'SITE_URL',
  /** Signs and checks unsubscribe links (Secrets Manager, through a dynamic reference). */
  linkSecret: 'UNSUBSCRIBE_LINK_SECRET',
  /** 'true' where an SES identity is configured: without one, nothing is e-mailed. */
  emailEnabled: 'EMAIL_ENABLED',
  /** `Tremplin <no-reply@…>`: the SES identity's address, under the platform's name. */
  emailFrom: 'EMAIL_FROM',
  configurationSet: 'SES_CONFIGURATION_SET',
  /** SES's maximum sending rate of the account, per second. */
  maxSendRate: 'SES_MAX_SEND_RATE',
  /** How many senders run at once: each paces itself to its share of the rate. */
  senderConcurrency: 'SENDER_CONCURRENCY',
  /** Local only: the stand-ins' addresses. */
  sqsEndpoint: 'SQS_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const pipelineEnv = {
  jobsQueueUrl: () => required(PIPELINE_VARIABLES.jobsQueueUrl),
  sendQueueUrl: () => required(PIPELINE_VARIABLES.sendQueueUrl),
  siteUrl: () => required(PIPELINE_VARIABLES.siteUrl).replace(/\/+$/, ''),
  linkSecret: () => required(PIPELINE_VARIABLES.linkSecret),
  emailEnabled: () => process.env[PIPELINE_VARIABLES.emailEnabled] === 'true',
  emailFrom: () => process.env[PIPELINE_VARIABLES.emailFrom] ?? '',
  configurationSet: () => process.env[PIPELINE_VARIABLES.configurationSet] ?? '',
  maxSendRate: () => Math.max(0.1, Number(process.env[PIPELINE_VARIABLES.maxSendRate] ?? 1) || 1),
  senderConcurrency: () => Math.max(1, Number(process.env[PIPELINE_VARIABLES.senderConcurrency] ?? 1) || 1),
  sqsEndpoint: () => process.env[PIPELINE_VARIABLES.sqsEndpoint],
  sesEndpoint: () => process.env[PIPELINE_VARIABLES.sesEndpoint],
} as const;
