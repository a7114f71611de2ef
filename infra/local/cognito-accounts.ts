/**
 * The account operations of the local Cognito that send or check an e-mailed code, and those that
 * write a user's attributes, answered as Cognito answers them (cognito-local checks almost nothing:
 * codes that never expire, unlimited tries and resends, any attribute written):
 * - SignUp: the user name is the address (the pool signs in with e-mail), the client may write only
 *   its WriteAttributes; the code goes to the address;
 * - ConfirmSignUp, ConfirmForgotPassword, VerifyUserAttribute: the code of that purpose, within its
 *   validity (24 h for sign-up and address codes, 1 h for reset codes), once; after 5 wrong tries it
 *   stops working (LimitExceededException) until a new one is sent; ConfirmSignUp marks the address
 *   verified (the code came back from it); PostConfirmation runs after both confirmations, with
 *   Cognito's triggerSource;
 * - ResendConfirmationCode, ForgotPassword, GetUserAttributeVerificationCode: a new code replaces the
 *   previous one; 5 of a kind an hour at most (LimitExceededException); a reset only for a verified
 *   address;
 * - UpdateUserAttributes, DeleteUserAttributes: the client's WriteAttributes only;
 * - ChangePassword: the current password, or NotAuthorizedException in Cognito's words;
 * - DeleteUser: the user, and every session and record the local Cognito kept for them.
 * Addresses are masked in every CodeDeliveryDetails; with the client's PreventUserExistenceErrors an
 * unknown address gets what a known one gets (a code "sent", a wrong code), as on AWS.
 */
import { randomUUID } from 'node:crypto';
import * as errors from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import * as pools from 'cognito-local/lib/services/userPoolService.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';
import type { OwnRoute } from './cognito-mfa';
import { COGNITO_LIMITS, maskEmail, writeAttributeRefusal } from './cognito-rules';
import type { CodePurpose, CognitoState } from './cognito-state';
import type { TokenHolder } from './cognito-tokens';

interface ClientRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}

const limitExceeded = () =>
  new errors.CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
const codeMismatch = () =>
  new errors.CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
const codeExpired = () => new errors.ExpiredCodeError();

/** A refusal of cognito-rules.ts as the error a target throws (cognito-local's server answers it). */
export function refusalError(answer: { body: string }): errors.CognitoError {
  const { __type, message } = JSON.parse(answer.body) as { __type: string; message: string };
  return new errors.CognitoError(__type, message);
}

const preventsUserExistenceErrors = (client: AppClient | null) =>
  client?.PreventUserExistenceErrors === 'ENABLED';

function emailDelivery(user: User): DeliveryDetails {
  const email = pools.attributeValue('email', user.Attributes);
  if (!email) throw new errors.InvalidParameterError('User has no email attribute');
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
}

/** Cognito names the address a code went to only masked. */
const masked = (delivery: DeliveryDetails): DeliveryDetails => ({
  ...delivery,
  Destination: maskEmail(delivery.Destination ?? ''),
});

/** What Cognito answers for an address without an account when the client hides that. */
const simulatedDelivery = (username: string): { CodeDeliveryDetails: DeliveryDetails } => ({
  CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(username) },
});

