import type { Tx } from '../db/store';

/**
 * Past logins of the archived demo vehicles that do not match the archive, so the abnormal login
 * screen has rows before any terminal misbehaves: one with no terminal bound, one with the card of
 * a fleet terminal, one from a terminal holding no card. Written once (by session id), when the
 * demo fleet is archived; run after the archive demo, whose vehicles they name.
 */
export async function seedAbnormalLoginDemo(tx: Pick<Tx, 'query'>, tenantId: number): Promise<void> {
  await tx.query(
    `insert into vehicle_logins (session_id, tenant_id, vehicle_id, terminal_id, vin, edition, iccid, login_serial, login_time, login_at,
                                 remote_addr, gateway, logout_at, logout_reason)
     select d.session, $1, v.id, t.id, v.vin, 2016, d.iccid, 1, now() - d.ago, now() - d.ago,
            d.addr, 'demo', now() - d.ago + interval '25 minutes', 'logout'
     from (values ('demo-abnormal-login-1', 'LCLE5A2B0SA100001', null, '89860312345678900001', interval '3 days', '10.20.0.11:40211'),
                  ('demo-abnormal-login-2', 'LCLS7A2B0SA100002', 'TBOX-DEMO-0002', (select s.iccid from terminals c
                     join sim_cards s on s.id = c.sim_card_id where c.tenant_id = $1 order by c.id limit 1),
                   interval '2 days', '10.20.0.12:40212'),
                  ('demo-abnormal-login-3', 'LCLT3A2B0SA100003', 'TBOX-DEMO-0003', '89860312345678900003', interval '26 hours', '10.20.0.13:40213'))
       as d(session, vin, terminal, iccid, ago, addr)
     join vehicles v on v.tenant_id = $1 and v.vin = d.vin
     left join terminals t on t.tenant_id = $1 and t.terminal_code = d.terminal
     where d.iccid is not null and not exists (select 1 from vehicle_logins l where l.session_id = d.session)
       -- beside the demo fleet only: its terminals are the ones holding cards
       and exists (select 1 from terminals c where c.tenant_id = $1 and c.sim_card_id is not null)`,
    [tenantId],
  );
}
