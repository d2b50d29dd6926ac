-- The product behind the sign-in (shared/design/architecture.md, "The product behind the
-- sign-in"): properties, room types, units, rates and restrictions by date, guests,
-- reservations, blocks, the occupancy table, channel feeds, payments and the mail outbox.
--
-- Invariants:
-- * Every host row carries `host_id` (the verified `sub`); host queries filter by it.
-- * Dates are calendar strings 'YYYY-MM-DD' in the property's calendar, never instants.
-- * Money is integer cents (`…_cents`) in the property's currency.
-- * `occupancy` holds one row per unit per night, primary key (unit_id, night): a night can
--   be held by one reservation or one block, never two. A booking writes its reservation and
--   its nights in one D1 batch, so a taken night rolls the whole booking back.

CREATE TABLE IF NOT EXISTS properties (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,                              -- in default_locale; translations in property_texts
  kind TEXT NOT NULL CHECK (kind IN ('hotel', 'inn', 'guesthouse', 'hostel', 'holiday_home', 'apartment', 'villa', 'campground', 'resort')),
  street TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,                           -- ISO 3166-1 alpha-2
  lat REAL,
  lng REAL,
  timezone TEXT NOT NULL DEFAULT 'America/Sao_Paulo',
  currency TEXT NOT NULL DEFAULT 'BRL' CHECK (currency IN ('BRL', 'EUR', 'USD')),
  default_locale TEXT NOT NULL DEFAULT 'pt' CHECK (default_locale IN ('pt', 'en', 'es', 'it')),
  check_in_time TEXT NOT NULL DEFAULT '14:00',
  check_out_time TEXT NOT NULL DEFAULT '11:00',
  cleaning_fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (cleaning_fee_cents >= 0),
  service_fee_percent INTEGER NOT NULL DEFAULT 0 CHECK (service_fee_percent BETWEEN 0 AND 50),
  -- The service fee is rounded half up to a multiple of this (100 = whole units, as the
  -- demo listings' card does; 1 = to the cent).
  service_fee_rounding_cents INTEGER NOT NULL DEFAULT 1 CHECK (service_fee_rounding_cents IN (1, 100)),
  max_guests INTEGER NOT NULL DEFAULT 2,
  bedrooms INTEGER NOT NULL DEFAULT 1,
  beds INTEGER NOT NULL DEFAULT 1,
  bathrooms INTEGER NOT NULL DEFAULT 1,
  amenities TEXT NOT NULL DEFAULT '[]',            -- JSON array of amenity ids (shared/properties/types.ts)
  rules TEXT NOT NULL DEFAULT '[]',                -- JSON array of house-rule ids
  listing_key TEXT,                                -- a demo listing's key: its texts, photos and reviews
  contact_email TEXT NOT NULL DEFAULT '',
  contact_phone TEXT NOT NULL DEFAULT '',          -- digits with country code, for WhatsApp
  brand_color TEXT NOT NULL DEFAULT '#0f766e',     -- the embeddable widget's colour
  booking_mode TEXT NOT NULL DEFAULT 'instant' CHECK (booking_mode IN ('instant', 'request')),
  free_cancellation_days INTEGER NOT NULL DEFAULT 7 CHECK (free_cancellation_days BETWEEN 0 AND 365),
  -- Pix (issue 14): the key and the receiver as the bank registers them; the policy.
  pix_key TEXT,
  pix_key_type TEXT CHECK (pix_key_type IS NULL OR pix_key_type IN ('cpf', 'cnpj', 'email', 'phone', 'random')),
  pix_receiver_name TEXT,
  pix_receiver_city TEXT,
  payment_policy TEXT NOT NULL DEFAULT 'at_property' CHECK (payment_policy IN ('full', 'deposit', 'at_property')),
  deposit_percent INTEGER NOT NULL DEFAULT 30 CHECK (deposit_percent BETWEEN 1 AND 100),
  pix_hold_hours INTEGER NOT NULL DEFAULT 24 CHECK (pix_hold_hours BETWEEN 1 AND 168),
  published INTEGER NOT NULL DEFAULT 0,
  archived_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS properties_host ON properties(host_id, archived_at);
CREATE INDEX IF NOT EXISTS properties_published ON properties(published, archived_at);

-- Texts a host writes, per language they wrote them in.
CREATE TABLE IF NOT EXISTS property_texts (
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pt', 'en', 'es', 'it')),
  host_id TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  house_rules TEXT NOT NULL DEFAULT '',
  cancellation_policy TEXT NOT NULL DEFAULT '',
  payment_policy TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (property_id, locale)
) WITHOUT ROWID;

-- Photos: an uploaded object (R2 key) or an external URL, with its size so pages never shift.
CREATE TABLE IF NOT EXISTS property_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  object_key TEXT,
  url TEXT,
  content_type TEXT,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS property_photos_property ON property_photos(property_id, position);

CREATE TABLE IF NOT EXISTS room_types (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity BETWEEN 1 AND 50),
  base_rate_cents INTEGER NOT NULL CHECK (base_rate_cents >= 0),
  position INTEGER NOT NULL DEFAULT 0,
  archived_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS room_types_property ON room_types(property_id, position);
CREATE INDEX IF NOT EXISTS room_types_host ON room_types(host_id);

-- The rooms or houses that can be occupied. `ical_secret` names the unit's export feed.
CREATE TABLE IF NOT EXISTS units (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  room_type_id INTEGER NOT NULL REFERENCES room_types(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  ical_secret TEXT UNIQUE,
  archived_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS units_room_type ON units(room_type_id, position);
CREATE INDEX IF NOT EXISTS units_property ON units(property_id, position);
CREATE INDEX IF NOT EXISTS units_host ON units(host_id);

-- Rates and restrictions by date; a night without a row uses the room type's base rate and
-- no restriction. NULL = not set for that night.
CREATE TABLE IF NOT EXISTS rates (
  room_type_id INTEGER NOT NULL REFERENCES room_types(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  host_id TEXT NOT NULL,
  rate_cents INTEGER CHECK (rate_cents IS NULL OR rate_cents >= 0),
  min_stay INTEGER CHECK (min_stay IS NULL OR min_stay BETWEEN 1 AND 365),
  max_stay INTEGER CHECK (max_stay IS NULL OR max_stay BETWEEN 1 AND 365),
  closed_to_arrival INTEGER NOT NULL DEFAULT 0,
  closed_to_departure INTEGER NOT NULL DEFAULT 0,
  stop_sell INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (room_type_id, date)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS guests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
  phone TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  locale TEXT NOT NULL DEFAULT 'pt',
  notes TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS guests_host_email ON guests(host_id, email);
CREATE INDEX IF NOT EXISTS guests_host_name ON guests(host_id, name COLLATE NOCASE);

CREATE TABLE IF NOT EXISTS reservations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  code TEXT NOT NULL UNIQUE,                       -- EST-7K3Q9
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  room_type_id INTEGER NOT NULL REFERENCES room_types(id),
  unit_id INTEGER NOT NULL REFERENCES units(id),
  guest_id INTEGER REFERENCES guests(id) ON DELETE SET NULL,
  check_in TEXT NOT NULL,
  check_out TEXT NOT NULL,
  adults INTEGER NOT NULL DEFAULT 1,
  children INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'no_show')),
  source TEXT NOT NULL CHECK (source IN ('direct', 'manual', 'airbnb', 'booking', 'vrbo', 'ical')),
  currency TEXT NOT NULL,
  total_cents INTEGER NOT NULL DEFAULT 0,
  paid_cents INTEGER NOT NULL DEFAULT 0,           -- sum of received payments, kept in the same batch
  nightly_cents TEXT NOT NULL DEFAULT '[]',        -- JSON [rateCents per night], as quoted
  cleaning_fee_cents INTEGER NOT NULL DEFAULT 0,
  service_fee_cents INTEGER NOT NULL DEFAULT 0,
  payment_method TEXT NOT NULL DEFAULT 'at_property' CHECK (payment_method IN ('pix', 'at_property', 'card', 'cash', 'transfer', 'channel', 'other')),
  amount_due_now_cents INTEGER NOT NULL DEFAULT 0, -- what the guest pays at booking (Pix deposit or full)
  hold_expires_at TEXT,                            -- ISO instant: an unpaid Pix hold is released after it
  locale TEXT NOT NULL DEFAULT 'pt',
  arrival_time TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  manage_token_hash TEXT UNIQUE,                   -- SHA-256 of the guest's secret manage link
  client_token TEXT,                               -- idempotency key of the request that made it
  feed_id INTEGER,                                 -- imported from a channel feed
  external_uid TEXT,
  cancelled_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (check_out > check_in)
);
CREATE UNIQUE INDEX IF NOT EXISTS reservations_client_token ON reservations(property_id, client_token) WHERE client_token IS NOT NULL;
CREATE INDEX IF NOT EXISTS reservations_host_property_dates ON reservations(host_id, property_id, check_in);
CREATE INDEX IF NOT EXISTS reservations_property_checkout ON reservations(property_id, check_out);
CREATE INDEX IF NOT EXISTS reservations_unit_dates ON reservations(unit_id, check_in);
CREATE INDEX IF NOT EXISTS reservations_guest ON reservations(guest_id);
CREATE INDEX IF NOT EXISTS reservations_hold ON reservations(status, hold_expires_at) WHERE hold_expires_at IS NOT NULL;

-- One line per change of a reservation (who, what, when), for the detail view.
CREATE TABLE IF NOT EXISTS reservation_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('host', 'guest', 'system', 'channel')),
  action TEXT NOT NULL,                            -- created, status, dates, unit, cancelled, payment, edited
  detail TEXT NOT NULL DEFAULT '{}'                -- JSON: from/to values
);
CREATE INDEX IF NOT EXISTS reservation_events_reservation ON reservation_events(reservation_id, id);

-- Nights a host (or a channel feed) closed on a unit.
CREATE TABLE IF NOT EXISTS blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,                          -- exclusive
  reason TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL DEFAULT 'host' CHECK (source IN ('host', 'airbnb', 'booking', 'vrbo', 'ical')),
  feed_id INTEGER,
  external_uid TEXT,
  created_at TEXT NOT NULL,
  CHECK (end_date > start_date)
);
CREATE INDEX IF NOT EXISTS blocks_unit_dates ON blocks(unit_id, start_date);
CREATE INDEX IF NOT EXISTS blocks_host_property ON blocks(host_id, property_id, start_date);

-- THE invariant: one row per unit per night.
CREATE TABLE IF NOT EXISTS occupancy (
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  night TEXT NOT NULL,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  reservation_id INTEGER REFERENCES reservations(id) ON DELETE CASCADE,
  block_id INTEGER REFERENCES blocks(id) ON DELETE CASCADE,
  CHECK ((reservation_id IS NULL) <> (block_id IS NULL)),
  PRIMARY KEY (unit_id, night)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS occupancy_reservation ON occupancy(reservation_id) WHERE reservation_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS occupancy_block ON occupancy(block_id) WHERE block_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS occupancy_property_night ON occupancy(property_id, night);

-- Payments (issue 14): a table, not a flag, so a provider's webhook can add rows later.
CREATE TABLE IF NOT EXISTS payments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  method TEXT NOT NULL CHECK (method IN ('pix', 'cash', 'card', 'transfer', 'other')),
  status TEXT NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'refunded')),
  received_on TEXT NOT NULL,                       -- calendar date
  provider TEXT,                                   -- null = recorded by the host
  provider_ref TEXT,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payments_reservation ON payments(reservation_id);
