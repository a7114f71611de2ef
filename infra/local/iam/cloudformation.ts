/**
 * Just enough of CloudFormation to read the synthesized templates locally: resolving the
 * intrinsic functions CDK writes into IAM policies and function environments (Ref, Fn::GetAtt,
 * Fn::Join, Fn::ImportValue, Fn::Select, Fn::Split, Fn::Sub) to the local cloud's names and ARNs,
 * and Secrets Manager dynamic references (`{{resolve:secretsmanager:…}}`) to the local secrets' values.
 * An intrinsic it does not know throws: a policy resolved by guesswork would prove nothing.
 */
export interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}

export interface CfnTemplate {
  readonly Resources: Record<string, CfnResource>;
  readonly Outputs?: Record<string, { Value: unknown; Export?: { Name: unknown } }>;
}

export interface PhysicalResource {
  /** What `Ref` returns (a name or an id). */
  readonly ref: string;
  /** `Fn::GetAtt` attributes, `Arn` above all. */
  readonly attributes: Record<string, string>;
}

export interface ResolverSettings {
  readonly templates: ReadonlyMap<string, CfnTemplate>;
  readonly region: string;
  readonly account: string;
  /** The local stand-in of a resource; undefined for the ones the local cloud does not have. */
  readonly physical: (
    stackName: string,
    logicalId: string,
    resource: CfnResource,
  ) => PhysicalResource | undefined;
  /** The local value of a Secrets Manager secret, by the ARN its dynamic reference names. */
  readonly secretValue?: (arn: string) => string | undefined;
}

/** `{{resolve:secretsmanager:secret-id:SecretString:json-key:version-stage:version-id}}`; the id is an ARN, colons included. */
const SECRET_REFERENCE = /\{\{resolve:secretsmanager:(.+?):SecretString:([^:}]*):([^:}]*):([^:}]*)\}\}/g;

type Json = Record<string, unknown>;

export class TemplateResolver {
  private readonly exports = new Map<string, { stackName: string; value: unknown }>();

  constructor(private readonly settings: ResolverSettings) {
    for (const [stackName, template] of settings.templates) {
      for (const output of Object.values(template.Outputs ?? {})) {
        if (output.Export === undefined) continue;
        const name = this.resolve(stackName, output.Export.Name);
        if (typeof name !== 'string') throw new Error(`${stackName}: export name is not a string`);
        this.exports.set(name, { stackName, value: output.Value });
      }
    }
  }

  template(stackName: string): CfnTemplate {
    const template = this.settings.templates.get(stackName);
    if (!template) throw new Error(`No template for stack ${stackName}`);
    return template;
  }

  private resource(stackName: string, logicalId: string): PhysicalResource {
    const resource = this.template(stackName).Resources[logicalId];
    if (!resource) throw new Error(`${stackName}: no resource ${logicalId}`);
    const physical = this.settings.physical(stackName, logicalId, resource);
    return (
      physical ?? {
        // Not part of the local cloud (log groups, CloudFront…): a name nothing local will ever match.
        ref: `${stackName}-${logicalId}`,
        attributes: {
          Arn: `arn:aws:local:${this.settings.region}:${this.settings.account}:${resource.Type}/${stackName}/${logicalId}`,
        },
      }
    );
  }

  private pseudo(name: string): string | undefined {
    const values: Record<string, string> = {
      'AWS::Region': this.settings.region,
      'AWS::AccountId': this.settings.account,
      'AWS::Partition': 'aws',
      'AWS::URLSuffix': 'amazonaws.com',
      'AWS::NoValue': '',
    };
    return values[name];
  }

  private ref(stackName: string, name: string): string {
    return this.pseudo(name) ?? this.resource(stackName, name).ref;
  }

  private getAtt(stackName: string, logicalId: string, attribute: string): string {
    const value = this.resource(stackName, logicalId).attributes[attribute];
    if (value === undefined) throw new Error(`${stackName}: no local value for ${logicalId}.${attribute}`);
    return value;
  }

  private sub(stackName: string, template: string, variables: Json): string {
    return template.replace(/\$\{([^}!]+)\}/g, (_, name: string) => {
      if (name in variables) return this.text(stackName, variables[name]);
      const [logicalId = '', attribute] = name.split('.');
      return attribute ? this.getAtt(stackName, logicalId, attribute) : this.ref(stackName, logicalId);
    });
  }

  private text(stackName: string, value: unknown): string {
    const resolved = this.resolve(stackName, value);
    if (typeof resolved !== 'string')
      throw new Error(`${stackName}: expected a string, got ${JSON.stringify(resolved)}`);
    return resolved;
  }

  /** CloudFormation resolves these at deploy, whole (a JSON key or a pinned version is not needed here). */
  private dynamicReferences(stackName: string, text: string): string {
    return text.replace(SECRET_REFERENCE, (reference: string, arn: string, ...fields: unknown[]) => {
      const value = fields.slice(0, 3).some(Boolean) ? undefined : this.settings.secretValue?.(arn);
      if (value === undefined) throw new Error(`${stackName}: no local value for ${reference}`);
      return value;
    });
  }

  /** The value with every intrinsic function and dynamic reference replaced by its local result. */
  resolve(stackName: string, value: unknown): unknown {
    const resolved = this.resolveIntrinsics(stackName, value);
    return typeof resolved === 'string' ? this.dynamicReferences(stackName, resolved) : resolved;
  }

  private resolveIntrinsics(stackName: string, value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.resolve(stackName, item));
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json);
    const [key, argument] = entries[0] ?? [];
    if (entries.length === 1 && key !== undefined && (key === 'Ref' || key.startsWith('Fn::'))) {
      switch (key) {
        case 'Ref':
          return this.ref(stackName, argument as string);
        case 'Fn::GetAtt': {
          const [logicalId, attribute] = (
            typeof argument === 'string' ? argument.split('.') : (argument as string[])
          ) as [string, string];
          return this.getAtt(stackName, logicalId, attribute);
        }
        case 'Fn::Join': {
          const [separator, parts] = argument as [string, unknown[]];
          return parts.map((part) => this.text(stackName, part)).join(separator);
        }
        case 'Fn::Select': {
          const [index, list] = argument as [unknown, unknown];
          const items = this.resolve(stackName, list) as unknown[];
          return items[Number(this.resolve(stackName, index))];
        }
        case 'Fn::Split': {
          const [separator, source] = argument as [string, unknown];
          return this.text(stackName, source).split(separator);
        }
        case 'Fn::Sub': {
          const [template, variables] = (typeof argument === 'string' ? [argument, {}] : argument) as [
            string,
            Json,
          ];
          return this.sub(stackName, template, variables);
        }
        case 'Fn::ImportValue': {
          const name = this.text(stackName, argument);
          const exported = this.exports.get(name);
          if (!exported) throw new Error(`${stackName}: no stack exports ${name}`);
          return this.resolve(exported.stackName, exported.value);
        }
        default:
          throw new Error(`${stackName}: ${key} is not resolved locally`);
      }
    }
    return Object.fromEntries(entries.map(([k, v]) => [k, this.resolve(stackName, v)]));
  }
}
