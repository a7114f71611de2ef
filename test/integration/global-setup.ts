import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemoOnFirstStart } from '../../infra/local/demo-seed';
import { ensureJava } from '../../infra/local/java';
import { adoptOperatorEnvironment, startLocalCloud, type LocalCloud } from '../../infra/local/local-cloud';
import { freePort } from '../../infra/local/ports';
import {
  CATALOGUE_DOCUMENT,
  placeholderPreview,
  SESSION_DOCUMENT,
  SESSION_PREVIEW_TEMPLATE_ATTRIBUTE,
  SESSION_PREVIEW_VARIANTS,
  type SessionPreviewVariant,
} from '@common/app-documents';
import { STAND_IN_CATALOGUE_DOCUMENT, STAND_IN_INDEX } from './stand-in-documents';
import { ORIGIN_VERIFY_VARIABLE } from '../../lambdas/lib/origin-verify';

declare module 'vitest' {
  export interface ProvidedContext {
    cloud: {
      url: string;
      /** The API's own address (execute-api): no edge, so no origin header, in front of the functions. */
      apiUrl: string;
      /** The x-origin-verify value the edge adds (for calls to apiUrl that must act as CloudFront's). */
      originVerifySecret: string;
      dynamodb: string;
      s3: string;
      cognito: string;
      userPoolId: string;
      userPoolClientId: string;
      /** Each function's output, `{logsDir}/{function}.log` (as CloudWatch Logs keeps it). */
      logsDir: string;
      /** The gates the functions' SDK clients call, and two functions' keys to sign with as they do. */
      gates: { dynamodb: string; s3: string; cognito: string };
      functionKeys: Record<
        'get-platform-stats' | 'assign-user-role' | 'render-catalogue-page',
        { accessKeyId: string; secretAccessKey: string }
      >;
    };
  }
}

let cloud: LocalCloud | undefined;

function keysOf(from: LocalCloud, name: string) {
  const environment = from.functionEnvironment(name);
  return {
    accessKeyId: environment.AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: environment.AWS_SECRET_ACCESS_KEY ?? '',
  };
}
let dataDir: string | undefined;

/** One local cloud for the run: real DynamoDB Local, s3rver and cognito-local on free loopback ports, fresh data. */
export async function setup(project: TestProject) {
  // Vitest holds stdin: no question asked here (INSTALL_JAVA=1 installs where apt-get can).
  await ensureJava();
  dataDir = mkdtempSync(join(tmpdir(), 'tremplin-it-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir);
  writeFileSync(join(webDir, 'index.html'), STAND_IN_INDEX);
  // The catalogue's document (common/app-documents.ts): index.html and the catalogue's pieces.
  writeFileSync(join(webDir, CATALOGUE_DOCUMENT), STAND_IN_CATALOGUE_DOCUMENT);
  // The text-first pages' document (common/app-documents.ts), told apart by its title.
  writeFileSync(
    join(webDir, 'first-screen.html'),
    '<!doctype html><html lang="fr"><head><title>Tremplin (premier écran)</title></head><body><div id="root"></div></body></html>',
  );
  // The session page's document as the build makes it (vite.config.ts): one first screen per shape,
  // around placeholders the session-page handler fills in (here a stand-in of that markup).
  const firstScreen = (variant: SessionPreviewVariant) => {
    const p = placeholderPreview(variant);
    return [
      `<template ${SESSION_PREVIEW_TEMPLATE_ATTRIBUTE}="${variant}"><div class="flex min-h-dvh flex-col">`,
      p.image_url
        ? `<img srcset="${p.image_srcset}" src="${p.image_url}" alt="Illustration de la session « ${p.title} »"/>`
        : '<div>Contenu Structuré</div>',
      `<h1 id="session-title">${p.title}</h1>`,
      p.description ? `<p>${p.description}</p>` : '',
      '</div></template>',
    ].join('');
  };
  writeFileSync(
    join(webDir, SESSION_DOCUMENT),
    [
      '<!doctype html><html lang="fr"><head><title>Tremplin</title>',
      '<meta name="description" content="Accueil" />',
      '<meta property="og:site_name" content="Tremplin" />',
      '<meta property="og:title" content="Tremplin" />',
      '</head><body><div id="root"></div>',
      ...SESSION_PREVIEW_VARIANTS.map(firstScreen),
      '</body></html>',
    ].join('\n'),
  );
  // Warnings and errors print; the metric lines and the rest stay in the logs folder, which tests read.
  cloud = await startLocalCloud({ dataDir, port: await freePort(), webDir, quietFunctionLogs: true });
  // Seeding here, and the tests' in-process repository calls (workers inherit it), act as the operator.
  adoptOperatorEnvironment(cloud);
  await seedDemoOnFirstStart(dataDir, cloud.endpoints.cognito, cloud.pool, true);
  project.provide('cloud', {
    url: cloud.url,
    apiUrl: cloud.apiUrl,
    originVerifySecret: cloud.functionEnvironment('list-library')[ORIGIN_VERIFY_VARIABLE] ?? '',
    dynamodb: cloud.endpoints.dynamodb,
    s3: cloud.endpoints.s3,
    cognito: cloud.endpoints.cognito,
    userPoolId: cloud.pool.userPoolId,
    userPoolClientId: cloud.pool.userPoolClientId,
    logsDir: cloud.logsDir,
    gates: cloud.gates,
    functionKeys: {
      'get-platform-stats': keysOf(cloud, 'get-platform-stats'),
      'assign-user-role': keysOf(cloud, 'assign-user-role'),
      'render-catalogue-page': keysOf(cloud, 'render-catalogue-page'),
    },
  });
}

export async function teardown() {
  await cloud?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
