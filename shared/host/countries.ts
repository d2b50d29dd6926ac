/**
 * Countries and time zones for the property editor's pickers. The property stores the ISO 3166-1
 * alpha-2 code and the IANA zone name (shared/host/workspace.ts checks both); names are shown in
 * the page's language with Intl.DisplayNames, so this file only holds codes.
 */

/** ISO 3166-1 alpha-2 codes (officially assigned). */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;

/** Countries named in `lang` (a BCP 47 tag), sorted by name there; the code itself where the runtime has no name. */
export function countryItems(lang: string): { id: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((id) => ({ id, label: names?.of(id) ?? id })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The zone a property in the country most likely uses (its capital's or most populous one). */
export const COUNTRY_MAIN_ZONE: Readonly<Record<string, string>> = {
  AR: 'America/Argentina/Buenos_Aires', AT: 'Europe/Vienna', AU: 'Australia/Sydney', BE: 'Europe/Brussels', BO: 'America/La_Paz',
  BR: 'America/Sao_Paulo', CA: 'America/Toronto', CH: 'Europe/Zurich', CL: 'America/Santiago', CN: 'Asia/Shanghai', CO: 'America/Bogota',
  CR: 'America/Costa_Rica', CU: 'America/Havana', CV: 'Atlantic/Cape_Verde', CZ: 'Europe/Prague', DE: 'Europe/Berlin', DK: 'Europe/Copenhagen',
  DO: 'America/Santo_Domingo', EC: 'America/Guayaquil', EG: 'Africa/Cairo', ES: 'Europe/Madrid', FI: 'Europe/Helsinki', FR: 'Europe/Paris',
  GB: 'Europe/London', GR: 'Europe/Athens', GT: 'America/Guatemala', HR: 'Europe/Zagreb', HU: 'Europe/Budapest', IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem', IN: 'Asia/Kolkata', IS: 'Atlantic/Reykjavik', IT: 'Europe/Rome', JP: 'Asia/Tokyo', KR: 'Asia/Seoul', MA: 'Africa/Casablanca',
  MC: 'Europe/Monaco', MT: 'Europe/Malta', MX: 'America/Mexico_City', MZ: 'Africa/Maputo', AO: 'Africa/Luanda', NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo', NZ: 'Pacific/Auckland', PA: 'America/Panama', PE: 'America/Lima', PL: 'Europe/Warsaw', PT: 'Europe/Lisbon',
  PY: 'America/Asuncion', RO: 'Europe/Bucharest', SE: 'Europe/Stockholm', SM: 'Europe/San_Marino', TH: 'Asia/Bangkok', TR: 'Europe/Istanbul',
  US: 'America/New_York', UY: 'America/Montevideo', VA: 'Europe/Vatican', VE: 'America/Caracas', ZA: 'Africa/Johannesburg',
};

/** Used where Intl.supportedValuesOf is missing (older browsers): the zones of the countries above, and UTC. */
export const FALLBACK_TIME_ZONES: readonly string[] = [...new Set([...Object.values(COUNTRY_MAIN_ZONE), 'UTC'])].sort();

/** Every IANA zone the runtime knows (Intl.supportedValuesOf), else the fixed list. */
export function timeZones(): readonly string[] {
  const intl = Intl as { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    const zones = intl.supportedValuesOf?.('timeZone');
    // Engines list canonical names only (some without UTC): the fixed ones are added.
    if (zones && zones.length > 0) return [...new Set([...zones, ...FALLBACK_TIME_ZONES])].sort();
  } catch {
    // Not supported: fall through.
  }
  return FALLBACK_TIME_ZONES;
}

/** The zone's offset from UTC at `at`, as "UTC−03:00" (a true minus sign), "UTC+05:30", "UTC+00:00". */
export function utcOffset(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-−])(\d{1,2})(?::?(\d{2}))?$/.exec(part);
  if (!match) return 'UTC+00:00';
  const sign = match[1] === '+' ? '+' : '−';
  return `UTC${sign}${match[2]!.padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** "America/Sao_Paulo (UTC−03:00)". An unknown zone is shown as is. */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  try {
    return `${zone} (${utcOffset(zone, at)})`;
  } catch {
    return zone;
  }
}

/**
 * The zone to preselect when the host picks `country`: the country's main zone, else null (the
 * current zone stays). Only when the host has not chosen a zone themselves.
 */
export function zoneForCountry(country: string, zoneChosen: boolean): string | null {
  if (zoneChosen) return null;
  return COUNTRY_MAIN_ZONE[country.toUpperCase()] ?? null;
}