export function accountTargets(services: Services, state: CognitoState): Record<string, OwnRoute> {
  const now = () => services.clock.get().getTime();
  const updateUserAttributes = Targets.UpdateUserAttributes(services);
  const deleteUserAttributes = Targets.DeleteUserAttributes(services);
  const deleteUser = Targets.DeleteUser(services);

  const clientAndPool = async (ctx: Context, clientId: string) => {
    const client = await services.cognito.getAppClient(ctx, clientId);
    if (!client) throw new errors.ResourceNotFoundError(`User pool client ${clientId} does not exist.`);
    return { client, userPool: await services.cognito.getUserPoolForClientId(ctx, clientId) };
  };

  /** A new code of `purpose` for the user, within the hourly limit; returns it. */
  const issueCode = (userPool: UserPoolService, user: User, purpose: CodePurpose): string =>
    state.updateAccount(userPool.options.Id, user.Username, (account) => {
      const since = now() - COGNITO_LIMITS.codesSentWindowMs;
      const sent = (account.deliveries[purpose] ?? []).filter((at) => at > since);
      if (sent.length >= COGNITO_LIMITS.codesSentPerHour) throw limitExceeded();
      const code = services.otp();
      account.deliveries[purpose] = [...sent, now()];
      account.codes[purpose] = { code, issuedAt: now(), failures: 0 };
      return code;
    });

  /** Uses up the user's code of `purpose` if `given` is it, or throws Cognito's refusal. */
  const useCode = (userPool: UserPoolService, user: User, purpose: CodePurpose, given: unknown): void =>
    state.updateAccount(userPool.options.Id, user.Username, (account) => {
      const record = account.codes[purpose];
      if (!record) throw codeExpired();
      if (record.failures >= COGNITO_LIMITS.wrongCodesPerCode) throw limitExceeded();
      if (now() - record.issuedAt > COGNITO_LIMITS.codeValidityMs[purpose]) throw codeExpired();
      if (given !== record.code) {
        record.failures += 1;
        throw codeMismatch();
      }
      delete account.codes[purpose];
    });

  const postConfirmation = async (
    ctx: Context,
    req: ClientRequest,
    userPool: UserPoolService,
    user: User,
    source: 'PostConfirmation_ConfirmSignUp' | 'PostConfirmation_ConfirmForgotPassword',
  ) => {
    if (!services.triggers.enabled('PostConfirmation')) return;
    await services.triggers.postConfirmation(ctx, {
      clientId: req.ClientId,
      clientMetadata: req.ClientMetadata,
      source,
      username: user.Username,
      userPoolId: userPool.options.Id,
      userAttributes: pools.attributesAppend(
        user.Attributes,
        pools.attribute('cognito:user_status', user.UserStatus),
      ),
    });
  };

  return {
    SignUp: async (
      ctx: Context,
      req: ClientRequest & { Password?: string; UserAttributes?: { Name: string; Value?: string }[] },
    ) => {
      const { client, userPool } = await clientAndPool(ctx, req.ClientId);
      const refusal = writeAttributeRefusal('SignUp', req, client.WriteAttributes);
      if (refusal) throw refusalError(refusal);
      if (userPool.options.UsernameAttributes?.includes('email') && !req.Username.includes('@')) {
        throw new errors.InvalidParameterError('Username should be an email.');
      }
      if (await userPool.getUserByUsername(ctx, req.Username)) {
        throw new errors.CognitoError(
          'UsernameExistsException',
          'An account with the given email already exists.',
        );
      }
      const sub = randomUUID();
      const given = (req.UserAttributes ?? []).filter((a) => a.Name !== 'sub' && a.Name !== 'email');
      const at = services.clock.get();
      const user: User = {
        // With e-mail sign-in the user name is the address, kept as the e-mail attribute.
        Attributes: [pools.attribute('sub', sub), ...given, pools.attribute('email', req.Username)],
        Enabled: true,
        Password: req.Password ?? '',
        RefreshTokens: [],
        UserCreateDate: at,
        UserLastModifiedDate: at,
        Username: userPool.options.UsernameAttributes?.includes('email') ? sub : req.Username,
        UserStatus: 'UNCONFIRMED',
      };
      await userPool.saveUser(ctx, user);
      const delivery = emailDelivery(user);
      const code = issueCode(userPool, user, 'signUp');
      await services.messages.deliver(
        ctx,
        'SignUp',
        req.ClientId,
        userPool.options.Id,
        user,
        code,
        req.ClientMetadata,
        delivery,
      );
      return { CodeDeliveryDetails: masked(delivery), UserConfirmed: false, UserSub: sub };
    },

    ConfirmSignUp: async (ctx: Context, req: ClientRequest & { ConfirmationCode?: string }) => {
      const { client, userPool } = await clientAndPool(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw preventsUserExistenceErrors(client) ? codeMismatch() : new errors.UserNotFoundError();
      if (user.UserStatus !== 'UNCONFIRMED') {
        throw new errors.NotAuthorizedError(`User cannot be confirmed. Current status is ${user.UserStatus}`);
      }
      useCode(userPool, user, 'signUp', req.ConfirmationCode);
      const confirmed: User = {
        ...user,
        Attributes: pools.attributesAppend(user.Attributes, pools.attribute('email_verified', 'true')),
        UserStatus: 'CONFIRMED',
        UserLastModifiedDate: services.clock.get(),
      };
      await userPool.saveUser(ctx, confirmed);
      await postConfirmation(ctx, req, userPool, confirmed, 'PostConfirmation_ConfirmSignUp');
      return {};
    },

    ResendConfirmationCode: async (ctx: Context, req: ClientRequest) => {
      const { client, userPool } = await clientAndPool(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) {
        if (preventsUserExistenceErrors(client)) return simulatedDelivery(req.Username);
        throw new errors.UserNotFoundError();
      }
      if (user.UserStatus !== 'UNCONFIRMED')
        throw new errors.InvalidParameterError('User is already confirmed.');
      const delivery = emailDelivery(user);
      const code = issueCode(userPool, user, 'signUp');
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
      return { CodeDeliveryDetails: masked(delivery) };
    },

    ForgotPassword: async (ctx: Context, req: ClientRequest) => {
      const { client, userPool } = await clientAndPool(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) {
        if (preventsUserExistenceErrors(client)) return simulatedDelivery(req.Username);
        throw new errors.UserNotFoundError();
      }
      // Cognito sends reset codes only to a verified address.
      if (pools.attributeValue('email_verified', user.Attributes) !== 'true') {
        throw new errors.InvalidParameterError(
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      const delivery = emailDelivery(user);
      const code = issueCode(userPool, user, 'passwordReset');
      await services.messages.deliver(
        ctx,
        'ForgotPassword',
        req.ClientId,
        userPool.options.Id,
        user,
        code,
        req.ClientMetadata,
        delivery,
      );
      return { CodeDeliveryDetails: masked(delivery) };
    },

    ConfirmForgotPassword: async (
      ctx: Context,
      req: ClientRequest & { ConfirmationCode?: string; Password?: string },
    ) => {
      const { client, userPool } = await clientAndPool(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, req.Username);
      if (!user) throw preventsUserExistenceErrors(client) ? codeMismatch() : new errors.UserNotFoundError();
      useCode(userPool, user, 'passwordReset', req.ConfirmationCode);
      const reset: User = {
        ...user,
        Password: req.Password ?? '',
        UserStatus: 'CONFIRMED',
        UserLastModifiedDate: services.clock.get(),
      };
      await userPool.saveUser(ctx, reset);
      await postConfirmation(ctx, req, userPool, reset, 'PostConfirmation_ConfirmForgotPassword');
      return {};
    },

    GetUserAttributeVerificationCode: async (
      ctx: Context,
      req: { AttributeName?: string; ClientMetadata?: Record<string, string> },
      holder: TokenHolder,
    ) => {
      if (req.AttributeName !== 'email') {
        throw new errors.InvalidParameterError('Auto verification not turned on for the given attribute.');
      }
      const delivery = emailDelivery(holder.user);
      const code = issueCode(holder.userPool, holder.user, 'verifyEmail');
      await services.messages.deliver(
        ctx,
        'VerifyUserAttribute',
        holder.client.ClientId,
        holder.userPool.options.Id,
        holder.user,
        code,
        req.ClientMetadata,
        delivery,
      );
      return { CodeDeliveryDetails: masked(delivery) };
    },

    VerifyUserAttribute: async (
      ctx: Context,
      req: { AttributeName?: string; Code?: string },
      holder: TokenHolder,
    ) => {
      if (req.AttributeName !== 'email') throw new errors.InvalidParameterError('Invalid attribute name.');
      useCode(holder.userPool, holder.user, 'verifyEmail', req.Code);
      await holder.userPool.saveUser(ctx, {
        ...holder.user,
        Attributes: pools.attributesAppend(holder.user.Attributes, pools.attribute('email_verified', 'true')),
        UserLastModifiedDate: services.clock.get(),
      });
      return {};
    },

    UpdateUserAttributes: async (ctx: Context, req: Record<string, unknown>, holder: TokenHolder) => {
      const refusal = writeAttributeRefusal('UpdateUserAttributes', req, holder.client.WriteAttributes);
      if (refusal) throw refusalError(refusal);
      return await updateUserAttributes(ctx, req as never);
    },

    DeleteUserAttributes: async (ctx: Context, req: Record<string, unknown>, holder: TokenHolder) => {
      const refusal = writeAttributeRefusal('DeleteUserAttributes', req, holder.client.WriteAttributes);
      if (refusal) throw refusalError(refusal);
      return await deleteUserAttributes(ctx, req as never);
    },

    ChangePassword: async (
      ctx: Context,
      req: { PreviousPassword?: string; ProposedPassword?: string },
      holder: TokenHolder,
    ) => {
      if (req.PreviousPassword !== holder.user.Password) {
        throw new errors.NotAuthorizedError('Incorrect username or password.');
      }
      await holder.userPool.saveUser(ctx, {
        ...holder.user,
        Password: req.ProposedPassword ?? '',
        UserLastModifiedDate: services.clock.get(),
      });
      return {};
    },

    DeleteUser: async (ctx: Context, req: Record<string, unknown>, holder: TokenHolder) => {
      await deleteUser(ctx, req as never);
      state.forgetAccount(holder.userPool.options.Id, holder.user.Username);
      return {};
    },
  };
}
