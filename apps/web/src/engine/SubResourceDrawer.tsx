import { Drawer } from 'antd';
import type { ResourceSpec } from '@chelian/contracts/resource';
import { ResourceScreen, type ResourceScreenProps } from './ResourceScreen';
import type { Values } from './types';

export interface SubResourceDrawerProps extends Omit<ResourceScreenProps, 'spec' | 'fixed'> {
  spec: ResourceSpec;
  /** the parent's key values: sent with every page call and every create (closed when null) */
  fixed: Values | null;
  title: string;
  onClose: () => void;
  width?: number;
}

/** The rows of a child resource belonging to one parent row (dictionary items, theme attributes), in a drawer. */
export function SubResourceDrawer({
  spec,
  fixed,
  title,
  onClose,
  width = 1100,
  ...rest
}: SubResourceDrawerProps) {
  return (
    <Drawer open={fixed !== null} title={title} size={width} onClose={onClose} destroyOnHidden>
      {fixed ? <ResourceScreen spec={spec} fixed={fixed} {...rest} /> : null}
    </Drawer>
  );
}
