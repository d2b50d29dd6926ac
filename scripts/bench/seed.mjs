// Bench fixtures written straight into D1 through the bench worker's /__bench/sql: a property
// with one room type and `units` units (ids in order), for the workspace and booking benches.
export async function seedProperty(sql, origin, { host, name, units, kind = 'inn', currency = 'BRL', published = false }) {
  const now = new Date().toISOString();
  const [property] = await sql(
    origin,
    `INSERT INTO properties (host_id, slug, name, kind, city, country, currency, published, created_at, updated_at)
     VALUES ('${host}', 'bench-${name}-${Date.now()}-${units}', 'Bench ${name}', '${kind}', 'Paraty', 'BR', '${currency}', ${published ? 1 : 0}, '${now}', '${now}') RETURNING id`,
  );
  const [roomType] = await sql(origin, `INSERT INTO room_types (host_id, property_id, name, capacity, base_rate_cents, created_at, updated_at) VALUES ('${host}', ${property.id}, 'Duplo', 2, 30000, '${now}', '${now}') RETURNING id`);
  await sql(
    origin,
    `INSERT INTO units (host_id, property_id, room_type_id, name, position, created_at)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${units})
     SELECT '${host}', ${property.id}, ${roomType.id}, 'Quarto ' || i, i, '${now}' FROM n`,
  );
  const [unit] = await sql(origin, `SELECT MIN(id) AS id FROM units WHERE property_id = ${property.id}`);
  return { propertyId: property.id, roomTypeId: roomType.id, firstUnitId: unit.id };
}
