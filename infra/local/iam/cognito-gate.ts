/**
 * In front of cognito-local for the calls the Lambda functions make (Admin*, ListUsers…), which
 * Cognito authenticates with SigV4 and authorizes with the caller's IAM policy on the user pool.
 * cognito-local does neither; this gate verifies the signature and checks
 * `cognito-idp:{Operation}` on `userpool/{UserPoolId}` against the signer's policy, answering as
 * Cognito does (AccessDeniedException, UnrecognizedClientException…); what Cognito checks in the
 * request itself (the password policy, required members) the local Cognito checks. Calls that carry no
 * signature are the browser's client calls: they reach Cognito through the edge's /cognito path.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cognitoError, operationName, type CognitoErrorAnswer } from '../cognito-rules';
import { forward, listen, readBody, receivedRequest, upstreamOf } from './gate-http';
import type { Principals } from './principals';
import { verifyHeaderSignature } from './sigv4';

export interface CognitoGateSettings {
  /** cognito-local's endpoint. */
  upstream: string;
  principals: Principals;
  region: string;
  account: string;
}

export async function startCognitoGate(
  settings: CognitoGateSettings,
): Promise<{ endpoint: string; server: Server }> {
  const upstream = upstreamOf(settings.upstream);
  const poolArn = (poolId: unknown) =>
    typeof poolId === 'string' && poolId
      ? `arn:aws:cognito-idp:${settings.region}:${settings.account}:userpool/${poolId}`
      : '*';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const reply = (answer: CognitoErrorAnswer) =>
      res.writeHead(answer.statusCode, answer.headers).end(answer.body);
    const refuse = (type: string, message: string, status = 400) =>
      reply(cognitoError(type, message, status));
    try {
      const body = (await readBody(req)) ?? Buffer.alloc(0);
      const received = receivedRequest(req, body);
      if (!received) return refuse('InvalidParameterException', 'Malformed request URL');
      const target = received.headers['x-amz-target'] ?? '';
      const operation = target ? operationName(target) : '';
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return refuse('SerializationException', 'Start of structure or map found where not expected.');
      }
      if (!received.headers.authorization) {
        return refuse('MissingAuthenticationTokenException', 'Missing Authentication Token');
      }
      const verified = await verifyHeaderSignature(received, {
        service: 'cognito-idp',
        region: settings.region,
        secretOf: settings.principals.secretOf,
        uriEscapePath: true,
      });
      if (!verified.ok) {
        return verified.problem === 'unknown-key'
          ? refuse('UnrecognizedClientException', 'The security token included in the request is invalid.')
          : refuse('InvalidSignatureException', verified.detail);
      }
      const principal = settings.principals.byAccessKeyId(verified.accessKeyId);
      if (!principal || !operation) return refuse('UnknownOperationException', '');
      const authorization = settings.principals.authorize(
        principal,
        `cognito-idp:${operation}`,
        poolArn(input.UserPoolId),
      );
      if (authorization.decision !== 'allowed') return refuse('AccessDeniedException', authorization.message);
      const answer = await forward(upstream, received.method, req.url ?? '/', received.headers, body);
      res.writeHead(answer.status, answer.headers).end(answer.body);
    } catch (error) {
      console.error('[cognito-gate]', error);
      if (!res.headersSent) refuse('InternalErrorException', 'Internal error', 500);
      else res.end();
    }
  };
  // handle() answers its own failures (500): its promise never rejects.
  const server = createServer((req, res) => void handle(req, res));
  return { endpoint: await listen(server), server };
}
