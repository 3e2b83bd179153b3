import { NestedStack, Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

type Json = Record<string, any>;

/**
 * The template of `stack` with the resources of its nested stacks (at any depth) merged in, and each
 * nested stack parameter replaced by the value its parent passes. A query then sees one template in
 * which a reference to the parent's resources reads as it would in the parent (`{ Ref: <authorizer> }`).
 */
export function templateWithNested(stack: Stack): Template {
  return Template.fromJSON({ ...Template.fromStack(stack).toJSON(), Resources: flatResources(stack) });
}

/** The nested stacks whose parent is `stack`. */
export function nestedStacksOf(stack: Stack): NestedStack[] {
  return stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);
}

function flatResources(stack: Stack): Json {
  const resources: Json = { ...Template.fromStack(stack).toJSON().Resources };
  for (const nested of nestedStacksOf(stack)) {
    const parameters: Json = resources[stack.getLogicalId(nested.nestedStackResource as CfnResource)].Properties.Parameters ?? {};
    for (const [logicalId, resource] of Object.entries(flatResources(nested))) {
      if (logicalId in resources) throw new Error(`${logicalId} is both in ${stack.node.path} and in ${nested.node.path}`);
      resources[logicalId] = substitute(resource, parameters);
    }
  }
  return resources;
}

function substitute(value: unknown, parameters: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, parameters));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only![0] === 'Ref' && typeof only![1] === 'string' && only![1] in parameters) return parameters[only![1]];
  return Object.fromEntries(entries.map(([key, item]) => [key, substitute(item, parameters)]));
}
