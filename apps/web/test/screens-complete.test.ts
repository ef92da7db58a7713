import { describe, expect, it } from 'vitest';
import { menuCatalog } from '@chelian/contracts';
import { PLANNED_SCREENS } from '@chelian/contracts/planned-screens';
import { screenRegistry } from '../src/screens/registry';

const leaves = menuCatalog.flatMap((group) => group.screens.filter((screen) => !screen.hidden));

describe('every menu leaf a user can see opens a screen', () => {
  it.each(leaves.filter((leaf) => !PLANNED_SCREENS.has(leaf.key)).map((leaf) => [leaf.key]))(
    '%s has a screen',
    (key) => {
      expect(screenRegistry[key], `${key} is shown in the menu but has no screen`).toBeTypeOf('function');
    },
  );

  it('a leaf held back as planned has no screen yet (take it off the list when it lands)', () => {
    const built = [...PLANNED_SCREENS].filter((key) => key in screenRegistry);
    expect(built).toEqual([]);
  });

  it('the planned list names only leaves of the catalogue', () => {
    const known = new Set(leaves.map((leaf) => leaf.key));
    expect([...PLANNED_SCREENS].filter((key) => !known.has(key))).toEqual([]);
  });
});
