import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { RuntimeConfig } from '@common/api-types';
import { SHELL_KEY } from '../../definitions/storage';
import {
  APP_DOCUMENT,
  CATALOGUE_DOCUMENT,
  SESSION_DOCUMENT,
  TEXT_FIRST_DOCUMENT,
} from '@common/app-documents';

/** The page handlers' documents' file names in the build (and under SHELL_KEY's folder). */
const sessionDocumentFile = SESSION_DOCUMENT.replace(/^\//, '');
const catalogueDocumentFile = CATALOGUE_DOCUMENT.replace(/^\//, '');
import { wildcardResourceFinding } from '../nag';

/**
 * The offline app's two files at the site's root (web/src/service-worker/), each deployed with its
 * own content type, which S3 would otherwise guess from the extension (a .webmanifest it may not
 * know), and revalidated on every use: a service worker that a cache held for a day would keep an
 * old release running for a day more.
 */
export const OFFLINE_APP_FILES = [
  { file: 'sw.js', contentType: 'text/javascript; charset=utf-8' },
  { file: 'manifest.webmanifest', contentType: 'application/manifest+json' },
] as const;

/** What a deployable build holds: the app's documents (the page functions read the last two) and its chunks. */
const BUILD_FILES = [APP_DOCUMENT, TEXT_FIRST_DOCUMENT, SESSION_DOCUMENT, CATALOGUE_DOCUMENT, '/assets'];

/**
 * Stops the synthesis when the web build is missing or partial: a deployment without it would put
 * up a site with no app, whose /sessions and /session/* pages answer 500. `npm run deploy` builds
 * first; the tests and the local cloud synthesize with a stand-in build of their own.
 */
export function assertWebBuild(buildDir: string): void {
  const missing = BUILD_FILES.filter((file) => !existsSync(join(buildDir, file)));
  if (missing.length) {
    throw new Error(
      `No complete web build in ${buildDir} (missing ${missing.map((file) => file.slice(1)).join(', ')}). ` +
        'Run "npm run build:web" first, or deploy with "npm run deploy", which builds the web app before "cdk deploy".',
    );
  }
}

export interface SiteDeploymentProps {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** The Vite build output (web/dist). */
  readonly buildDir: string;
  /** Where the page handlers read their documents (SHELL_KEY, CATALOGUE_SHELL_KEY in the media bucket). */
  readonly shellBucket: IBucket;
  /** Written as /config.json: one build serves every environment. */
  readonly runtimeConfig: RuntimeConfig;
}

/**
 * Uploads the web build and the generated /config.json. Fingerprinted files under assets/ are
 * cached for good; everything else (index.html, config.json) is revalidated, and the edge copies
 * are invalidated at each deployment.
 */
export class SiteDeployment extends Construct {
  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);

    assertWebBuild(props.buildDir);

    // Neither deployment prunes: each would delete the other's files, and keeping old chunks
    // lets pages loaded before a deployment finish loading.
    const assets = new BucketDeployment(this, 'Assets', {
      sources: [Source.asset(join(props.buildDir, 'assets'))],
      destinationBucket: props.bucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });

    const offlineFiles = OFFLINE_APP_FILES.filter(({ file }) => existsSync(join(props.buildDir, file)));
    const offlineDeployments = offlineFiles.map(
      ({ file, contentType }) =>
        new BucketDeployment(this, file === 'sw.js' ? 'ServiceWorker' : 'WebManifest', {
          sources: [Source.asset(props.buildDir, { exclude: ['*', `!${file}`] })],
          destinationBucket: props.bucket,
          prune: false,
          contentType,
          cacheControl: [CacheControl.fromString('no-cache')],
          memoryLimit: 512,
        }),
    );

    const shell = new BucketDeployment(this, 'Shell', {
      sources: [
        Source.asset(props.buildDir, {
          exclude: [
            'assets',
            'assets/**',
            sessionDocumentFile,
            catalogueDocumentFile,
            ...OFFLINE_APP_FILES.map((f) => f.file),
          ],
        }),
        Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // The new index.html must not be served before the chunks it names; the invalidation that
    // follows the shell's upload covers the service worker and the manifest too.
    shell.node.addDependency(assets);
    for (const deployment of offlineDeployments) {
      shell.node.addDependency(deployment);
      deployment.node.addDependency(assets);
      acknowledgeProvider(deployment, props.bucket, false);
    }
    acknowledgeProvider(assets, props.bucket, false);
    acknowledgeProvider(shell, props.bucket, true);

    // The session page's and the catalogue's documents, for their handlers only (they fill in a
    // session's first screen and link-preview tags, the catalogue's first page): not files of the site.
    const rendererShell = new BucketDeployment(this, 'RendererShell', {
      sources: [
        Source.asset(props.buildDir, {
          exclude: ['*', `!${sessionDocumentFile}`, `!${catalogueDocumentFile}`],
        }),
      ],
      destinationBucket: props.shellBucket,
      destinationKeyPrefix: posix.dirname(SHELL_KEY) + '/',
      prune: false,
      cacheControl: [CacheControl.fromString('no-cache')],
      memoryLimit: 256,
    });
    rendererShell.node.addDependency(assets);
    acknowledgeProvider(rendererShell, props.shellBucket, false);
  }
}

/**
 * cdk-nag findings on CDK's own BucketDeployment provider (a singleton Lambda function per memory
 * size, shared by the deployments of the stack), acknowledged where each deployment is made.
 */
function acknowledgeProvider(deployment: BucketDeployment, destination: IBucket, invalidates: boolean): void {
  const provider = deployment.handlerRole.node.scope;
  if (!provider) return;
  NagSuppressions.addResourceSuppressions(
    provider,
    [
      {
        id: 'AwsSolutions-L1',
        reason:
          "CDK's BucketDeployment provider: aws-cdk-lib chooses its runtime and moves it forward itself.",
      },
      {
        id: 'AwsSolutions-IAM4',
        reason:
          "CDK's BucketDeployment provider role writes its own logs through AWSLambdaBasicExecutionRole; CDK creates that role, and the function only runs during deployments.",
        appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "CDK's BucketDeployment grants: read on the CDK asset bucket's objects and read/write on the destination bucket's objects (keys come from the build), plus, for the deployment that invalidates the edge, CreateInvalidation on * as CDK grants it.",
        appliesTo: [
          'Action::s3:GetObject*',
          'Action::s3:GetBucket*',
          'Action::s3:List*',
          'Action::s3:DeleteObject*',
          'Action::s3:Abort*',
          {
            regex:
              '/^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-<AWS::AccountId>-[a-z0-9-]+\\/\\*$/',
          },
          wildcardResourceFinding(destination.arnForObjects('*')),
          ...(invalidates ? ['Resource::*'] : []),
        ],
      },
    ],
    true,
  );
}
