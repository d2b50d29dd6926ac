-- Site settings (key/value rows). The WhatsApp row mirrors the original table's shape:
-- key = 'whatsapp_link', whatsapp_number (may start with +), valore (fallback).
CREATE TABLE IF NOT EXISTS settings (
  key TEXT PRIMARY KEY,
  whatsapp_number TEXT,
  valore TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT OR IGNORE INTO settings (key, whatsapp_number, valore) VALUES ('whatsapp_link', '+5511987654321', '5511987654321');
