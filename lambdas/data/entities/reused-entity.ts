import { tableConfig } from '#lambdas/data/table';

type TableConfig = ReturnType<typeof tableConfig>;

/**
 * An entity factory that builds the entity once per table and client: ElectroDB validates the whole
 * model on every construction, which costs milliseconds on every request that touches it.
 */
export function reusedEntity<E>(build: (config: TableConfig) => E): () => E {
  let last: { config: TableConfig; entity: E } | undefined;
  return () => {
    const config = tableConfig();
    if (last?.config.table !== config.table || last.config.client !== config.client) last = { config, entity: build(config) };
    return last.entity;
  };
}
