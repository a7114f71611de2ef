import { Annotations, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  type CfnDistribution,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  Signing,
  ViewerProtocolPolicy,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { MEDIA_PREFIX } from '../../definitions/storage';
import { CATALOGUE_PAGE_PATH } from '@common/app-documents';
import { Duration } from 'aws-cdk-lib';
import { ORIGIN_VERIFY_HEADER } from '../../../lambdas/lib/origin-verify';
import { SITE_HOST_HEADER } from '../../../lambdas/lib/viewer';
import {
  SITE_HOST_SOURCE,
  SPA_REWRITE_SOURCE,
  VIEWER_IP_SOURCE,
  ViewerRequestFunction,
} from './viewer-request-functions';

export interface SiteDistributionProps {
  /** Host of the HTTP API ({id}.execute-api.{region}.amazonaws.com, or its private domain). */
  readonly apiDomainName: string;
  /**
   * The client certificate (ACM, us-east-1) CloudFront presents to the API's private domain, which
   * requires it (mutual TLS): then nothing but this distribution reaches the API (docs/security.md).
   */
  readonly apiOriginClientCertificateArn?: string;
  /** Which edges serve the site; PRICE_CLASS_200 (with Africa's) when absent. */
  readonly priceClass?: PriceClass;
  /** What CloudFront sends the API in x-origin-verify, so the functions can refuse requests that skipped it. */
  readonly apiOriginHeaderValue: string;
  /**
   * The media bucket, imported by attributes: its policy already admits CloudFront (see the
   * data stack), and updating it from here would make the data stack depend on this one.
   */
  readonly mediaBucket: IBucket;
  readonly responseHeadersPolicy: IResponseHeadersPolicy;
  /** Custom domain and its us-east-1 certificate, when the site has one. */
  readonly domain?: { readonly name: string; readonly certificate: ICertificate };
  /**
   * Target of CloudFront's standard logs and of the site bucket's server access logs. CloudFront
   * delivers through an ACL grant: ACLs must be enabled on it (LogsBucket cloudFrontLogs).
   */
  readonly logsBucket: Bucket;
  /** The WAF web ACL (CLOUDFRONT scope, us-east-1) that filters every request first. */
  readonly webAclArn: string;
}

/**
 * CloudFront in front of everything: the React build (default), the API (/api/*) and the
 * public media (/media/*), all on one origin so the browser never needs CORS for the API.
 */
export class SiteDistribution extends Construct {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);

    // The build is reproducible from git: the bucket goes with the stack.
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaRewrite = new ViewerRequestFunction(this, 'SpaRewrite', {
      comment: 'SPA fallback: app routes to /index.html',
      source: SPA_REWRITE_SOURCE,
    }).function;
    const viewerIp = new ViewerRequestFunction(this, 'ViewerIp', {
      comment: 'Viewer IP for the API',
      source: VIEWER_IP_SOURCE,
    }).function;
    const siteHost = new ViewerRequestFunction(this, 'SiteHost', {
      comment: 'Site host for the session page renderer',
      source: SITE_HOST_SOURCE,
    }).function;
    const headers = props.responseHeadersPolicy;
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // On /api/*, /session/* and /sessions alike; it replaces a header of that name sent by the viewer.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.apiOriginHeaderValue },
    });

    // Session pages are the same for everyone: cached briefly at the edge, keyed on the path only,
    // so a popular link costs one render a minute, not one per visit.
    const sessionPageCache = new CachePolicy(this, 'SessionPageCache', {
      comment: 'Tremplin session pages: path only, one minute',
      defaultTtl: Duration.seconds(60),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const sessionPageOrigin = new OriginRequestPolicy(this, 'SessionPageOrigin', {
      comment: 'Tremplin session pages: the site host only (API Gateway refuses a foreign Host)',
      headerBehavior: OriginRequestHeaderBehavior.allowList(SITE_HOST_HEADER),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });

    // The catalogue (/sessions) is the same for every visitor too: cached a minute at the edge. The
    // query string is part of the key (and reaches the function): with one, the page is the plain
    // app document (index.html), without, the first page of sessions in the HTML.
    const cataloguePageCache = new CachePolicy(this, 'CataloguePageCache', {
      comment: 'Tremplin catalogue page: path and query string, one minute',
      defaultTtl: Duration.seconds(60),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    // One origin access control signs requests to both buckets.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      description: 'Tremplin: CloudFront reads the site and media buckets',
      signing: Signing.SIGV4_ALWAYS,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket, { originAccessControl });
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(props.mediaBucket, { originAccessControl });
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The data stack grants CloudFront read access to media/ in the media bucket policy.',
    );

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Tremplin',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in Morocco and sub-Saharan Africa: 200 adds the edges of South Africa, Kenya and
      // Nigeria to Europe's (context priceClass; docs/deploying.md gives the cost).
      priceClass: props.priceClass ?? PriceClass.PRICE_CLASS_200,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: props.domain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // Standard logging to S3: what CFR3 checks and what CDK configures in place. Log delivery v2
      // (CloudWatch vended logs) would need its delivery source in us-east-1, another stack.
      // CloudFront cannot log to buckets in a few opt-in regions (e.g. af-south-1, me-south-1).
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      logIncludesCookies: false,
      // No errorResponses on purpose: they would apply to /api/* too and turn API errors into
      // index.html. The SPA fallback is the viewer-request function of the default behaviour.
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Authorization cannot be listed in a custom origin request policy (CloudFront refuses
          // it), nor in a cache policy once caching is disabled. This managed policy forwards all
          // viewer headers (Authorization included), query strings and cookies, but not Host: API
          // Gateway answers 403 to a foreign Host. Policies that add CloudFront-Viewer-Address
          // also forward Host, hence the viewer-IP function below.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          compress: true,
          functionAssociations: [{ function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        // A session's page carries its link-preview tags (crawlers run no JavaScript): the API renders it.
        '/session/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: sessionPageCache,
          originRequestPolicy: sessionPageOrigin,
          responseHeadersPolicy: headers,
          compress: true,
          functionAssociations: [{ function: siteHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        // The catalogue's first page in its HTML (its cards paint before the app runs): the API renders
        // it. Exactly /sessions: /sessions/ and every other app route stay with the default behaviour.
        [CATALOGUE_PAGE_PATH]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cataloguePageCache,
          // No origin request policy: API Gateway gets its own Host, and the query string (from the
          // cache key) alone.
          responseHeadersPolicy: headers,
          compress: true,
        },
        // Media keys already start with media/, so the path maps onto the bucket unchanged.
        [`/${MEDIA_PREFIX}*`]: {
          origin: mediaOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
          compress: true,
        },
      },
    });

    if (props.apiOriginClientCertificateArn) {
      // Not in the L2 construct yet: the API origin (the one custom origin) presents the certificate.
      const cfn = this.distribution.node.defaultChild as CfnDistribution;
      const config = Stack.of(this).resolve(cfn.distributionConfig) as {
        origins: { customOriginConfig?: unknown }[];
      };
      const index = config.origins.findIndex((origin) => origin.customOriginConfig);
      cfn.addPropertyOverride(`DistributionConfig.Origins.${index}.CustomOriginConfig.OriginMtlsConfig`, {
        ClientCertificateArn: props.apiOriginClientCertificateArn,
      });
    }

    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: the platform serves people in Morocco and sub-Saharan Africa; a country allow or deny list would block its own users.',
      },
      ...(props.domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the site is served on the default *.cloudfront.net certificate, whose security policy CloudFront fixes at TLSv1. With one (context domainName + certificateArn) the minimum is TLSv1.2_2021.',
            },
          ]),
    ]);
  }
}
