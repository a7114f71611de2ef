import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { registerStage, type StageNames } from '../stage';
import { SiteFirewall } from '../constructs/site-firewall';

/** CloudFront's web ACL. A CLOUDFRONT-scoped web ACL exists only in us-east-1, hence a stack of its own there. */
export class WafStack extends Stack {
  /** For the distribution's webAclId (read across regions by the web stack). */
  readonly webAclArn: string;
  readonly firewall: SiteFirewall;

  constructor(scope: Construct, id: string, props: StackProps & { readonly names?: StageNames }) {
    super(scope, id, props);
    registerStage(this, props.names);
    if (this.region !== 'us-east-1') throw new Error(`${id} must be in us-east-1, not ${this.region}`);
    this.firewall = new SiteFirewall(this, 'Firewall');
    this.webAclArn = this.firewall.webAcl.attrArn;
  }
}
