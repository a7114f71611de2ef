/**
 * cognito-local as the local cloud runs it, in a child process (`node --import tsx`; see cognito.ts).
 * Built as cognito-local's own start script builds it (lib/server/defaults.js), with what its default
 * lacks for the platform's account flows:
 * - e-mails go to the local mailbox (mailbox.ts) instead of a box printed on the console, as the
 *   custom-message trigger wrote them, with the code in place as Cognito delivers them;
 * - ResendConfirmationCode, which cognito-local does not have;
 * - ConfirmSignUp as Cognito does it: it marks the e-mail verified (the code came back from that
 *   address) before PostConfirmation runs, and refuses an account that is not waiting for a code;
 * - ForgotPassword only for an account whose e-mail is verified, as Cognito sends reset codes only there;
 * - two-factor sign-in with an authenticator app (TOTP) as Cognito checks it (cognito-mfa.ts).
 * What Cognito hides from a browser (whether an address has an account) is hidden by the edge's
 * /cognito proxy (cognito-proxy.ts), which answers for the pool's client as Cognito does.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as errors from 'cognito-local/lib/errors.js';
import { loadConfig } from 'cognito-local/lib/server/config.js';
import { Router as cognitoRouter, type Route, type Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
  type Services,
} from 'cognito-local/lib/services/index.js';
import {
  MessageDeliveryService,
  type DeliveryDetails,
} from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import type { Message } from 'cognito-local/lib/services/messages.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import * as pools from 'cognito-local/lib/services/userPoolService.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';
import type * as Pino from 'pino';
import type * as PinoPretty from 'pino-pretty';
import { mfaTargets } from './cognito-mfa';
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
  constructor(private readonly file: string) {}

  sendEmail(_ctx: Context, _user: User, destination: string, message: Message): Promise<void> {
    const code = message.__code ?? '';
    deliverToMailbox(this.file, {
      to: destination,
      subject: message.emailSubject ?? DEFAULT_EMAIL.subject,
      // cognito-local puts the code in the trigger's text; Cognito's default text holds the placeholder.
      html: message.emailMessage ?? DEFAULT_EMAIL.message.replace('{####}', () => code),
    });
    return Promise.resolve();
  }

  sendSms(ctx: Context, user: User): Promise<void> {
    ctx.logger.warn({ user: user.Username }, 'The local Cognito sends no SMS');
    return Promise.resolve();
  }
}

interface ClientRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}

function emailDelivery(user: User): DeliveryDetails {
  const email = pools.attributeValue('email', user.Attributes);
  if (!email) throw new errors.InvalidParameterError('User has no email attribute');
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
}

/** The operations this server answers itself, or before cognito-local's own. */
function tremplinTargets(services: Services): Record<string, Route> {
  const forgotPassword = Targets.ForgotPassword(services);
  return {
    ResendConfirmationCode: async (ctx: Context, req: ClientRequest) => {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError();
      if (user.UserStatus !== 'UNCONFIRMED')
        throw new errors.InvalidParameterError('User is already confirmed.');
      const delivery = emailDelivery(user);
      // A new code replaces the previous one.
      const code = services.otp();
      await userPool.saveUser(ctx, {
        ...user,
        ConfirmationCode: code,
        UserLastModifiedDate: services.clock.get(),
      });
      await services.messages.deliver(
        ctx,
        'ResendCode',
        req.ClientId,
        userPool.options.Id,
        user,
        code,
        req.ClientMetadata,
        delivery,
      );
      return { CodeDeliveryDetails: delivery };
    },

    ConfirmSignUp: async (ctx: Context, req: ClientRequest & { ConfirmationCode?: string }) => {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError();
      if (user.UserStatus !== 'UNCONFIRMED') {
        throw new errors.NotAuthorizedError(`User cannot be confirmed. Current status is ${user.UserStatus}`);
      }
      if (!user.ConfirmationCode) throw new errors.ExpiredCodeError();
      if (user.ConfirmationCode !== req.ConfirmationCode) throw new errors.CodeMismatchError();
      const confirmed: User = {
        ...user,
        Attributes: pools.attributesAppend(user.Attributes, pools.attribute('email_verified', 'true')),
        UserStatus: 'CONFIRMED',
        ConfirmationCode: undefined,
        UserLastModifiedDate: services.clock.get(),
      };
      await userPool.saveUser(ctx, confirmed);
      if (services.triggers.enabled('PostConfirmation')) {
        await services.triggers.postConfirmation(ctx, {
          clientId: req.ClientId,
          clientMetadata: req.ClientMetadata,
          source: 'PostConfirmation_ConfirmSignUp',
          username: confirmed.Username,
          userPoolId: userPool.options.Id,
          userAttributes: pools.attributesAppend(
            confirmed.Attributes,
            pools.attribute('cognito:user_status', confirmed.UserStatus),
          ),
        });
      }
      return {};
    },

    ForgotPassword: async (ctx: Context, req: ClientRequest) => {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (user && pools.attributeValue('email_verified', user.Attributes) !== 'true') {
        throw new errors.InvalidParameterError(
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      return forgotPassword(ctx, req) as Promise<unknown>;
    },
  };
}

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
  const clock = new DateClock();
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
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new MailboxSender(mailbox))),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const own = { ...tremplinTargets(services), ...mfaTargets(services) };
  const fallback = cognitoRouter(services);
  const router: Router = (target) => own[target] ?? fallback(target);
  const server = await createServer(router, logger, config.ServerConfig, services).start();
  const address = server.address();
  logger.info(
    `Cognito Local running on ${typeof address === 'string' ? address : `${address?.address}:${address?.port}`}`,
  );
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
