import { CfnElement, Reference, Stack, Tokenization } from 'aws-cdk-lib';
import type { NagPackSuppressionAppliesTo } from 'cdk-nag';

const MARK = '\u0000';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The IAM5 finding cdk-nag raises for one wildcard resource of a policy statement, as an
 * `appliesTo` entry. A literal ARN is matched as is. An ARN built on a reference (`${table.tableArn}/index/*`)
 * is reported as `<LogicalId.Arn>/index/*` in the stack that owns the resource and as its export
 * (`Stack:ExportsOutputFnGetAttLogicalIdArn…/index/*`) in a stack that imports it, so the pattern
 * pins the referenced resource's logical id and the literal tail, nothing wider.
 */
export function wildcardResourceFinding(resource: string): NagPackSuppressionAppliesTo {
  const fragments = Tokenization.reverseString(resource);
  const reference = fragments.tokens.find((token): token is Reference => Reference.isReference(token));
  if (!reference) return `Resource::${resource}`;
  if (!CfnElement.isCfnElement(reference.target)) {
    throw new Error(
      `Cannot name the cdk-nag finding of ${reference.displayName}: not a CloudFormation element`,
    );
  }
  const logicalId = escapeRegex(Stack.of(reference.target).getLogicalId(reference.target));
  // join() is typed any; joining the literals and the marks (all strings) gives a string.
  const text = fragments
    .mapTokens({ mapToken: () => MARK })
    .join({ join: (left: string, right: string) => `${left}${right}` }) as string;
  const tail = escapeRegex(text.slice(text.lastIndexOf(MARK) + 1));
  return { regex: `/^Resource::(<${logicalId}\\.\\w+>|[\\w-]+:ExportsOutput\\w*${logicalId}\\w*)${tail}$/` };
}
