import type { Template } from 'aws-cdk-lib/assertions';

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

type Resource = { Properties: Record<string, unknown> };

/**
 * The Lambda function whose Description is `description`, or the API function serving that one route
 * alone (`API <name>: METHOD /path`, a route with a function of its own).
 */
export function functionByDescription(template: Template, description: string): { logicalId: string; properties: Record<string, any> } {
  const described = (f: unknown) => [description, `API ${apiFunctionName(f)}: ${description}`].includes(String((f as Resource).Properties.Description));
  const found = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([, f]) => described(f));
  if (found.length !== 1) throw new Error(`expected one function described '${description}', found ${found.length}`);
  const [logicalId, resource] = found[0]!;
  return { logicalId, properties: (resource as Resource).Properties };
}

/** Every IAM statement attached to the role of the function described `description`. */
export function statementsOf(template: Template, description: string): Statement[] {
  const role = functionByDescription(template, description).properties.Role as { 'Fn::GetAtt': [string, string] };
  const roleId = role['Fn::GetAtt'][0];
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .map((policy) => (policy as Resource).Properties)
    .filter((props) => (props.Roles as { Ref?: string }[]).some((r) => r.Ref === roleId))
    .flatMap((props) => (props.PolicyDocument as { Statement: Statement[] }).Statement);
}

function apiFunctionName(resource: unknown): string {
  const description = String((resource as Resource).Properties.Description ?? '');
  return /^API ([^:]+): /.exec(description)?.[1] ?? '';
}

export function actionsOf(statements: readonly Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
