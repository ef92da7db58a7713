import type { ResourceSpec } from '@chelian/contracts/resource';
import { archiveResourceSpecs } from '@chelian/contracts/resources/archive';
import { systemResourceSpecs } from '@chelian/contracts/resources/index';

/** Declarations by name, so a ref field can find the service and base of its target. */
const registry = new Map<string, ResourceSpec>([
  ...Object.entries(systemResourceSpecs),
  ...Object.entries(archiveResourceSpecs),
]);

/** Other domains add their declarations here as they arrive. */
export function registerResourceSpecs(specs: Record<string, ResourceSpec>): void {
  for (const spec of Object.values(specs)) registry.set(spec.name, spec);
}

export function findSpec(name: string | undefined): ResourceSpec | undefined {
  return name ? registry.get(name) : undefined;
}
