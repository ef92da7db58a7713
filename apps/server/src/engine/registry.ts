import type { Resource } from './engine';

/** The resources the domain plugins brought, by name: references between resources resolve here. */
const registry = new Map<string, Resource>();

/** Makes resources known by name (reference fields, imports and exports that name another resource). */
export function useResources(resources: readonly Resource[]): void {
  for (const resource of resources) {
    const known = registry.get(resource.name);
    if (known && known !== resource) throw new Error(`two resources are named ${resource.name}`);
    registry.set(resource.name, resource);
  }
}

export function resourceByName(name: string): Resource | undefined {
  return registry.get(name);
}

export function allResources(): Resource[] {
  return [...registry.values()];
}
