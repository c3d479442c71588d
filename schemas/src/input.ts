/**
 * What a visitor may type where the site and the account service both check it: a country, one line of text,
 * a text area. Pure rules, shared by the browser's forms, the support handlers and the account service.
 */

/** ISO 3166-1 alpha-2 codes in use; names come from Intl.DisplayNames, so no locale needs its own list. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const CODES = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return CODES.has(value);
}

/**
 * Text on one line: no control character (line breaks, tabs, NUL, escape…) and no Unicode line or paragraph
 * separator. Single-line values go into the mail to the team as `label: value` lines: a line break in a name
 * would forge lines of its own there ("Region: eu").
 */
export const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
/** A text area keeps its line breaks and tabs, and refuses every other control character. */
export const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}])*$/u;
