/**
 * "Pays" and "Genre" (issue 31, the funder's report): two optional profile answers, kept only so that
 * the report can break its figures down by them. The country is an ISO 3166-1 alpha-2 code, named in
 * French by the platform's Intl (browsers and Node.js both carry the names), so that "Maroc" and
 * "maroc " never count as two countries.
 */

/** Every assigned ISO 3166-1 alpha-2 code (249). */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM ' +
  'HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

let countryNames: Intl.DisplayNames | undefined;

/** The country's French name ("MA" → "Maroc"); the code itself where the platform has no name for it. */
export function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames('fr', { type: 'region', fallback: 'code' });
  return countryNames.of(code) ?? code;
}

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Femme',
  male: 'Homme',
  other: 'Autre',
};

/** A figure's row for the people who left the answer blank. */
export const NOT_ANSWERED_LABEL = 'Non renseigné';
