-- Issue 42: payments that confirm themselves. A host's own account at Mercado Pago or Stripe
-- (Estadia takes no fee); its secrets AES-GCM encrypted (worker/journey/guest-crypto.ts), only
-- their last 4 kept in clear. `webhook_token` is the unguessable per-host part of the
-- notification URL the host pastes in the provider's panel.
CREATE TABLE IF NOT EXISTS payment_providers (
  host_id TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('mercadopago', 'stripe')),
  secret_enc TEXT NOT NULL,
  webhook_secret_enc TEXT NOT NULL,
  last4 TEXT NOT NULL,
  webhook_token TEXT NOT NULL UNIQUE,
  -- What the harmless check call answered (Stripe: the account's country, for Pix).
  account_country TEXT NOT NULL DEFAULT '',
  connected_at TEXT NOT NULL,
  PRIMARY KEY (host_id, provider)
);

-- The provider a property's online payments go to (null: static Pix / at the property).
ALTER TABLE properties ADD COLUMN payment_provider TEXT;

-- A reservation booked with `payment: 'online'` names the provider it is paid through.
ALTER TABLE reservations ADD COLUMN online_provider TEXT;

-- Each charge made at a provider for a reservation (a Pix payment, a Checkout Pro preference,
-- a Stripe Checkout Session): its idempotency key is unique, as is the provider's own id.
CREATE TABLE IF NOT EXISTS payment_charges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('pix', 'checkout')),
  provider_ref TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  checkout_url TEXT,
  pix_copy_paste TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS payment_charges_ref ON payment_charges(provider, provider_ref);
CREATE INDEX IF NOT EXISTS payment_charges_reservation ON payment_charges(reservation_id);

-- Refunds through a provider (or recorded by hand): one line each, with its idempotency key.
CREATE TABLE IF NOT EXISTS payment_refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  reservation_id INTEGER NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  provider TEXT,
  provider_ref TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  reason TEXT NOT NULL CHECK (reason IN ('cancellation', 'host', 'late_payment')),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_refunds_reservation ON payment_refunds(reservation_id);
