import { App } from 'aws-cdk-lib';
import { alarmEmailFromContext } from '../lib/cdk-context';
import { createTremplin, domainFromContext, regionFromContext } from '../lib/tremplin-app';

const app = new App();
const domain = domainFromContext(app);
const alarmEmail = alarmEmailFromContext(app);

createTremplin(app, {
  env: {
    // Known only when the CLI has credentials; left unset, synth needs no AWS account and no lookup.
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: regionFromContext(app),
  },
  ...(domain ? { domain } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
});

app.synth();
