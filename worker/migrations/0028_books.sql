-- Issue 43, the books a Brazilian host keeps.
--
-- A property's legal identity and NFS-e settings (one row per property): the legal name and
-- document the receipt shows, and, for a Brazilian property that issues NFS-e through Focus NFe,
-- the municipal registration, the service code (LC 116 item 9.01: lodging), the ISS rate, the
-- municipality's IBGE code and the host's Focus NFe token, AES-GCM encrypted like document
-- numbers (`token_enc`, never sent back: only `token_last4`). `webhook_key` is the unguessable
-- part of the per-property notification URL the host pastes in Focus NFe's panel.
CREATE TABLE IF NOT EXISTS invoicing_settings (
  property_id INTEGER PRIMARY KEY REFERENCES properties(id) ON DELETE CASCADE,
  host_id TEXT NOT NULL,
  provider TEXT NOT NULL DEFAULT 'focusnfe' CHECK (provider IN ('focusnfe')),
  legal_name TEXT NOT NULL DEFAULT '',
  cnpj TEXT NOT NULL,                               -- digits (or the alphanumeric CNPJ), normalised
  inscricao_municipal TEXT NOT NULL,
  codigo_servico TEXT NOT NULL,                     -- codigo_tributacao_nacional_iss, 6 digits (090101)
  aliquota_iss_bp INTEGER NOT NULL CHECK (aliquota_iss_bp BETWEEN 0 AND 10000), -- ISS rate in hundredths of a percent (500 = 5 %)
  codigo_municipio TEXT,                            -- IBGE code of the municipality (7 digits)
  simples_nacional INTEGER NOT NULL DEFAULT 1 CHECK (simples_nacional BETWEEN 1 AND 3), -- codigo_opcao_simples_nacional
  auto_issue INTEGER NOT NULL DEFAULT 0,            -- issue the note when the stay is checked out
  token_enc TEXT NOT NULL,
  token_last4 TEXT NOT NULL,
  webhook_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS invoicing_settings_host ON invoicing_settings(host_id);

-- One NFS-e per stay: `ref` is the reference Focus NFe knows it by (one per document); a note
-- that failed is sent again under the same ref (the provider allows it after erro_autorizacao).
CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id TEXT NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
  reservation_id INTEGER NOT NULL UNIQUE REFERENCES reservations(id) ON DELETE CASCADE,
  ref TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('processing', 'authorized', 'error', 'cancelled')),
  amount_cents INTEGER NOT NULL,
  number TEXT,
  verification_code TEXT,
  pdf_url TEXT,
  xml_url TEXT,
  public_url TEXT,
  error_code TEXT,
  error_message TEXT,
  cancel_reason TEXT,
  checked_at TEXT,                                  -- the provider was last asked (polling)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS invoices_host_property ON invoices(host_id, property_id, id);
CREATE INDEX IF NOT EXISTS invoices_processing ON invoices(status, checked_at) WHERE status = 'processing';
