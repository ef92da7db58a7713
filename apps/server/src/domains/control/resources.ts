import { sql } from 'drizzle-orm';
import { commandLogSpec } from '@chelian/contracts';
import { defineResource } from '../../resources/engine';
import { controlCommands } from './schema';

/** The delivery's status and answer time come from the gateway's row of the same check id. */
const downlink = (column: string) => sql.raw(`(select d.${column} from downlink_commands d where d.check_id = control_commands.check_id)`);

export const commandLogResource = defineResource({
  spec: commandLogSpec,
  table: controlCommands,
  scope: { kind: 'tenant', column: controlCommands.tenantId },
  columns: {
    status: sql`coalesce(${downlink('status')}, 'pending')`,
    resultCode: sql`coalesce(${downlink('status_code')}, 3)`.mapWith(Number),
    answeredAt: downlink('answered_at').mapWith(controlCommands.createdAt),
  },
});
