import { describe, expect, it } from 'vitest';
import {
  ALL_OPERATIONS,
  browserCallRefusal,
  CLIENT_OPERATIONS,
  isClientOperation,
} from '../../infra/local/cognito-operations';
import {
  COGNITO_LIMITS,
  lockoutMs,
  maskEmail,
  passwordPolicyRefusal,
  requiredMemberRefusal,
  writeAttributeRefusal,
} from '../../infra/local/cognito-rules';

const target = (operation: string) => `AWSCognitoIdentityProviderService.${operation}`;

function parsed(answer: ReturnType<typeof passwordPolicyRefusal>) {
  if (!answer) return null;
  return {
    status: answer.statusCode,
    type: answer.headers['x-amzn-errortype'],
    body: JSON.parse(answer.body) as { __type: string; message: string },
  };
}

describe('the pool’s password policy, answered as Cognito does', () => {
  it('refuses a short password at sign-up with Cognito’s exact answer', () => {
    const answer = passwordPolicyRefusal(target('SignUp'), { ClientId: 'c', Username: 'u', Password: 'abc' });
    expect(answer).toEqual({
      statusCode: 400,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': 'InvalidPasswordException',
      },
      body: '{"__type":"InvalidPasswordException","message":"Password did not conform with policy: Password not long enough"}',
    });
  });

  it('names the first rule broken, in Cognito’s order', () => {
    const message = (password: string) =>
      parsed(passwordPolicyRefusal('SignUp', { Password: password }))?.body.message;
    expect(message('abcdefgh')).toBe(
      'Password did not conform with policy: Password must have uppercase characters',
    );
    expect(message('12345678')).toBe(
      'Password did not conform with policy: Password must have lowercase characters',
    );
    expect(message('Abcdefgh')).toBe(
      'Password did not conform with policy: Password must have numeric characters',
    );
    expect(message('Ab1😀😀😀')).toBe('Password did not conform with policy: Password not long enough');
    expect(message('Tremplin!2026')).toBeUndefined();
  });

  it('checks the password of every call that sets one, and words it as each call does', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['SignUp', { Password: 'abc' }, 'Password did not conform with policy: '],
      [
        'ChangePassword',
        { PreviousPassword: 'Old-Pass1', ProposedPassword: 'abc' },
        'Password did not conform with policy: ',
      ],
      [
        'ConfirmForgotPassword',
        { ConfirmationCode: '1', Password: 'abc' },
        'Password does not conform to policy: ',
      ],
      [
        'RespondToAuthChallenge',
        {
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          ChallengeResponses: { USERNAME: 'u', NEW_PASSWORD: 'abc' },
        },
        'Password does not conform to policy: ',
      ],
      [
        'AdminRespondToAuthChallenge',
        { ChallengeName: 'NEW_PASSWORD_REQUIRED', ChallengeResponses: { NEW_PASSWORD: 'abc' } },
        'Password does not conform to policy: ',
      ],
      [
        'AdminCreateUser',
        { Username: 'u', TemporaryPassword: 'abc' },
        'Password does not conform to policy: ',
      ],
      [
        'AdminSetUserPassword',
        { Username: 'u', Password: 'abc', Permanent: true },
        'Password does not conform to policy: ',
      ],
    ];
    for (const [operation, body, prefix] of cases) {
      for (const name of [operation, target(operation)]) {
        expect(parsed(passwordPolicyRefusal(name, body)), operation).toEqual({
          status: 400,
          type: 'InvalidPasswordException',
          body: { __type: 'InvalidPasswordException', message: `${prefix}Password not long enough` },
        });
      }
    }
  });

  it('lets conforming passwords and other calls through', () => {
    expect(passwordPolicyRefusal('SignUp', { Password: 'Abcdefg1' })).toBeNull();
    expect(
      passwordPolicyRefusal('ChangePassword', { PreviousPassword: 'abc', ProposedPassword: 'Abcdefg1' }),
    ).toBeNull();
    // Not the policy's business: sign-in with a wrong password, other challenges, a generated temporary password.
    expect(passwordPolicyRefusal('InitiateAuth', { AuthParameters: { PASSWORD: 'abc' } })).toBeNull();
    expect(
      passwordPolicyRefusal('RespondToAuthChallenge', {
        ChallengeName: 'SMS_MFA',
        ChallengeResponses: { NEW_PASSWORD: 'abc' },
      }),
    ).toBeNull();
    expect(passwordPolicyRefusal('AdminCreateUser', { Username: 'u' })).toBeNull();
    expect(passwordPolicyRefusal('SignUp', null)).toBeNull();
    expect(passwordPolicyRefusal('SignUp', { Password: 42 })).toBeNull();
  });

  it('applies the API’s own constraints first, as validation errors', () => {
    expect(
      parsed(passwordPolicyRefusal('ChangePassword', { ProposedPassword: `Ab1${'x'.repeat(300)}` })),
    ).toEqual({
      status: 400,
      type: 'InvalidParameterException',
      body: {
        __type: 'InvalidParameterException',
        message:
          "1 validation error detected: Value at 'proposedPassword' failed to satisfy constraint: Member must have length less than or equal to 256",
      },
    });
    expect(parsed(passwordPolicyRefusal('SignUp', { Password: ' '.repeat(300) }))?.body.message).toBe(
      "2 validation errors detected: Value at 'password' failed to satisfy constraint: Member must have length less than or equal to 256; Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+",
    );
  });
});

