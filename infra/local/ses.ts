/**
 * Amazon SES (API v2) for the local cloud: SendEmail, SigV4-signed and allowed by the caller's IAM
 * policy on the sending identity and the configuration set, as SES checks both. It refuses what SES
 * refuses — a From address that is not a verified identity, an unknown configuration set, more
 * than 50 recipients, more than the account's maximum sending rate per second (429,
 * TooManyRequestsException) — and delivers what it accepts to the local mailbox (/_local/mail),
 * headers and text part included.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBody, receivedRequest } from './iam/gate-http';
import type { Principals } from './iam/principals';
import { verifyHeaderSignature } from './iam/sigv4';
import { deliverToMailbox } from './mailbox';

/** SES's largest message (40 MB, raw); far above what the platform sends. */
const MAX_REQUEST_BYTES = 40 * 1024 * 1024;

export interface LocalSes {
  endpoint: string;
  server: Server;
  /** The e-mails SES accepted since start, and those it throttled. */
  counts: () => { sent: number; throttled: number };
  /** The account's maximum sending rate (e-mails per second); tests lower it to see throttling. */
  setMaxSendRate: (perSecond: number) => void;
}

class SesError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** `Tremplin <no-reply@…>` → `no-reply@…`. */
function addressOf(from: string): string {
  return (/<([^>]+)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

export async function startLocalSes(settings: {
  /** Chosen before the functions' environment is written (it holds this address). */
  port: number;
  principals: Principals;
  region: string;
  account: string;
  /** The verified identity: an address, or a domain whose every address may send. */
  identity: string;
  configurationSet: string;
  maxSendRate: number;
  mailboxFile: string;
}): Promise<LocalSes> {
  let maxSendRate = settings.maxSendRate;
  const sentAt: number[] = [];
  let sent = 0;
  let throttled = 0;
  const arn = (resource: string) => `arn:aws:ses:${settings.region}:${settings.account}:${resource}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const refuse = (error: SesError) =>
      res
        .writeHead(error.status, { 'content-type': 'application/json', 'x-amzn-errortype': error.type })
        .end(JSON.stringify({ message: error.message }));
    try {
      const body = await readBody(req, MAX_REQUEST_BYTES);
      if (!body) throw new SesError('MessageRejected', 'Message length is more than 40 MB.');
      const received = receivedRequest(req, body);
      if (!received || received.method !== 'POST' || received.path !== '/v2/email/outbound-emails') {
        throw new SesError('NotFoundException', 'Not found', 404);
      }
      const verified = await verifyHeaderSignature(received, {
        service: 'ses',
        region: settings.region,
        secretOf: settings.principals.secretOf,
        uriEscapePath: true,
      });
      if (!verified.ok) {
        throw verified.problem === 'unknown-key'
          ? new SesError(
              'UnrecognizedClientException',
              'The security token included in the request is invalid.',
              403,
            )
          : new SesError('SignatureDoesNotMatchException', verified.detail, 403);
      }
      const principal = settings.principals.byAccessKeyId(verified.accessKeyId);
      if (!principal)
        throw new SesError(
          'UnrecognizedClientException',
          'The security token included in the request is invalid.',
          403,
        );
      const input = JSON.parse(body.toString('utf8') || '{}') as {
        FromEmailAddress?: string;
        Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
        ConfigurationSetName?: string;
        Content?: {
          Simple?: {
            Subject?: { Data?: string };
            Body?: { Html?: { Data?: string }; Text?: { Data?: string } };
            Headers?: { Name?: string; Value?: string }[];
          };
        };
      };
      const from = addressOf(input.FromEmailAddress ?? '');
      const identity = settings.identity.toLowerCase();
      const identityOfFrom = from === identity ? identity : from.endsWith(`@${identity}`) ? identity : null;
      // SES authorizes the identity it sends from, and the configuration set it names.
      const resources = [arn(`identity/${identityOfFrom ?? from.split('@')[1] ?? from}`)];
      if (input.ConfigurationSetName) resources.push(arn(`configuration-set/${input.ConfigurationSetName}`));
      for (const resource of resources) {
        const authorization = settings.principals.authorize(principal, 'ses:SendEmail', resource);
        if (authorization.decision !== 'allowed')
          throw new SesError('AccessDeniedException', authorization.message, 403);
      }
      if (!identityOfFrom) {
        throw new SesError(
          'MessageRejected',
          `Email address is not verified. The following identities failed the check in region ${settings.region.toUpperCase()}: ${from}`,
        );
      }
      if (input.ConfigurationSetName && input.ConfigurationSetName !== settings.configurationSet) {
        throw new SesError(
          'NotFoundException',
          `Configuration set <${input.ConfigurationSetName}> does not exist.`,
          404,
        );
      }
      const to = [
        ...(input.Destination?.ToAddresses ?? []),
        ...(input.Destination?.CcAddresses ?? []),
        ...(input.Destination?.BccAddresses ?? []),
      ];
      if (to.length === 0) throw new SesError('BadRequestException', 'Missing required destination.');
      if (to.length > 50) throw new SesError('BadRequestException', 'Recipient count exceeds 50.');
      const simple = input.Content?.Simple;
      if (!simple?.Subject?.Data || !(simple.Body?.Html?.Data ?? simple.Body?.Text?.Data)) {
        throw new SesError('BadRequestException', 'Simple content needs a subject and a body.');
      }
      // The maximum sending rate: e-mails (recipients) accepted in the last second.
      const now = Date.now();
      while (sentAt.length && (sentAt[0] ?? 0) <= now - 1000) sentAt.shift();
      if (sentAt.length + to.length > maxSendRate) {
        throttled += 1;
        throw new SesError('TooManyRequestsException', 'Maximum sending rate exceeded.', 429);
      }
      for (const _ of to) sentAt.push(now);
      for (const address of to) {
        deliverToMailbox(settings.mailboxFile, {
          to: address,
          subject: simple.Subject.Data,
          html: simple.Body?.Html?.Data ?? '',
          ...(simple.Body?.Text?.Data ? { text: simple.Body.Text.Data } : {}),
          headers: (simple.Headers ?? []).map((h) => ({ name: String(h.Name), value: String(h.Value) })),
        });
      }
      sent += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ MessageId: randomUUID() }));
    } catch (error) {
      if (error instanceof SesError) return refuse(error);
      if (error instanceof SyntaxError)
        return refuse(new SesError('BadRequestException', 'Malformed request body'));
      console.error('[ses]', error);
      if (!res.headersSent) refuse(new SesError('InternalFailure', 'Internal error', 500));
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  const endpoint = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => resolve(`http://127.0.0.1:${settings.port}`));
  });
  return {
    endpoint,
    server,
    counts: () => ({ sent, throttled }),
    setMaxSendRate: (perSecond) => {
      maxSendRate = perSecond;
    },
  };
}
