import type { Tx } from '../db/store';

/**
 * The demo fleet's factory side: two production requests, a delivery against one, an end-of-line
 * test and a certificate per terminal, the MES trace of each vehicle, and MES codes mapped to the
 * demo models. Idempotent like the rest of the fleet seed.
 */
export async function seedFleetTerminalRecords(
  tx: Tx,
  tenantId: number,
  fleet: { terminalCode: string; vin: string; index: number }[],
): Promise<void> {
  await tx.query(
    `insert into factory_production_applies (tenant_id, apply_no, supplier_id, terminal_model_id, quantity, planned_date, status, applicant)
     select $1, a.no, m.supplier_id, m.id, a.qty, a.planned::timestamptz, a.status, '李工'
     from (values ('PA-2026-0001', 'TBOX-E32960', 500, '2026-09-30', 'PRODUCED'),
                  ('PA-2026-0002', 'TBOX-S25', 200, '2026-12-15', 'APPROVED'),
                  ('PA-2026-0003', 'TBOX-E32960', 300, '2027-02-28', 'APPLIED'))
       as a(no, model, qty, planned, status)
     join terminal_models m on m.tenant_id = $1 and m.model_code = a.model
     on conflict (tenant_id, apply_no) do nothing`,
    [tenantId],
  );
  await tx.query(
    `insert into supply_records (tenant_id, supply_no, supplier_id, terminal_model_id, apply_id, quantity, supply_date, receiver)
     select $1, s.no, a.supplier_id, a.terminal_model_id, a.id, s.qty, s.day::timestamptz, '仓库 张三'
     from (values ('SR-2026-0001', 'PA-2026-0001', 300, '2026-09-20'), ('SR-2026-0002', 'PA-2026-0001', 200, '2026-10-08'))
       as s(no, apply, qty, day)
     join factory_production_applies a on a.tenant_id = $1 and a.apply_no = s.apply
     on conflict (tenant_id, supply_no) do nothing`,
    [tenantId],
  );
  // every terminal passed its end-of-line test; the first one failed once before
  await tx.query(
    `insert into terminal_production_tests (tenant_id, terminal_code, supplier_id, station_name, tested_at, result, failed_items, software_version, tester)
     select $1, t.terminal_code, t.supplier_id, 'EOL-0' || (1 + u.idx % 3), timestamptz '2026-09-01 08:00+08' + u.idx * interval '7 minutes',
            'PASS', null, t.software_version, '产线测试员'
     from unnest($2::varchar[], $3::int[]) as u(code, idx)
     join terminals t on t.tenant_id = $1 and t.terminal_code = u.code
     where not exists (select 1 from terminal_production_tests p where p.tenant_id = $1 and p.terminal_code = u.code)`,
    [tenantId, fleet.map((f) => f.terminalCode), fleet.map((f) => f.index)],
  );
  if (fleet[0]) {
    await tx.query(
      `insert into terminal_production_tests (tenant_id, terminal_code, station_name, tested_at, result, failed_items, tester)
       select $1, $2::varchar, 'EOL-01', timestamptz '2026-09-01 07:40+08', 'FAIL', 'GNSS 定位超时', '产线测试员'
       where not exists (select 1 from terminal_production_tests p
                         where p.tenant_id = $1 and p.terminal_code = $2::varchar and p.result = 'FAIL')`,
      [tenantId, fleet[0].terminalCode],
    );
  }
  await tx.query(
    `insert into terminal_certs (tenant_id, terminal_id, serial_no, issuer, valid_from, valid_to)
     select $1, t.id, upper(left(md5(t.terminal_code), 16)), 'Chelian Device CA',
            timestamptz '2026-01-01 00:00+08', timestamptz '2029-01-01 00:00+08'
     from terminals t where t.tenant_id = $1 and t.terminal_code = any($2::varchar[])
     on conflict (tenant_id, serial_no) do nothing`,
    [tenantId, fleet.map((f) => f.terminalCode)],
  );
  await tx.query(
    `insert into mes_traces (tenant_id, vin, station_code, process_name, part_code, part_serial, operator_name, result, traced_at)
     select $1, u.vin, s.station, s.process, s.part, case when s.part is null then null else 'TB01-' || u.code end, s.who, 'PASS',
            timestamptz '2026-09-10 09:00+08' + u.idx * interval '1 hour' + s.minutes * interval '1 minute'
     from unnest($2::varchar[], $3::varchar[], $4::int[]) as u(vin, code, idx)
     cross join (values ('GA-210', 'T-BOX 安装', '7925010-TB01', '装配工 刘', 0),
                        ('GA-300', '整车下线', null, '装配工 王', 95),
                        ('EOL-100', 'EOL 检测', null, '检测员 赵', 130)) as s(station, process, part, who, minutes)
     where not exists (select 1 from mes_traces m where m.tenant_id = $1 and m.vin = u.vin)`,
    [tenantId, fleet.map((f) => f.vin), fleet.map((f) => f.terminalCode), fleet.map((f) => f.index)],
  );
  await tx.query(
    `insert into vehicle_model_mappers (tenant_id, source_system, external_code, external_name, vehicle_model_id)
     select $1, 'MES', 'MES-' || m.id, m.name || '（MES）', m.id from vehicle_models m where m.tenant_id = $1
     on conflict (tenant_id, source_system, external_code) do nothing`,
    [tenantId],
  );
}
