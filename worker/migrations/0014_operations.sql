-- Operations (issue 27): each unit's housekeeping status.
--
-- One row per unit (a unit without a row is 'clean'). A reservation moving to checked_out
-- makes its unit 'dirty' in the same batch as the status change. 'out_of_order' also holds the
-- given nights through a block (blocks + occupancy, reason 'out_of_order'): the unit is out
-- of sale and those nights leave the reports' available nights. `block_id` names the current
-- out-of-order block so leaving the state can free its remaining nights.
CREATE TABLE IF NOT EXISTS housekeeping (
  unit_id INTEGER PRIMARY KEY REFERENCES units(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('clean', 'dirty', 'inspected', 'out_of_order')),
  block_id INTEGER REFERENCES blocks(id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS housekeeping_property ON housekeeping(property_id);