CREATE UNIQUE INDEX IF NOT EXISTS payments_provider_ref ON payments(provider, provider_ref) WHERE provider IS NOT NULL;

-- Channel sync over iCal (issue 13): feeds per unit, and what each feed last said.
CREATE TABLE IF NOT EXISTS channel_feeds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL REFERENCES units(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('airbnb', 'booking', 'vrbo', 'other')),
  last_sync_at TEXT,                               -- last attempt
  last_success_at TEXT,
  last_error TEXT,
  warning TEXT,
  events INTEGER NOT NULL DEFAULT 0,               -- events read on the last good sync
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS channel_feeds_unit ON channel_feeds(unit_id);
CREATE INDEX IF NOT EXISTS channel_feeds_host ON channel_feeds(host_id, property_id);

CREATE TABLE IF NOT EXISTS feed_events (
  feed_id INTEGER NOT NULL REFERENCES channel_feeds(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  host_id TEXT NOT NULL,
  unit_id INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  block_id INTEGER REFERENCES blocks(id) ON DELETE SET NULL,
  reservation_id INTEGER REFERENCES reservations(id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (feed_id, uid)
) WITHOUT ROWID;

-- An imported event that overlaps a reservation it could not displace: shown to the host.
CREATE TABLE IF NOT EXISTS channel_conflicts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  unit_id INTEGER NOT NULL,
  feed_id INTEGER NOT NULL REFERENCES channel_feeds(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  reservation_id INTEGER REFERENCES reservations(id) ON DELETE CASCADE,
  detected_at TEXT NOT NULL,
  resolved_at TEXT,
  UNIQUE (feed_id, uid, reservation_id)
);
CREATE INDEX IF NOT EXISTS channel_conflicts_host ON channel_conflicts(host_id, property_id, resolved_at);

-- Booking mail (guest confirmation, host notices): stored before sending, retried by the cron.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id TEXT PRIMARY KEY,
  host_id TEXT,                                    -- the host the mail concerns, if any
  reservation_id INTEGER REFERENCES reservations(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,                              -- booking_guest, booking_host, cancel_guest, cancel_host, hold_released, …
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at INTEGER NOT NULL,                -- unix ms
  sent_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX IF NOT EXISTS mail_outbox_reservation ON mail_outbox(reservation_id);
