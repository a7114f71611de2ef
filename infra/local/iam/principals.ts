/**
 * Who signs the local cloud's AWS requests, and what each may do. Every function gets its own key
 * pair, as every Lambda function has its own execution role; the gates find the function by the
 * key that signed a request and decide with that function's synthesized policy. The operator key
 * (LOCAL_CREDENTIALS: the start script, demo seeding, tests, the edge reading /media) stands for
 * the account's administrator and may do anything, as the deployer may on AWS.
 */
import { randomBytes } from 'node:crypto';
import { evaluate, type Decision, type PolicyStatement } from './policy';
import type { SynthesizedFunction } from './synthesized-functions';

export interface Principal {
  readonly kind: 'function' | 'operator';
  /** The function's name (route or trigger), or 'operator'. */
  readonly name: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** As AWS names the caller in an AccessDenied message. */
  readonly arn: string;
  readonly statements: readonly PolicyStatement[];
}

export interface Authorization {
  readonly decision: Decision;
  /** AWS's wording of the refusal, when refused. */
  readonly message: string;
}

/** One check a gate made, for the usage report (see IamUsage). */
export interface CheckedCall {
  readonly principal: string;
  readonly action: string;
  readonly resource: string;
  readonly decision: Decision;
}

export class Principals {
  private readonly byKey = new Map<string, Principal>();
  private readonly byFunction = new Map<string, Principal>();
  private readonly listeners: ((call: CheckedCall) => void)[] = [];

  constructor(
    functions: Iterable<SynthesizedFunction>,
    operator: { accessKeyId: string; secretAccessKey: string },
    account: string,
  ) {
    this.add({
      kind: 'operator',
      name: 'operator',
      ...operator,
      arn: `arn:aws:iam::${account}:root`,
      statements: [],
    });
    for (const fn of functions) {
      // Readable in logs, and letters and digits only (DynamoDB Local refuses other key ids).
      const accessKeyId = `LOCALFN${fn.name.replace(/[^A-Za-z0-9]/g, '')}`;
      if (this.byKey.has(accessKeyId)) throw new Error(`Two functions would share the key ${accessKeyId}`);
      const principal: Principal = {
        kind: 'function',
        name: fn.name,
        accessKeyId,
        // A fresh secret on every start: only this process's functions can sign.
        secretAccessKey: randomBytes(30).toString('base64'),
        arn: `arn:aws:sts::${account}:assumed-role/${fn.roleName}/${fn.name}`,
        statements: fn.statements,
      };
      this.add(principal);
      this.byFunction.set(fn.name, principal);
    }
  }

  private add(principal: Principal): void {
    this.byKey.set(principal.accessKeyId, principal);
  }

  byAccessKeyId(accessKeyId: string): Principal | undefined {
    return this.byKey.get(accessKeyId);
  }

  secretOf = (accessKeyId: string): string | undefined => this.byKey.get(accessKeyId)?.secretAccessKey;

  forFunction(name: string): Principal {
    const principal = this.byFunction.get(name);
    if (!principal) throw new Error(`No local credentials for function ${name}`);
    return principal;
  }

  /** Called for every decision the gates take (the usage report listens). */
  onCheck(listener: (call: CheckedCall) => void): void {
    this.listeners.push(listener);
  }

  /** IAM's decision for `principal` calling `action` on `resource`, worded as AWS words a refusal. */
  authorize(principal: Principal, action: string, resource: string): Authorization {
    const decision =
      principal.kind === 'operator' ? 'allowed' : evaluate(principal.statements, action, resource);
    for (const listener of this.listeners)
      listener({ principal: principal.name, action, resource, decision });
    const reason =
      decision === 'explicit-deny'
        ? 'with an explicit deny in an identity-based policy'
        : `because no identity-based policy allows the ${action} action`;
    return {
      decision,
      message: `User: ${principal.arn} is not authorized to perform: ${action} on resource: ${resource} ${reason}`,
    };
  }
}
