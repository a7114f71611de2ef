/**
 * The local Cognito, in a child process (`node --import tsx`; see cognito.ts): cognito-local's user
 * pools, groups, admin operations and data files, with every operation a person's account goes
 * through answered as Cognito answers it, whoever calls (the browser through the edge's /cognito,
 * the functions through the IAM gate, the operator directly):
 * - every call first meets the API model's required members and, when it sets a password, the pool's
 *   policy (cognito-rules.ts);
 * - tokens are signed with the data folder's own key (cognito-keys.ts); only its public half is in
 *   the JWKS; every call that carries an access token has it checked (signature, expiry by this
 *   process's clock, token use, revocation, the user) before anything runs (cognito-tokens.ts);
 * - sign-in, refresh, sign-out and the lockout: cognito-sign-in.ts; codes, attributes, passwords:
 *   cognito-accounts.ts; setting up an authenticator app: cognito-mfa.ts;
 * - e-mails go to the local mailbox (mailbox.ts), as the custom-message trigger wrote them.
 * Its clock is real time unless a test moved it (cognito-clock.ts).
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as errors from 'cognito-local/lib/errors.js';
import { loadConfig } from 'cognito-local/lib/server/config.js';
import { Router as cognitoRouter, type Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import {
  LambdaService,
  MessagesService,
  TriggersService,
  type Services,
} from 'cognito-local/lib/services/index.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import type { Message } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import * as pools from 'cognito-local/lib/services/userPoolService.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import type * as Pino from 'pino';
import type * as PinoPretty from 'pino-pretty';
import { accountTargets, refusalError } from './cognito-accounts';
import { CLOCK_FILE_VARIABLE, OffsetClock } from './cognito-clock';
import { loadOrCreateSigningKey, signingKeyFile } from './cognito-keys';
import { mfaTargets, type OwnRoute } from './cognito-mfa';
import { operationName, passwordPolicyRefusal, requiredMemberRefusal } from './cognito-rules';
import { signInTargets } from './cognito-sign-in';
import { CognitoState } from './cognito-state';
import { TokenService, type TokenHolder } from './cognito-tokens';
import { deliverToMailbox, MAILBOX_FILE_VARIABLE } from './mailbox';

// The packages cognito-local builds its server with, as it resolves them (they are its dependencies).
const cognitoLocalRequire = createRequire(
  createRequire(import.meta.url).resolve('cognito-local/package.json'),
);
const pino = cognitoLocalRequire('pino') as typeof Pino.default;
const pretty = cognitoLocalRequire('pino-pretty') as typeof PinoPretty.default;
const AWS = cognitoLocalRequire('aws-sdk') as { Lambda: new (config: unknown) => unknown };

/** Cognito's default e-mail, sent when no custom-message trigger gave one. */
const DEFAULT_EMAIL = { subject: 'Your verification code', message: 'Your verification code is {####}. ' };

/** Delivery to the local mailbox: e-mails only (the pool sends no SMS). */
class MailboxSender implements MessageSender {
  constructor(
    private readonly file: string,
    private readonly clock: OffsetClock,
  ) {}

  sendEmail(_ctx: Context, _user: User, destination: string, message: Message): Promise<void> {
    const code = message.__code ?? '';
    deliverToMailbox(
      this.file,
      {
        to: destination,
        subject: message.emailSubject ?? DEFAULT_EMAIL.subject,
        // cognito-local puts the code in the trigger's text; Cognito's default text holds the placeholder.
        html: message.emailMessage ?? DEFAULT_EMAIL.message.replace('{####}', () => code),
      },
      this.clock.get(),
    );
    return Promise.resolve();
  }

  sendSms(ctx: Context, user: User): Promise<void> {
    ctx.logger.warn({ user: user.Username }, 'The local Cognito sends no SMS');
    return Promise.resolve();
  }
}

/** The operations that take an access token or, instead, the Session of an MFA_SETUP challenge. */
const TOKEN_OR_SESSION = new Set(['AssociateSoftwareToken', 'VerifySoftwareToken']);

