import { readdirSync } from 'node:fs';

export interface SchemaIndex {
  readonly index?: string;
  readonly collection?: string | readonly string[];
  readonly pk: { readonly field: string; readonly composite: readonly string[] };
  readonly sk: { readonly field: string; readonly composite: readonly string[] };
}

export interface EntitySchema {
  readonly model: { readonly entity: string };
  readonly attributes: Record<string, { readonly type: unknown; readonly items?: unknown; readonly properties?: unknown }>;
  readonly indexes: Record<string, SchemaIndex>;
}

/** Every `*Schema` export of lambdas/data/entities, read from the folder so a new entity is never missed. */
export async function entitySchemas(): Promise<EntitySchema[]> {
  const folder = new URL('../../../lambdas/data/entities/', import.meta.url);
  const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && f !== 'reused-entity.ts');
  const modules = await Promise.all(files.map((f) => import(new URL(f, folder).href) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.entries(m).filter(([name]) => name.endsWith('Schema')).map(([, schema]) => schema as EntitySchema));
}
