import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_TABLE_NAME } from '../../lambdas/lib/table-definition';
import { BUCKETS, SHELL_KEY } from '../definitions/storage';
import { ensureUserPool, startCognitoLocal, type LocalPool } from './cognito';
import { ensureTable, LOCAL_CREDENTIALS, LOCAL_REGION, startDynamoDbLocal } from './dynamodb';
import { createEdge } from './edge';
import { startLambdaInvokeServer } from './lambda-invoke';
import { freePort } from './ports';
import { startS3rver } from './s3';

export interface LocalCloudOptions {
  dataDir: string;
  port: number;
  host?: string;
  webDir: string;
  /**
   * /config.json (what the app, Playwright and scripts wait for) answers 503 until markReady():
   * the start script holds it while it loads the demo content.
   */
  holdUntilReady?: boolean;
}

export interface LocalCloud {
  /** Opens /config.json once the data is in place (see holdUntilReady). */
  markReady: () => void;
  url: string;
  pool: LocalPool;
  endpoints: { dynamodb: string; s3: string; cognito: string };
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/**
 * The whole platform on this machine: DynamoDB Local, s3rver, cognito-local and the
 * edge, provisioned from the definitions CDK uses. The handlers run in this process.
 */
export async function startLocalCloud(options: LocalCloudOptions): Promise<LocalCloud> {
  const dataDir = resolve(options.dataDir);
  const host = options.host ?? '127.0.0.1';
  const publicOrigin = `http://localhost:${options.port}`;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch((error: unknown) => console.error(error));
    stops.length = 0;
  };

  try {
    const [dynamoPort, s3Port, cognitoPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const [dynamodb, s3] = await Promise.all([
      startDynamoDbLocal(join(dataDir, 'dynamodb'), dynamoPort),
      startS3rver(join(dataDir, 's3'), s3Port),
    ]);
    stops.push(() => stopChild(dynamodb.process), s3.close);
    await ensureTable(dynamodb.endpoint, DEFAULT_TABLE_NAME);

    const lambda = await startLambdaInvokeServer();
    stops.push(() => closeServer(lambda.server));

    // Tokens name the edge's /cognito path as issuer: stable across restarts, whatever port cognito-local gets.
    const issuerDomain = `${publicOrigin}/cognito`;
    // The handlers (and the trigger handlers cognito-local calls) read these, as on AWS they read the stack's.
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME: DEFAULT_TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      DOCUMENTS_BUCKET: BUCKETS.documents,
      MEDIA_BUCKET: BUCKETS.media,
    });
    const cognito = await startCognitoLocal({
      dir: join(dataDir, 'cognito'),
      port: cognitoPort,
      lambdaEndpoint: lambda.endpoint,
      issuerDomain,
    });
    stops.push(() => stopChild(cognito.process));
    const pool = await ensureUserPool(cognito.endpoint);
    const jwtIssuer = `${issuerDomain}/${pool.userPoolId}`;
    const jwksUri = `${cognito.endpoint}/${pool.userPoolId}/.well-known/jwks.json`;
    Object.assign(process.env, {
      COGNITO_ENDPOINT: cognito.endpoint,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      JWT_ISSUER: jwtIssuer,
      JWKS_URI: jwksUri,
    });

    const s3Client = new S3Client({
      endpoint: s3.endpoint,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    // As CDK's site deployment does: the session-page handler reads index.html from here.
    const shellFile = join(options.webDir, 'index.html');
    if (existsSync(shellFile)) {
      await s3Client.send(
        new PutObjectCommand({
          Bucket: BUCKETS.media,
          Key: SHELL_KEY,
          Body: readFileSync(shellFile),
          ContentType: 'text/html; charset=utf-8',
        }),
      );
    }
    let ready = !options.holdUntilReady;
    const edge = createEdge({
      isReady: () => ready,
      webDir: options.webDir,
      runtimeConfig: {
        region: LOCAL_REGION,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
      },
      cognitoEndpoint: cognito.endpoint,
      s3PublicEndpoint: s3.endpoint,
      verifier: { issuer: jwtIssuer, audience: pool.userPoolClientId, jwksUri },
      getMedia: async (key) => {
        try {
          const object = await s3Client.send(new GetObjectCommand({ Bucket: BUCKETS.media, Key: key }));
          if (!object.Body) return null;
          return {
            body: Buffer.from(await object.Body.transformToByteArray()),
            contentType: object.ContentType ?? 'application/octet-stream',
            ...(object.CacheControl ? { cacheControl: object.CacheControl } : {}),
          };
        } catch (error) {
          if ((error as Error).name === 'NoSuchKey') return null;
          throw error;
        }
      },
    });
    await new Promise<void>((done, fail) => {
      edge.once('error', fail);
      edge.listen(options.port, host, () => done());
    });
    stops.push(() => closeServer(edge));
    stops.push(async () => s3Client.destroy());

    return {
      markReady: () => {
        ready = true;
      },
      url: publicOrigin,
      pool,
      endpoints: { dynamodb: dynamodb.endpoint, s3: s3.endpoint, cognito: cognito.endpoint },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
