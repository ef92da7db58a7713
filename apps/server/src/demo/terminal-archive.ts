import type { Tx } from '../db/store';
import { GB32960_COMMANDS, GB32960_FUNCTION_FIELDS, GB32960_PROTOCOL } from '../domains/terminal';

/** The demo fleet's terminal archive: suppliers, a chip, two terminal models, a SIM plan and a SIM card per terminal. */
export async function seedFleetTerminalArchive(
  tx: Tx,
  tenantId: number,
  fleet: { terminalCode: string; iccid: string; index: number }[],
): Promise<void> {
  await tx.query(
    `insert into terminal_suppliers (tenant_id, supplier_type, code, name, abbr, mes_code, tuid_code, contacts, phone, address)
     values ($1, '1001', 'HZTB', '杭州车联终端科技有限公司', '杭州车联', 'HZ', 'T1', '陈工', '0571-88886666', '杭州市滨江区江南大道 588 号'),
            ($1, '1001', 'SZXL', '深圳芯联智能设备有限公司', '深圳芯联', 'SZ', 'T2', '黄工', '0755-26668888', '深圳市南山区科技园南区 12 栋'),
            ($1, '1002', 'NBPJ', '宁波精工零部件有限公司', '宁波精工', '00', '00', '周工', '0574-87654321', '宁波市北仑区新碶街道 18 号')
     on conflict (tenant_id, code) do nothing`,
    [tenantId],
  );
  await tx.query(
    `insert into chip_factories (tenant_id, code, name, contacts, phone)
     values ($1, 'HSXP', '华晟芯片设计有限公司', '刘工', '021-66668888') on conflict (tenant_id, code) do nothing`,
    [tenantId],
  );
  await tx.query(
    `insert into chip_models (tenant_id, chip_factory_id, model_code, model_name, chip_type)
     select $1, f.id, 'HS-SE100', 'HS 安全芯片 SE100', 'SE' from chip_factories f where f.tenant_id = $1 and f.code = 'HSXP'
     on conflict (tenant_id, model_code) do nothing`,
    [tenantId],
  );
  await tx.query(
    `insert into terminal_models (tenant_id, supplier_id, chip_model_id, model_code, model_name, chain_type, hardware_version)
     select $1, s.id, (select id from chip_models where tenant_id = $1 and model_code = 'HS-SE100'), m.code, m.name, 'GB32960', m.hw
     from (values ('HZTB', 'TBOX-E32960', 'T-BOX E 系列国标终端', 'H2.1'), ('SZXL', 'TBOX-S25', 'T-BOX S25 智能终端', 'H1.4'))
       as m(supplier, code, name, hw)
     join terminal_suppliers s on s.tenant_id = $1 and s.code = m.supplier
     on conflict (tenant_id, model_code) do nothing`,
    [tenantId],
  );
  await seedTerminalReference(tx, tenantId);
  await tx.query(
    `insert into sim_packages (tenant_id, name, operator, data_mb, period_months)
     values ($1, '车联网 500M 年包', 'CMCC', 500, 12) on conflict (tenant_id, name) do nothing`,
    [tenantId],
  );
  // MSISDNs follow the ICCIDs: 14 + the ICCID's last 11 digits (13-digit IoT numbers).
  await tx.query(
    `insert into sim_cards (tenant_id, iccid, msisdn, imsi, operator, card_category, status, package_id, activated_at, expire_at)
     select $1, u.iccid, '14' || right(u.iccid, 11), '46004' || right(u.iccid, 10), 'CMCC', 'M2M', '2',
            (select id from sim_packages where tenant_id = $1 and name = '车联网 500M 年包'),
            date '2026-01-01', date '2027-01-01'
     from unnest($2::varchar[]) as u(iccid)
     on conflict do nothing`,
    [tenantId, fleet.map((f) => f.iccid)],
  );
  await tx.query(
    `update terminals t set terminal_model_id = m.id, supplier_id = m.supplier_id, sim_card_id = c.id,
            software_version = '1.0.' || (u.idx % 5), hardware_version = m.hardware_version
     from unnest($2::varchar[], $3::varchar[], $4::int[]) as u(code, iccid, idx)
     join terminal_models m on m.tenant_id = $1 and m.model_code = case when u.idx % 3 = 2 then 'TBOX-S25' else 'TBOX-E32960' end
     join sim_cards c on c.iccid = u.iccid and c.tenant_id = $1
     where t.terminal_code = u.code and t.tenant_id = $1 and t.terminal_model_id is null
       and not exists (select 1 from terminals o where o.sim_card_id = c.id)`,
    [tenantId, fleet.map((f) => f.terminalCode), fleet.map((f) => f.iccid), fleet.map((f) => f.index)],
  );
}

/** The GB/T 32960 protocol with its commands, some function fields and a version history per demo model. */
export async function seedTerminalReference(tx: Tx, tenantId: number): Promise<void> {
  const protocol = GB32960_PROTOCOL;
  await tx.query(
    `insert into protocols (tenant_id, code, name, version)
     values ($1, $2, $3, $4) on conflict (tenant_id, code) do nothing`,
    [tenantId, protocol.code, protocol.name['zh-CN'], protocol.version],
  );
  await tx.query(
    `insert into protocol_commands (tenant_id, protocol_id, direction, cmd_code, cmd_name)
     select $1, p.id, c.direction, c.code, c.name from protocols p,
       unnest($3::varchar[], $4::varchar[], $5::varchar[]) as c(direction, code, name)
     where p.tenant_id = $1 and p.code = $2
     on conflict (protocol_id, direction, cmd_code) do nothing`,
    [
      tenantId,
      protocol.code,
      GB32960_COMMANDS.map((c) => c.direction),
      GB32960_COMMANDS.map((c) => c.code),
      GB32960_COMMANDS.map((c) => c.name['zh-CN']),
    ],
  );
  await tx.query(
    `insert into function_fields (tenant_id, code, name, data_type, unit)
     select $1, f.code, f.name, f.data_type, f.unit
     from unnest($2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[]) as f(code, name, data_type, unit)
     on conflict (tenant_id, code) do nothing`,
    [
      tenantId,
      GB32960_FUNCTION_FIELDS.map((f) => f.code),
      GB32960_FUNCTION_FIELDS.map((f) => f.name['zh-CN']),
      GB32960_FUNCTION_FIELDS.map((f) => f.dataType),
      GB32960_FUNCTION_FIELDS.map((f) => f.unit),
    ],
  );
  await tx.query(
    `insert into software_versions (tenant_id, terminal_model_id, version_name, version_number, released_at)
     select $1, m.id, v.name, v.num, v.released from terminal_models m,
       (values ('1.0.0', 10000, date '2025-09-01'), ('1.0.3', 10003, date '2026-03-15')) as v(name, num, released)
     where m.tenant_id = $1
     on conflict (terminal_model_id, version_name) do nothing`,
    [tenantId],
  );
}
