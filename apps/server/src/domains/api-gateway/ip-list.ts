import { BlockList, isIP } from 'node:net';

/** One entry of an allow list: an address or a network in CIDR notation, IPv4 or IPv6. */
function parseEntry(
  entry: string,
): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits, extra] = entry.split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (!version) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (version === 4 ? 32 : 128)) return null;
  return { address, prefix: Number(bits), family };
}

/** The entries of an allow list as typed (a line, comma or space each). */
export const ipEntries = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);

/** The first entry that is neither an address nor a network, else null. */
export function invalidIpEntry(text: string | null | undefined): string | null {
  return ipEntries(text).find((e) => !parseEntry(e)) ?? null;
}

/** A matcher of an allow list; null when the list is empty (anyone). */
export function compileIpList(text: string | null | undefined): ((ip: string) => boolean) | null {
  const entries = ipEntries(text);
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) continue;
    if (parsed.prefix === null) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return (ip) => {
    // an IPv4 peer on a dual-stack socket arrives as ::ffff:a.b.c.d
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}
