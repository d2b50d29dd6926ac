// The directory's own growth for `npm run capacity` (issue 46, item 7): what `DB` keeps per host
// and per property once host data lives in shards (architecture.md, "Past one database"):
// - per host: its auth user and identity (auth_users, auth_identities, migration 0002) and its
//   host → shard row (host_shards, migration 0034 of the shards branch; created here with the same
//   shape when the schema does not have it yet);
// - per property: its published listing as the marketplace, search and sitemap read it (one
//   properties row with its slug and unique indexes; an estimate — the listing copy keeps those
//   columns) and its property id → shard row (an INTEGER key and a binding name).
// Measured with dbstat on the same SQLite file as the shards' tables, HOSTS hosts of one property.
const HOSTS = Number(process.env.CAPACITY_DIRECTORY_HOSTS || 2000);

/** Bytes per host and per property in the directory; `tables`: which tables the figure covers. */
export function measureDirectory(db, now) {
  const exists = (name) => Boolean(db.prepare("SELECT 1 AS yes FROM sqlite_master WHERE type = 'table' AND name = ?").get(name));
  const estimated = [];
  if (!exists('host_shards')) {
    estimated.push('host_shards');
    db.exec(`CREATE TABLE host_shards (host_id TEXT PRIMARY KEY, binding TEXT NOT NULL, frozen_at TEXT, updated_at TEXT NOT NULL);
      CREATE INDEX host_shards_binding ON host_shards (binding);`);
  }
  if (!exists('property_shards')) {
    estimated.push('property_shards');
    db.exec('CREATE TABLE property_shards (property_id INTEGER PRIMARY KEY, host_id TEXT NOT NULL, binding TEXT NOT NULL, updated_at TEXT NOT NULL)');
  }
  const size = (names) => {
    const rows = db.prepare('SELECT name, tbl_name FROM sqlite_master WHERE type IN (\'table\', \'index\')').all();
    const wanted = new Set(rows.filter((row) => names.includes(row.tbl_name)).map((row) => row.name));
    return db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all().filter((row) => wanted.has(row.name)).reduce((sum, row) => sum + row.bytes, 0);
  };
  const hostTables = ['auth_users', 'auth_identities', 'host_shards'];
  const propertyTables = ['properties', 'property_shards'];
  const hostBefore = size(hostTables);
  const propertyBefore = size(propertyTables);
  const user = db.prepare("INSERT INTO auth_users (id, email, encrypted_password, raw_user_meta_data, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)");
  const identity = db.prepare("INSERT INTO auth_identities (id, user_id, provider, provider_id, identity_data, created_at, updated_at) VALUES (?, ?, 'email', ?, ?, ?, ?)");
  const shard = db.prepare('INSERT INTO host_shards (host_id, binding, updated_at) VALUES (?, ?, ?)');
  const listing = db.prepare("INSERT INTO properties (host_id, slug, name, kind, city, region, country, currency, published, created_at, updated_at) VALUES (?, ?, ?, 'inn', 'Paraty', 'RJ', 'BR', 'BRL', 1, ?, ?) RETURNING id");
  const propertyShard = db.prepare('INSERT INTO property_shards (property_id, host_id, binding, updated_at) VALUES (?, ?, ?, ?)');
  db.exec('BEGIN');
  for (let i = 0; i < HOSTS; i++) {
    const id = crypto.randomUUID();
    const email = `host.${i}.${id.slice(0, 8)}@example.com`;
    user.run(id, email, `pbkdf2-sha256$600000$${crypto.randomUUID()}$${crypto.randomUUID()}${crypto.randomUUID()}`, JSON.stringify({ name: `Anfitriã ${i}` }), now, now);
    identity.run(crypto.randomUUID(), id, id, JSON.stringify({ sub: id, email, email_verified: true }), now, now);
    shard.run(id, `DB_SHARD_${i % 4}`, now);
    const property = listing.get(id, `pousada-directory-${i}-${id.slice(0, 6)}`, `Pousada Diretório ${i}`, now, now).id;
    propertyShard.run(property, id, `DB_SHARD_${i % 4}`, now);
  }
  db.exec('COMMIT');
  return {
    perHost: (size(hostTables) - hostBefore) / HOSTS,
    perProperty: (size(propertyTables) - propertyBefore) / HOSTS,
    tables: { host: hostTables, property: propertyTables, estimated },
  };
}
