import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '../../infra/lib/cdk-context';
import { createTremplin } from '../../infra/lib/tremplin-app';
import { SCHEDULES } from '../../infra/definitions/notifications';
import { nextRun } from '../../infra/local/scheduler';
import { env, fakeBuild, removeTempDirs, tempDir } from './synth';

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** The notifications stack as `cdk deploy -c sesIdentity=…` synthesizes it (no bundling: only the code needs it). */
function notificationsTemplate(context: Record<string, unknown> = {}): Template {
  const app = new App({
    outdir: tempDir('tremplin-cdk-out-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  return Template.fromStack(createTremplin(app, { env, buildDir: fakeBuild() }).notifications);
}

/** The logical id of the function with this description. */
function functionId(template: Template, description: string): string {
  const found = Object.entries(
    template.findResources('AWS::Lambda::Function') as Record<string, Resource>,
  ).find(([, fn]) => ((fn.Properties?.Description as string | undefined) ?? '').includes(description));
  if (!found) throw new Error(`No function described "${description}"`);
  return found[0];
}

afterAll(() => removeTempDirs());

describe("SES's bounces and complaints", () => {
  const template = notificationsTemplate({ sesIdentity: 'no-reply@tremplin.ma' });

  it('go from the configuration set, through an encrypted SNS topic, to record-email-feedback', () => {
    const [setId] = Object.keys(template.findResources('AWS::SES::ConfigurationSet'));
    const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
    expect(setId).toBeDefined();
    expect(topicId).toBeDefined();
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        SnsDestination: { TopicARN: { Ref: topicId } },
      },
    });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    const feedback = functionId(template, "SES's bounces and complaints");
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [feedback, 'Arn'] },
    });
    // SNS may invoke it, from that topic only.
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'sns.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [feedback, 'Arn'] },
      SourceArn: { Ref: topicId },
    });
  });

  it('are not wired when nothing is sent (no -c sesIdentity)', () => {
    const none = notificationsTemplate();
    none.resourceCountIs('AWS::SES::ConfigurationSetEventDestination', 0);
    none.resourceCountIs('AWS::SNS::Subscription', 0);
  });
});

describe('the schedules', () => {
  it("run the download summaries before the daily digest, each with its run's time", () => {
    const template = notificationsTemplate();
    for (const [name, schedule] of Object.entries(SCHEDULES)) {
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: schedule.expression,
        Target: Match.objectLike({
          Input: JSON.stringify({ run: schedule.run, at: '<aws.scheduler.scheduled-time>' }),
        }),
        Description: `Tremplin ${name}`,
      });
    }
    // The morning's summaries are written before the daily digest is cut, so that it carries them.
    const midnight = new Date('2026-11-27T00:00:00Z');
    expect(nextRun(SCHEDULES['daily-downloads'].expression, midnight).getTime()).toBeLessThan(
      nextRun(SCHEDULES['daily-digest'].expression, midnight).getTime(),
    );
  });
});
