-- Issue 25: pricing the way hosts sell (architecture: "Pricing the way hosts sell").
-- Rate plans per room type (every room type has a standard plan: percent 0, the property's
-- cancellation), guests over a base occupancy, length-of-stay tiers, tourist tax, promo codes,
-- add-ons; a reservation keeps the lines it was sold with.

-- Guests included in the nightly rate (NULL: everyone the room sleeps) and the fee per extra
-- guest per night.
ALTER TABLE room_types ADD COLUMN base_occupancy INTEGER CHECK (base_occupancy IS NULL OR base_occupancy BETWEEN 1 AND 50);
ALTER TABLE room_types ADD COLUMN extra_guest_cents INTEGER NOT NULL DEFAULT 0 CHECK (extra_guest_cents >= 0);

-- JSON [{ minNights, percent }]; tourist tax per adult per night, for at most tax_max_nights
-- nights (NULL: every night).
ALTER TABLE properties ADD COLUMN length_of_stay_discounts TEXT NOT NULL DEFAULT '[]';
ALTER TABLE properties ADD COLUMN tourist_tax_cents INTEGER NOT NULL DEFAULT 0 CHECK (tourist_tax_cents >= 0);
ALTER TABLE properties ADD COLUMN tax_max_nights INTEGER CHECK (tax_max_nights IS NULL OR tax_max_nights BETWEEN 1 AND 365);

-- A plan is derived from the room type's rates by percent (negative = cheaper). NULL
-- free_cancellation_days: the property's window. Non-refundable plans cancel without refund.
CREATE TABLE IF NOT EXISTS rate_plans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  room_type_id INTEGER NOT NULL REFERENCES room_types(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  percent INTEGER NOT NULL DEFAULT 0 CHECK (percent BETWEEN -100 AND 1000),
  refundable INTEGER NOT NULL DEFAULT 1 CHECK (refundable IN (0, 1)),
  free_cancellation_days INTEGER CHECK (free_cancellation_days IS NULL OR free_cancellation_days BETWEEN 0 AND 365),
  standard INTEGER NOT NULL DEFAULT 0 CHECK (standard IN (0, 1)),
  archived_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_plans_room_type ON rate_plans(room_type_id, standard DESC, id);
CREATE INDEX IF NOT EXISTS rate_plans_host ON rate_plans(host_id);
CREATE UNIQUE INDEX IF NOT EXISTS rate_plans_one_standard ON rate_plans(room_type_id) WHERE standard = 1;

-- Every room type has its standard plan, whichever code path made it.
CREATE TRIGGER IF NOT EXISTS room_types_standard_plan AFTER INSERT ON room_types
BEGIN
  INSERT INTO rate_plans (host_id, property_id, room_type_id, name, percent, refundable, free_cancellation_days, standard, created_at)
  VALUES (NEW.host_id, NEW.property_id, NEW.id, 'Standard', 0, 1, NULL, 1, NEW.created_at);
END;
INSERT INTO rate_plans (host_id, property_id, room_type_id, name, percent, refundable, free_cancellation_days, standard, created_at)
  SELECT t.host_id, t.property_id, t.id, 'Standard', 0, 1, NULL, 1, t.created_at FROM room_types t
  WHERE NOT EXISTS (SELECT 1 FROM rate_plans p WHERE p.room_type_id = t.id AND p.standard = 1);

-- Codes for the direct booking engine, case-insensitive per property. `uses` rises in the
-- booking's batch; the CHECK refuses (and rolls back) a booking past max_uses.
CREATE TABLE IF NOT EXISTS promo_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  code TEXT NOT NULL COLLATE NOCASE,
  percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 100),
  min_nights INTEGER CHECK (min_nights IS NULL OR min_nights BETWEEN 1 AND 365),
  valid_from TEXT,                                 -- first arrival day it applies to (inclusive)
  valid_to TEXT,                                   -- last arrival day (inclusive)
  max_uses INTEGER CHECK (max_uses IS NULL OR max_uses >= 1),
  uses INTEGER NOT NULL DEFAULT 0,
  archived_at TEXT,
  created_at TEXT NOT NULL,
  CHECK (max_uses IS NULL OR uses <= max_uses)
);
CREATE UNIQUE INDEX IF NOT EXISTS promo_codes_property_code ON promo_codes(property_id, code);
CREATE INDEX IF NOT EXISTS promo_codes_host ON promo_codes(host_id);

-- Extras priced per stay, night, guest-night or guest-stay; optional = the guest ticks it.
CREATE TABLE IF NOT EXISTS addons (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  per TEXT NOT NULL CHECK (per IN ('stay', 'night', 'guest_night', 'guest_stay')),
  optional INTEGER NOT NULL DEFAULT 1 CHECK (optional IN (0, 1)),
  archived_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS addons_property ON addons(property_id, id);
CREATE INDEX IF NOT EXISTS addons_host ON addons(host_id);

-- What was sold: the plan, its refundability and window at booking, the code, and the lines
-- (JSON [{ kind, amountCents, addonId?, name?, quantity? }]; '[]' = a reservation before this
-- migration, read from nightly_cents and the fee columns).
ALTER TABLE reservations ADD COLUMN rate_plan_id INTEGER;
ALTER TABLE reservations ADD COLUMN rate_plan_name TEXT;
ALTER TABLE reservations ADD COLUMN refundable INTEGER NOT NULL DEFAULT 1;
ALTER TABLE reservations ADD COLUMN free_cancellation_days INTEGER;
ALTER TABLE reservations ADD COLUMN promo_code TEXT;
ALTER TABLE reservations ADD COLUMN lines TEXT NOT NULL DEFAULT '[]';
