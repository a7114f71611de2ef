import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
  contentSecurityPolicy,
  type CspSources,
} from '../../definitions/security-headers';

function isReferrerPolicy(value: string): value is HeadersReferrerPolicy {
  const known: readonly string[] = Object.values(HeadersReferrerPolicy);
  return known.includes(value);
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  if (!isReferrerPolicy(value)) throw new Error(`Unknown referrer policy ${value}`);
  return value;
}

/** The response headers the local edge sends too, from the one shared definition. */
export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: { readonly csp: CspSources }) {
    super(scope, id);

    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Tremplin security headers (infra/definitions/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.csp), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: referrerPolicy(REFERRER_POLICY), override: true },
      },
    });
  }
}
