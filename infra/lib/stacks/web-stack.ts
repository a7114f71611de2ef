import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Distribution, PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { registerStage, type StageNames } from '../stage';
import { LogsBucket } from '../constructs/logs-bucket';
import type { OriginSecret } from '../constructs/origin-secret';
import { SecurityHeadersPolicy } from '../constructs/security-headers-policy';
import { SiteDeployment } from '../constructs/site-deployment';
import { SiteDistribution } from '../constructs/site-distribution';
import { WEB_DIST_DIR } from '../paths';

export interface WebStackProps extends StackProps {
  /** The platform's stage (infra/lib/stage.ts): prod when absent. */
  readonly names?: StageNames;
  readonly apiDomainName: string;
  /** The client certificate CloudFront presents to the API's private domain (mutual TLS), if it has one. */
  readonly apiOriginClientCertificateArn?: string;
  /** Which edges serve the site (context priceClass); PRICE_CLASS_200 when absent. */
  readonly priceClass?: PriceClass;
  /** The header value CloudFront adds to every request it sends the API. */
  readonly originSecret: OriginSecret;
  /** The web ACL in front of the distribution (WafStack, us-east-1). */
  readonly webAclArn: string;
  readonly documentsBucket: IBucket;
  readonly mediaBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Custom domain with its certificate (which CloudFront requires in us-east-1). */
  readonly domain?: { readonly name: string; readonly certificateArn: string };
  /** Where the Vite build is read from; defaults to web/dist. */
  readonly buildDir?: string;
}

/** The site: React build in a private bucket, CloudFront in front of web, API and media. */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;
  /** CloudFront's standard logs and the site bucket's server access logs. */
  readonly logsBucket: Bucket;
  /** https://{custom domain or CloudFront's}: what e-mails link to. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    registerStage(this, props.names);

    const cognitoEndpoint = `https://cognito-idp.${this.region}.${this.urlSuffix}`;
    const documentsUrl = `https://${props.documentsBucket.bucketRegionalDomainName}`;
    const mediaUrl = `https://${props.mediaBucket.bucketRegionalDomainName}`;
    // The browser talks to Cognito and uploads to / reads previews from the buckets directly.
    const headers = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      csp: { connectSrc: [cognitoEndpoint, documentsUrl, mediaUrl] },
    });

    this.logsBucket = new LogsBucket(this, 'AccessLogs', { cloudFrontLogs: true }).bucket;
    const site = new SiteDistribution(this, 'Site', {
      apiDomainName: props.apiDomainName,
      ...(props.apiOriginClientCertificateArn
        ? { apiOriginClientCertificateArn: props.apiOriginClientCertificateArn }
        : {}),
      ...(props.priceClass ? { priceClass: props.priceClass } : {}),
      apiOriginHeaderValue: props.originSecret.value,
      logsBucket: this.logsBucket,
      mediaBucket: Bucket.fromBucketAttributes(this, 'MediaBucket', {
        bucketArn: props.mediaBucket.bucketArn,
        bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
      }),
      responseHeadersPolicy: headers.policy,
      webAclArn: props.webAclArn,
      ...(props.domain
        ? {
            domain: {
              name: props.domain.name,
              certificate: Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
            },
          }
        : {}),
    });
    this.distribution = site.distribution;
    this.siteBucket = site.siteBucket;

    new SiteDeployment(this, 'Deployment', {
      bucket: this.siteBucket,
      distribution: this.distribution,
      buildDir: props.buildDir ?? WEB_DIST_DIR,
      shellBucket: props.mediaBucket,
      runtimeConfig: {
        region: this.region,
        userPoolId: props.userPool.userPoolId,
        userPoolClientId: props.userPoolClient.userPoolClientId,
      },
    });

    this.siteUrl = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'UserPoolId', { value: props.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: props.userPoolClient.userPoolClientId });
  }
}