/** GET /{poolId}/.well-known/jwks.json and openid-configuration, as Cognito's endpoint serves them. */
const DISCOVERY = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

async function start(): Promise<void> {
  const mailbox = process.env[MAILBOX_FILE_VARIABLE];
  if (!mailbox) throw new Error(`${MAILBOX_FILE_VARIABLE} is not set`);
  const logger: Pino.Logger = pino(
    { level: process.env.DEBUG ? 'debug' : 'info' },
    pretty({ colorize: false, ignore: 'pid,name,hostname', singleLine: true }),
  );
  // The same folders as cognito-local's own start in this directory (earlier data folders keep working).
  const configDirectory = join(process.cwd(), '.cognito');
  const dataDirectory = join(configDirectory, 'db');
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new OffsetClock(process.env[CLOCK_FILE_VARIABLE]);
  const dataStores = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStores,
    new pools.UserPoolServiceFactoryImpl(clock, dataStores),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(
      config.TriggerFunctions,
      new AWS.Lambda(config.LambdaClient) as ConstructorParameters<typeof LambdaService>[1],
    ),
    new CryptoService(config.KMSConfig),
  );
  const state = new CognitoState(join(configDirectory, 'tremplin-state.json'));
  const issuerDomain = config.TokenConfig.IssuerDomain;
  if (!issuerDomain) throw new Error('TokenConfig.IssuerDomain is not set');
  const tokens = new TokenService(
    loadOrCreateSigningKey(signingKeyFile(configDirectory)),
    clock,
    state,
    cognito,
    issuerDomain,
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new MailboxSender(mailbox, clock))),
    otp,
    tokenGenerator: tokens,
    triggers,
  };
  const own: Record<string, OwnRoute> = {
    ...accountTargets(services, state),
    ...mfaTargets(services),
    ...signInTargets(services, state, tokens, clock),
  };
  const fallback = cognitoRouter(services);
  const router: Router = (target) => async (requestCtx, req: unknown) => {
    const body = (req && typeof req === 'object' ? req : {}) as Record<string, unknown>;
    const refusal = requiredMemberRefusal(target, body) ?? passwordPolicyRefusal(target, body);
    if (refusal) throw refusalError(refusal);
    let holder: TokenHolder | undefined;
    if (body.AccessToken !== undefined) {
      holder = await tokens.accessTokenHolder(requestCtx, body.AccessToken);
    } else if (TOKEN_OR_SESSION.has(operationName(target))) {
      // A Session alone is the MFA_SETUP challenge's, which an optional-MFA pool never gives.
      if (body.Session) throw new errors.NotAuthorizedError('Invalid session for the user.');
      throw new errors.InvalidParameterError('Missing required parameter AccessToken');
    }
    const route = own[target];
    if (route) return route(requestCtx, body as never, holder as TokenHolder);
    return fallback(target)(requestCtx, body) as Promise<unknown>;
  };
  // cognito-local's Express application, served by this process's own server (below).
  const { application } = createServer(router, logger, config.ServerConfig, services) as {
    application: (request: IncomingMessage, response: ServerResponse) => void;
  };
  const server = createHttpServer((request, response) => {
    const discovery = request.method === 'GET' ? DISCOVERY.exec(request.url ?? '') : null;
    if (!discovery) {
      application(request, response);
      return;
    }
    const [, poolId = '', document] = discovery;
    const issuer = tokens.issuer(poolId);
    const answer =
      document === 'jwks.json'
        ? tokens.jwks()
        : {
            issuer,
            jwks_uri: `${issuer}/.well-known/jwks.json`,
            id_token_signing_alg_values_supported: ['RS256'],
            subject_types_supported: ['public'],
            response_types_supported: ['code', 'token'],
          };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  const port = Number(process.env.PORT ?? config.ServerConfig.port);
  const host = process.env.HOST ?? config.ServerConfig.hostname;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  logger.info(`Cognito Local running on ${host}:${port}`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