describe('what a browser may call through /cognito', () => {
  it('knows the client operations as Cognito’s model names them', () => {
    expect(CLIENT_OPERATIONS.filter((operation) => !ALL_OPERATIONS.has(operation))).toEqual([]);
    expect(ALL_OPERATIONS.has('AdminAddUserToGroup')).toBe(true);
    expect(ALL_OPERATIONS.size).toBeGreaterThan(CLIENT_OPERATIONS.length + 50);
    for (const operation of [
      'SignUp',
      'InitiateAuth',
      'ChangePassword',
      'GetTokensFromRefreshToken',
      'GetUser',
    ]) {
      expect(isClientOperation(operation)).toBe(true);
    }
    for (const operation of [
      'AdminAddUserToGroup',
      'AdminCreateUser',
      'ListUsers',
      'CreateUserPool',
      'ListGroups',
    ]) {
      expect(isClientOperation(operation)).toBe(false);
    }
  });

  it('refuses IAM operations as Cognito refuses an unsigned or unknown signature', () => {
    expect(browserCallRefusal(target('SignUp'), false)).toBeNull();
    expect(browserCallRefusal(target('AdminAddUserToGroup'), false)).toEqual({
      statusCode: 400,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-errortype': 'MissingAuthenticationTokenException',
      },
      body: '{"__type":"MissingAuthenticationTokenException","message":"Missing Authentication Token"}',
    });
    expect(browserCallRefusal(target('ListUsers'), true)?.body).toBe(
      '{"__type":"UnrecognizedClientException","message":"The security token included in the request is invalid."}',
    );
  });

  it('refuses unknown or missing targets', () => {
    for (const unknown of [
      undefined,
      '',
      'SignUp',
      target('Nope'),
      target(''),
      'Other.SignUp',
      target('$'),
    ]) {
      expect(browserCallRefusal(unknown, false)?.body).toBe('{"__type":"UnknownOperationException"}');
    }
  });
});

describe('the API model’s required members, answered as Cognito does', () => {
  it('refuses a reset without its code, naming the member as Cognito does', () => {
    const answer = requiredMemberRefusal(target('ConfirmForgotPassword'), {
      ClientId: 'c',
      Username: 'u',
      Password: 'Tremplin!2026',
    });
    expect(parsed(answer)).toEqual({
      status: 400,
      type: 'InvalidParameterException',
      body: {
        __type: 'InvalidParameterException',
        message:
          "1 validation error detected: Value null at 'confirmationCode' failed to satisfy constraint: Member must not be null",
      },
    });
  });

  it('names every missing member, and an empty one, and lets a complete call through', () => {
    expect(parsed(requiredMemberRefusal('GetUser', {}))?.body.message).toBe(
      "1 validation error detected: Value null at 'accessToken' failed to satisfy constraint: Member must not be null",
    );
    expect(
      parsed(requiredMemberRefusal('ConfirmSignUp', { ClientId: 'c', ConfirmationCode: '' }))?.body.message,
    ).toBe(
      "2 validation errors detected: Value null at 'username' failed to satisfy constraint: Member must not be null; Value at 'confirmationCode' failed to satisfy constraint: Member must have length greater than or equal to 1",
    );
    expect(requiredMemberRefusal('GetUser', { AccessToken: 'x' })).toBeNull();
    expect(requiredMemberRefusal('ListUserPools', {})).toBeNull();
  });
});

describe('the app client’s write attributes', () => {
  it('refuses writing an attribute the client may not write, at sign-up and afterwards', () => {
    const refusal = {
      status: 400,
      type: 'NotAuthorizedException',
      body: {
        __type: 'NotAuthorizedException',
        message: 'A client attempted to write unauthorized attribute',
      },
    };
    const email = [{ Name: 'email', Value: 'autre@exemple.ma' }];
    expect(
      parsed(writeAttributeRefusal('UpdateUserAttributes', { UserAttributes: email }, ['locale'])),
    ).toEqual(refusal);
    expect(parsed(writeAttributeRefusal('SignUp', { UserAttributes: email }, ['locale']))).toEqual(refusal);
    expect(
      parsed(writeAttributeRefusal('DeleteUserAttributes', { UserAttributeNames: ['email'] }, ['locale'])),
    ).toEqual(refusal);
    expect(
      writeAttributeRefusal('UpdateUserAttributes', { UserAttributes: [{ Name: 'locale', Value: 'fr' }] }, [
        'locale',
      ]),
    ).toBeNull();
    // None set: Cognito lets the client write every standard attribute.
    expect(writeAttributeRefusal('UpdateUserAttributes', { UserAttributes: email }, undefined)).toBeNull();
  });
});

describe('Cognito’s numbers', () => {
  it('locks a user out from the fifth failed sign-in, 1 s doubling up to 15 minutes', () => {
    expect([0, 1, 4].map(lockoutMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 10].map(lockoutMs)).toEqual([1000, 2000, 4000, 32_000]);
    expect(lockoutMs(15)).toBe(15 * 60_000);
    expect(lockoutMs(40)).toBe(COGNITO_LIMITS.maxLockoutMs);
  });

  it('keeps codes 24 hours (sign-up, address) and 1 hour (reset)', () => {
    expect(COGNITO_LIMITS.codeValidityMs).toEqual({
      signUp: 86_400_000,
      passwordReset: 3_600_000,
      verifyEmail: 86_400_000,
    });
  });

  it('masks an address as Cognito does', () => {
    expect(maskEmail('aicha@exemple.ma')).toBe('a***@e***');
    expect(maskEmail('élodie@école.ma')).toBe('é***@é***');
  });
});
