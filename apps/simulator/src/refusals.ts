import type { Edition, ResponseName } from '@chelian/gb32960';
import { DEMO_SEED } from './identity';

/**
 * Why a login did not succeed, as far as the terminal can tell. The GB/T 32960.3 login answer
 * carries only a response flag: 2016 has 0x02 "error" for every refusal; 2025 adds 0x04 "VIN
 * unknown" but still answers an ICCID that is not the archive's card with 0x02. So a 2016 0x02 is
 * `refused` (either cause) and the fleet asks once more as a 2025 terminal to tell them apart.
 */
export type RefusalReason =
  /** 0x04 (2025): the archive has no such VIN */
  | 'unknown-vin'
  /** 0x02 to a 2025 login: the VIN is known, so its ICCID is not the SIM card the archive assigns (or the lookup failed) */
  | 'iccid-mismatch'
  /** 0x02 to a 2016 login: unknown VIN or ICCID mismatch, the answer does not say which */
  | 'refused'
  /** 0x03: the platform holds the VIN on another link and refuses this one */
  | 'vin-duplicate'
  /** any other flag */
  | 'platform-refused'
  /** the connection closed before an answer: a connection limit, or not a GB/T 32960 gateway */
  | 'closed'
  /** nothing listens on host:port */
  | 'no-gateway'
  /** connected, but no answer to the login in time */
  | 'no-answer';

export interface Refusal {
  reason: RefusalReason;
  vin: string;
  edition: Edition;
  /** the flag answered, or the error's message */
  detail: string;
}

const FLAGS: Partial<Record<string, string>> = {
  error: '0x02 error',
  vinDuplicate: '0x03 VIN duplicate',
  vinUnknown: '0x04 VIN unknown',
  signatureFailed: '0x05 signature failed',
  structureError: '0x06 structure error',
  decryptionFailed: '0x07 decryption failed',
};

/** The flag as the standard names it (0x02 error ...). */
export function flagName(flag: ResponseName | number): string {
  return typeof flag === 'number' ? `0x${flag.toString(16).padStart(2, '0')}` : (FLAGS[flag] ?? flag);
}

/** A login answered with a flag other than ok, or one that failed without an answer (err). */
export function classifyLoginFailure(
  vin: string,
  edition: Edition,
  outcome: { flag: ResponseName | number } | { error: unknown },
): Refusal {
  if ('flag' in outcome) {
    const { flag } = outcome;
    const detail = flagName(flag);
    if (flag === 'vinUnknown') return { reason: 'unknown-vin', vin, edition, detail };
    if (flag === 'error')
      return { reason: edition === 2025 ? 'iccid-mismatch' : 'refused', vin, edition, detail };
    if (flag === 'vinDuplicate') return { reason: 'vin-duplicate', vin, edition, detail };
    return { reason: 'platform-refused', vin, edition, detail };
  }
  const err = outcome.error as NodeJS.ErrnoException;
  const detail = err?.code ?? (err instanceof Error ? err.message : String(err));
  if (err?.code === 'ECONNREFUSED' || err?.code === 'ENOTFOUND' || err?.code === 'EHOSTUNREACH')
    return { reason: 'no-gateway', vin, edition, detail };
  if (err instanceof Error && /^no answer/.test(err.message))
    return { reason: 'no-answer', vin, edition, detail };
  return { reason: 'closed', vin, edition, detail };
}

/** Short names for the periodic status line. */
export const REASON_LABELS: Record<RefusalReason, string> = {
  'unknown-vin': 'unknown VIN',
  'iccid-mismatch': 'ICCID mismatch',
  refused: 'refused (0x02)',
  'vin-duplicate': 'VIN duplicate',
  'platform-refused': 'platform refused',
  closed: 'closed unanswered',
  'no-gateway': 'no gateway',
  'no-answer': 'no answer',
};

/** What the simulator was run with: the advice repeats it in the commands it suggests. */
export interface FleetContext {
  vehicles: number;
  seed: string | number;
  offset: number;
  host: string;
  port: number;
}

/** The text printed once per reason: what happened, to which VIN, and what to do. */
export function refusalAdvice(r: Refusal, ctx: FleetContext): string {
  // the command's default tenant is the platform's; --tenant CODE puts the fleet in another
  const register = `npm run admin -- fleet register --vehicles ${ctx.vehicles} --seed ${ctx.seed}${ctx.offset ? ` --offset ${ctx.offset}` : ''} [--tenant CODE]`;
  const demo =
    String(ctx.seed) === DEMO_SEED
      ? ` --seed ${DEMO_SEED} is the demo fleet's: pick a seed of your own.`
      : '';
  switch (r.reason) {
    case 'unknown-vin':
      return [
        `login refused: VIN unknown to the archive (${r.detail}), e.g. ${r.vin}.`,
        `  Register the simulated fleet first, with the same seed and offset as here:`,
        `    ${register}`,
        `  (or run the gateway with GATEWAY_AUTO_REGISTER=true, which registers unknown VINs with no SIM card).${demo}`,
      ].join('\n');
    case 'iccid-mismatch':
      return [
        `login refused: ${r.detail} to a ${r.edition} login of a VIN the archive knows, e.g. ${r.vin}: its ICCID is not the SIM card the archive`,
        `  assigns to the bound terminal (GATEWAY_ICCID_CHECK=refuse), or the platform could not look the VIN up.`,
        `  The fleet was probably registered with another --seed or --offset; register it with this run's:`,
        `    ${register}`,
        `  The gateway log names the card it expected ("gateway: frame rejected"); the console lists such logins under Terminal anomalies.${demo}`,
      ].join('\n');
    case 'refused':
      return [
        `login refused: ${r.detail} to a 2016 login, e.g. ${r.vin}. The 2016 answer carries no reason; on this platform it is one of:`,
        `  - the VIN is unknown to the archive: register the fleet with this run's seed and offset:`,
        `      ${register}`,
        `  - its ICCID is not the SIM card the archive assigns to the bound terminal (registered with another --seed or --offset);`,
        `  - the platform could not look the VIN up (its log says so).`,
        `  The gateway log names the reason of every refusal ("gateway: frame rejected"); --edition 2025 answers an unknown VIN with 0x04.${demo}`,
      ].join('\n');
    case 'vin-duplicate':
      return `login refused: ${r.detail}, e.g. ${r.vin}: the platform holds this VIN on another link. Is another simulator (or the demo fleet) running the same identities?${demo}`;
    case 'platform-refused':
      return `login refused: ${r.detail}, e.g. ${r.vin}. The gateway log names the reason ("gateway: frame rejected").`;
    case 'closed':
      return [
        `connection closed before the login was answered (${r.detail}), e.g. ${r.vin}.`,
        `  The gateway refuses connections over GATEWAY_MAX_CONNECTIONS_PER_IP from one address (default 200, loopback exempt unless`,
        `  GATEWAY_LIMIT_LOOPBACK=true) and over GATEWAY_MAX_CONNECTIONS; its log says "connection refused, limit ... reached".`,
        `  From another machine, raise GATEWAY_MAX_CONNECTIONS_PER_IP (0: no limit). Is ${ctx.host}:${ctx.port} a GB/T 32960 gateway?`,
      ].join('\n');
    case 'no-gateway':
      return `cannot connect to ${ctx.host}:${ctx.port} (${r.detail}): is the platform running, with its gateway role, on that address (GATEWAY_PORT)?`;
    case 'no-answer':
      return `no answer to the login (${r.detail}), e.g. ${r.vin}: the gateway is busy or ${ctx.host}:${ctx.port} is not a GB/T 32960 gateway.`;
  }
}
