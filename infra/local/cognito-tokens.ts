/**
 * The local Cognito's tokens, as Cognito makes and checks them:
 * - every token is signed with the data folder's own key (cognito-keys.ts), which the JWKS publishes;
 * - a sign-in opens a session: its refresh token (opaque; only its hash is kept) and every access and
 *   ID token it gives carry the same `origin_jti` and `auth_time` (a refresh keeps both);
 * - an access token is accepted only with a valid signature from that key, this pool's issuer,
 *   `token_use` access, before its expiry by the local Cognito's clock, while its session is open
 *   (RevokeToken, GlobalSignOut and AdminUserGlobalSignOut end sessions) and its user exists. Each
 *   refusal is NotAuthorizedException in Cognito's words.
 * Checks go through aws-jwt-verify, as the API's own do (lambdas/lib/jwt.ts).
 */
import { createHash, randomBytes, randomUUID, sign, timingSafeEqual } from 'node:crypto';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import * as errors from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
import * as pools from 'cognito-local/lib/services/userPoolService.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import type { OffsetClock } from './cognito-clock';
import type { SigningKey } from './cognito-keys';
import type { CognitoState, SessionRecord } from './cognito-state';

const UNIT_SECONDS: Readonly<Record<string, number>> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** A validity of the app client in seconds, with Cognito's defaults (1 h tokens, 30-day refresh). */
function validitySeconds(
  value: number | undefined,
  unit: string | undefined,
  fallbackSeconds: number,
): number {
  if (value === undefined) return fallbackSeconds;
  return value * (UNIT_SECONDS[unit ?? ''] ?? 3600);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The signed-in session behind a token, with what the call needs to act on it. */
export interface TokenHolder {
  user: User;
  userPool: UserPoolService;
  client: AppClient;
  originJti: string;
  session: SessionRecord;
}

export const invalidAccessToken = () => new errors.NotAuthorizedError('Invalid Access Token');

export class TokenService implements TokenGenerator {
  constructor(
    private readonly key: SigningKey,
    private readonly clock: OffsetClock,
    private readonly state: CognitoState,
    private readonly cognito: CognitoService,
    private readonly issuerDomain: string,
  ) {}

  issuer(poolId: string): string {
    return `${this.issuerDomain}/${poolId}`;
  }

  jwks(): { keys: SigningKey['publicJwk'][] } {
    return { keys: [this.key.publicJwk] };
  }

  private readonly verifiers = new Map<string, ReturnType<typeof JwtRsaVerifier.create>>();

  /** Checks what aws-jwt-verify checks for this client's access tokens, against this process's key. */
  private verifier(client: AppClient) {
    let verifier = this.verifiers.get(client.ClientId);
    if (!verifier) {
      const issuer = this.issuer(client.UserPoolId);
      verifier = JwtRsaVerifier.create({
        issuer,
        audience: null,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'access' || payload.client_id !== client.ClientId) {
            throw new Error('Not an access token of this client');
          }
        },
      });
      // The key is this process's own: never fetched.
      verifier.cacheJwks(this.jwks(), issuer);
      this.verifiers.set(client.ClientId, verifier);
    }
    return verifier;
  }

  private signJwt(payload: Record<string, unknown>): string {
    const signed = `${base64url({ kid: this.key.kid, alg: 'RS256' })}.${base64url(payload)}`;
    return `${signed}.${sign('sha256', Buffer.from(signed), this.key.privateKey).toString('base64url')}`;
  }

  /** A new session for a completed sign-in; its refresh token is returned, never stored. */
  openSession(
    user: User,
    client: AppClient,
  ): { originJti: string; session: SessionRecord; refreshToken: string } {
    const originJti = randomUUID();
    const refreshToken = `${originJti}.${randomBytes(48).toString('base64url')}`;
    const now = this.clock.now();
    const session: SessionRecord = {
      poolId: client.UserPoolId,
      username: user.Username,
      clientId: client.ClientId,
      authTime: Math.floor(now / 1000),
      refreshTokenHash: hash(refreshToken),
      expiresAt:
        now +
        validitySeconds(
          client.RefreshTokenValidity,
          client.TokenValidityUnits?.RefreshToken ?? 'days',
          30 * 86_400,
        ) *
          1000,
    };
    this.state.openSession(originJti, session);
    return { originJti, session, refreshToken };
  }

  /** The access and ID tokens of a session, as Cognito words their claims. */
  tokensFor(
    user: User,
    groups: readonly string[],
    client: AppClient,
    originJti: string,
    session: SessionRecord,
  ): { AccessToken: string; IdToken: string; ExpiresIn: number; TokenType: 'Bearer' } {
    const iat = Math.floor(this.clock.now() / 1000);
    const accessSeconds = validitySeconds(
      client.AccessTokenValidity,
      client.TokenValidityUnits?.AccessToken ?? 'hours',
      3600,
    );
    const idSeconds = validitySeconds(
      client.IdTokenValidity,
      client.TokenValidityUnits?.IdToken ?? 'hours',
      3600,
    );
    const sub = pools.attributeValue('sub', user.Attributes);
    const eventId = randomUUID();
    const shared = {
      sub,
      ...(groups.length ? { 'cognito:groups': [...groups] } : {}),
      iss: this.issuer(client.UserPoolId),
      origin_jti: originJti,
      event_id: eventId,
      auth_time: session.authTime,
      iat,
    };
    const accessToken = this.signJwt({
      ...shared,
      client_id: client.ClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      exp: iat + accessSeconds,
      jti: randomUUID(),
      username: user.Username,
    });
    const idToken = this.signJwt({
      ...shared,
      email_verified: pools.attributeValue('email_verified', user.Attributes) === 'true',
      'cognito:username': user.Username,
      aud: client.ClientId,
      token_use: 'id',
      exp: iat + idSeconds,
      jti: randomUUID(),
      email: pools.attributeValue('email', user.Attributes),
    });
    return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: accessSeconds, TokenType: 'Bearer' };
  }

  /**
   * cognito-local's own sign-ins (the new-password challenge, admin sign-ins) come here: each opens a
   * session like the local Cognito's own (cognito-sign-in.ts), so its tokens are checked alike.
   */
  async generate(
    _ctx: Context,
    user: User,
    userGroups: readonly string[],
    userPoolClient: AppClient,
  ): Promise<Tokens> {
    const { originJti, session, refreshToken } = this.openSession(user, userPoolClient);
    const tokens = this.tokensFor(user, userGroups, userPoolClient, originJti, session);
    return Promise.resolve({
      AccessToken: tokens.AccessToken,
      IdToken: tokens.IdToken,
      RefreshToken: refreshToken,
    });
  }

  /** The session a refresh token belongs to, or Cognito's refusal. */
  async refreshTokenHolder(ctx: Context, refreshToken: unknown, clientId: string): Promise<TokenHolder> {
    const [originJti] = typeof refreshToken === 'string' ? refreshToken.split('.') : [];
    const session = originJti ? this.state.session(originJti) : undefined;
    if (!originJti || typeof refreshToken !== 'string')
      throw new errors.NotAuthorizedError('Invalid Refresh Token');
    const stored = Buffer.from(session?.refreshTokenHash ?? '');
    const given = Buffer.from(hash(refreshToken));
    if (!session || stored.length !== given.length || !timingSafeEqual(stored, given)) {
      throw new errors.NotAuthorizedError('Refresh Token has been revoked');
    }
    if (session.clientId !== clientId) throw new errors.NotAuthorizedError('Invalid Refresh Token');
    if (session.expiresAt <= this.clock.now()) {
      this.state.endSession(originJti);
      throw new errors.NotAuthorizedError('Refresh Token has expired');
    }
    return this.holder(ctx, originJti, session);
  }

  private async holder(ctx: Context, originJti: string, session: SessionRecord): Promise<TokenHolder> {
    const client = await this.cognito.getAppClient(ctx, session.clientId);
    const userPool = client ? await this.cognito.getUserPoolForClientId(ctx, client.ClientId) : null;
    const user = userPool ? await userPool.getUserByUsername(ctx, session.username) : null;
    if (!client || !userPool || !user) {
      this.state.endSession(originJti);
      throw new errors.NotAuthorizedError('User does not exist.');
    }
    if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
    return { user, userPool, client, originJti, session };
  }

  /** The session an access token belongs to, checked as Cognito checks it, or Cognito's refusal. */
  async accessTokenHolder(ctx: Context, accessToken: unknown): Promise<TokenHolder> {
    if (typeof accessToken !== 'string') throw invalidAccessToken();
    let unverified: Record<string, unknown>;
    try {
      const [, payload = ''] = accessToken.split('.');
      unverified = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    } catch {
      throw invalidAccessToken();
    }
    const clientId = typeof unverified.client_id === 'string' ? unverified.client_id : '';
    const client = clientId ? await this.cognito.getAppClient(ctx, clientId) : null;
    if (!client) throw invalidAccessToken();
    const verifier = this.verifier(client);
    let claims: Record<string, unknown>;
    try {
      claims = verifier.verifySync(accessToken);
    } catch (error) {
      if (error instanceof JwtExpiredError) throw new errors.NotAuthorizedError('Access Token has expired');
      throw invalidAccessToken();
    }
    // aws-jwt-verify reads real time; the local Cognito's clock may run ahead of it (tests).
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= this.clock.now()) {
      throw new errors.NotAuthorizedError('Access Token has expired');
    }
    const originJti = typeof claims.origin_jti === 'string' ? claims.origin_jti : '';
    const session = originJti ? this.state.session(originJti) : undefined;
    if (!session || session.username !== claims.username || session.clientId !== client.ClientId) {
      throw new errors.NotAuthorizedError('Access Token has been revoked');
    }
    return this.holder(ctx, originJti, session);
  }
}
