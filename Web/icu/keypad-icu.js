// keypad_icu.h in the browser: one JavaScript function per C function of
// Sources/KeypadICU/include/keypad_icu.h, over the browser's `Intl`, given to
// the WebAssembly engine as its `env` imports:
//
//   const imports = { env: keypadICUImports(() => instance) };
//   const { instance } = await WebAssembly.instantiate(bytes, imports);
//
// The conventions are the header's: every pointer and int32_t is a number;
// `status` is an ICU UErrorCode read and written through its pointer, a
// function does nothing when it comes in > 0; a function that fills a buffer
// returns the full length and sets U_BUFFER_OVERFLOW_ERROR when the result
// does not fit; `char` strings are UTF-8, NUL-terminated when there is room;
// `uint16_t` strings are UTF-16 code units. Handles are small integers into a
// table here. Decimals are ASCII strings and reach Intl as strings (exact).
//
// What Intl cannot do: spellout (keypad_icu_spellout_open fails with
// U_UNSUPPORTED_ERROR, the engine's fallback for a locale without rules).
// Web/build.sh states it when building (-D KEYPAD_ICU_WITHOUT_SPELLOUT), so
// the module never opens a spellout; the functions stay, as the header's,
// for Web/tests/icu's conformance suite.
// Calendars other than the Gregorian one have no arithmetic in Intl: their
// days are found by searching Dates and reading their fields back (see
// "Dates" below). The locale and region lists and
// each region's currency come from the system ICU at build time
// (generated/icu-data.js, written by generate.sh).
// Messages: the module carries no catalog (Web/build.sh,
// KEYPAD_CATALOGS_FROM_HOST): keypad_icu_message_format takes the pattern
// from Keypad's catalogs, the same JSON files the engine compiles natively
// (generated/messages/, an ES module a language, written by generate.sh),
// or from a page's own (registerMessageCatalog), and formats the part of
// ICU's MessageFormat they use over Intl.PluralRules and Intl.NumberFormat.
// English's catalog is imported here (the fallback); another language's
// is imported by loadMessageCatalogs, once, before a form in it opens: the
// call stays synchronous, worded from what is loaded.

import {
  ICU_CURRENCIES, ICU_CURRENCY_DIGITS, ICU_LOCALES, ICU_REGIONS, ICU_REGION_CURRENCY,
} from "./generated/icu-data.js";
import { languages as CATALOG_LANGUAGES, messages as ENGLISH } from "./generated/messages/en.js";

// MARK: Statuses

const U_ZERO_ERROR = 0;
const U_ILLEGAL_ARGUMENT_ERROR = 1;
const U_MISSING_RESOURCE_ERROR = 2;
const U_INTERNAL_PROGRAM_ERROR = 5;
const U_BUFFER_OVERFLOW_ERROR = 15;
const U_UNSUPPORTED_ERROR = 16;
const U_USING_DEFAULT_WARNING = -127;
const U_NUMBER_SKELETON_SYNTAX_ERROR = 0x10113;

/** ICU's names (u_errorName) of the statuses this file sets or passes on. */
const ERROR_NAMES = new Map([
  [0, "U_ZERO_ERROR"], [1, "U_ILLEGAL_ARGUMENT_ERROR"], [2, "U_MISSING_RESOURCE_ERROR"],
  [5, "U_INTERNAL_PROGRAM_ERROR"], [7, "U_MEMORY_ALLOCATION_ERROR"],
  [15, "U_BUFFER_OVERFLOW_ERROR"], [16, "U_UNSUPPORTED_ERROR"],
  [-127, "U_USING_DEFAULT_WARNING"], [-128, "U_USING_FALLBACK_WARNING"],
  [-124, "U_STRING_NOT_TERMINATED_WARNING"],
  [U_NUMBER_SKELETON_SYNTAX_ERROR, "U_NUMBER_SKELETON_SYNTAX_ERROR"],
]);

// MARK: Locale ids

/** ICU keyword names and their BCP 47 -u- keys (the ones an id may carry). */
const KEYWORD_TO_KEY = {
  calendar: "ca", numbers: "nu", currency: "cu", collation: "co", hours: "hc",
  measure: "ms", colcasefirst: "kf", colnumeric: "kn", timezone: "tz", rg: "rg", sd: "sd",
};
const KEY_TO_KEYWORD = Object.fromEntries(Object.entries(KEYWORD_TO_KEY).map(([k, v]) => [v, k]));
/** ICU's calendar names that differ from BCP 47's (the only such value). */
const icuValue = (key, value) => (key === "ca" && value === "gregory" ? "gregorian" : value);
const bcpValue = (key, value) => (key === "ca" && value === "gregorian" ? "gregory" : value);

/**
 * An ICU id (`sr_Latn_RS`, `ar_EG@numbers=latn`, `en_US_POSIX`; `-` accepted
 * as `_`) split as uloc_* reads it: language, script, region, variants and
 * keywords, case-normalised.
 */
function parseId(id) {
  const at = id.indexOf("@");
  const base = at < 0 ? id : id.slice(0, at);
  const keywords = {};
  if (at >= 0) {
    for (const item of id.slice(at + 1).split(";")) {
      const [key, value] = item.split("=");
      if (key && value) keywords[key.trim().toLowerCase()] = value.trim().toLowerCase();
    }
  }
  const subtags = base.split(/[-_]/);
  let language = (subtags.shift() ?? "").toLowerCase();
  if (language === "und" || language === "root") language = "";
  let script = "", region = "";
  if (/^[a-z]{4}$/i.test(subtags[0] ?? "")) {
    const s = subtags.shift();
    script = s[0].toUpperCase() + s.slice(1).toLowerCase();
  }
  if (/^([a-z]{2}|[0-9]{3})$/i.test(subtags[0] ?? "")) region = subtags.shift().toUpperCase();
  else if (subtags[0] === "" && subtags.length > 1) subtags.shift(); // `en__POSIX`
  const variants = subtags.filter((v) => v !== "").map((v) => v.toUpperCase());
  return { language, script, region, variants, keywords };
}

/** Builds an ICU id from parts, keywords sorted as ICU writes them. */
function formatId({ language, script, region, variants, keywords }) {
  let id = [language, script, region].filter((p) => p).join("_");
  if (variants.length) id += (region ? "_" : script || language ? "__" : "_") + variants.join("_");
  const keys = Object.keys(keywords).sort();
  if (keys.length) id += "@" + keys.map((k) => `${k}=${keywords[k]}`).join(";");
  return id;
}

/** The BCP 47 tag of an ICU id, for Intl (`en_US_POSIX` is `en-US-u-va-posix`). */
function toTag(id) {
  const parts = parseId(id);
  const subtags = [parts.language || "und", parts.script, parts.region].filter((p) => p);
  const unicode = [];
  for (const variant of parts.variants) {
    if (variant === "POSIX") unicode.push(["va", "posix"]);
    else if (/^([a-z0-9]{5,8}|[0-9][a-z0-9]{3})$/i.test(variant)) subtags.push(variant.toLowerCase());
  }
  for (const [keyword, value] of Object.entries(parts.keywords)) {
    const key = KEYWORD_TO_KEY[keyword] ?? (keyword.length === 2 ? keyword : null);
    if (key) unicode.push([key, bcpValue(key, value)]);
  }
  unicode.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  let tag = subtags.join("-");
  if (unicode.length) tag += "-u-" + unicode.map(([k, v]) => `${k}-${v}`).join("-");
  try {
    return new Intl.Locale(tag).toString();
  } catch {
    try {
      return new Intl.Locale(subtags.join("-")).toString();
    } catch {
      return "und";
    }
  }
}

/**
 * A BCP 47 tag as an ICU id (uloc_forLanguageTag): `[id, parsedLength]`, the
 * length of the well-formed prefix of the tag that was read.
 */
function tagToId(tag) {
  const subtags = tag.split("-");
  // The longest prefix of whole subtags Intl accepts as a well-formed tag.
  let count = subtags.length;
  const wellFormed = (n) => {
    if (n === 0) return false;
    try {
      new Intl.Locale(subtags.slice(0, n).join("-"));
      return true;
    } catch {
      return false;
    }
  };
  while (count > 0 && !wellFormed(count)) count -= 1;
  if (count === 0) return ["", 0];
  const read = subtags.slice(0, count);
  const parsedLength = read.join("-").length;
  const parts = { language: "", script: "", region: "", variants: [], keywords: {} };
  let i = 0;
  parts.language = read[i++].toLowerCase();
  if (parts.language === "und") parts.language = "";
  if (/^[a-z]{4}$/i.test(read[i] ?? "")) {
    parts.script = read[i][0].toUpperCase() + read[i].slice(1).toLowerCase();
    i++;
  }
  if (/^([a-z]{2}|[0-9]{3})$/i.test(read[i] ?? "")) parts.region = read[i++].toUpperCase();
  while (i < read.length && read[i].length > 1) parts.variants.push(read[i++].toUpperCase());
  while (i < read.length) {
    const singleton = read[i++].toLowerCase();
    const values = [];
    while (i < read.length && (singleton === "x" || read[i].length > 1)) values.push(read[i++]);
    if (singleton === "u") {
      // key value... pairs: a key is two characters, its value the longer subtags after it.
      for (let j = 0; j < values.length; ) {
        const key = values[j++].toLowerCase();
        const value = [];
        while (j < values.length && values[j].length > 2) value.push(values[j++].toLowerCase());
        if (key === "va" && value.join("-") === "posix") parts.variants.push("POSIX");
        else parts.keywords[KEY_TO_KEYWORD[key] ?? key] = icuValue(key, value.join("-") || "yes");
      }
    } else {
      parts.keywords[singleton] = values.join("-").toLowerCase();
    }
  }
  return [formatId(parts), parsedLength];
}

/** The locale with its likely subtags (uloc_addLikelySubtags), keeping its language. */
function maximized(id) {
  const parts = parseId(id);
  const likely = new Intl.Locale(toTag(id)).maximize();
  return {
    ...parts,
    language: parts.language || likely.language,
    script: parts.script || (likely.script ?? ""),
    region: parts.region || (likely.region ?? ""),
  };
}

/** The id without keywords: Intl ignores them where ICU does (grouping, plural rules). */
const baseTag = (id) => toTag(formatId({ ...parseId(id), keywords: {} }));

// The available locales: ICU's list (generated at build time) kept where the
// browser's Intl has number data for the locale.
const supportedLocales = (() => {
  const tags = new Set(Intl.NumberFormat.supportedLocalesOf(ICU_LOCALES.map(([, tag]) => tag),
                                                             { localeMatcher: "lookup" }));
  return ICU_LOCALES.filter(([, tag]) => tags.has(tag)).map(([id]) => id);
})();

// MARK: Number skeletons

/**
 * Intl.NumberFormat options for an ICU number skeleton, or null when a token
 * is unknown. Covers the engine's skeletons and their close variants.
 * ICU rounds half-even and groups `auto` (min2 where CLDR says so) by default.
 */
function skeletonOptions(skeleton) {
  const options = { roundingMode: "halfEven", useGrouping: "auto" };
  for (const token of skeleton.trim().split(/\s+/)) {
    let match;
    if ((match = /^\.(0*)(#*)$/.exec(token))) {
      options.minimumFractionDigits = match[1].length;
      options.maximumFractionDigits = match[1].length + match[2].length;
    } else if (token === "precision-integer") {
      options.maximumFractionDigits = 0;
    } else if (token === "precision-unlimited") {
      options.maximumFractionDigits = 100;
    } else if (token === "group-on-aligned") {
      options.useGrouping = "always";
    } else if (token === "group-off") {
      options.useGrouping = false;
    } else if (token === "group-min2") {
      options.useGrouping = "min2";
    } else if (token === "group-auto") {
      options.useGrouping = "auto";
    } else if (token === "percent") {
      // ICU's `percent` shows the number as is; Intl's percent style multiplies
      // by 100, so the decimal is divided by 100 first (see formatDecimal).
      Object.assign(options, { style: "percent", scaled: true });
    } else if (token === "measure-unit/concentr-percent") {
      Object.assign(options, { style: "unit", unit: "percent", unitDisplay: options.unitDisplay ?? "short" });
    } else if ((match = /^unit\/([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$/.exec(token))) {
      // A CLDR unit id; Intl takes ECMA-402's sanctioned ones and their -per- compounds.
      Object.assign(options, { style: "unit", unit: match[1], unitDisplay: options.unitDisplay ?? "short" });
    } else if ((match = /^currency\/([A-Za-z]{3})$/.exec(token))) {
      Object.assign(options, { style: "currency", currency: match[1].toUpperCase() });
    } else if ((match = /^unit-width-(narrow|short|full-name|iso-code)$/.exec(token))) {
      options.width = match[1];
    } else if (token === "sign-accounting") {
      options.currencySign = "accounting";
    } else if ((match = /^sign-(always|never|except-zero)$/.exec(token))) {
      options.signDisplay = { always: "always", never: "never", "except-zero": "exceptZero" }[match[1]];
    } else if ((match = /^numbering-system\/([a-z]+)$/.exec(token))) {
      options.numberingSystem = match[1];
    } else {
      return null;
    }
  }
  // A unit width means a currency display or a unit display.
  const width = options.width;
  delete options.width;
  if (width && options.style === "currency") {
    options.currencyDisplay = { narrow: "narrowSymbol", short: "symbol", "full-name": "name", "iso-code": "code" }[width];
  } else if (width && options.style === "unit") {
    options.unitDisplay = { narrow: "narrow", short: "short", "full-name": "long" }[width] ?? "short";
  }
  if (options.currencySign && options.style !== "currency") delete options.currencySign;
  return options;
}

/** An ASCII decimal divided by 100, exactly: the decimal point moved two places left. */
function hundredth(decimal) {
  const sign = /^[-+]/.test(decimal) ? decimal[0] : "";
  const [integer, fraction = ""] = decimal.slice(sign.length).split(".");
  const digits = integer.padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}${fraction}`;
}

/** Intl's formatToParts types as ICU's UNumberFormatFields (unum.h); literals are no field. */
const FIELD = {
  integer: 0, fraction: 1, decimal: 2, exponentSeparator: 3, exponentMinusSign: 4,
  exponentInteger: 5, group: 6, currency: 7, percentSign: 8, minusSign: 10, plusSign: 10,
  unit: 11, compact: 12, approximatelySign: 13, nan: 0, infinity: 0,
};

/**
 * ICU's fields of formatted parts, in ICU's order: each field where it starts,
 * except the integer field, one span over the digits and grouping separators
 * of the integer part, listed when that part ends (after its separators).
 */
function icuFields(parts) {
  const fields = [];
  let position = 0;
  let integerStart = -1;
  for (const part of parts) {
    const field = FIELD[part.type];
    const inInteger = part.type === "integer" || (part.type === "group" && integerStart >= 0);
    if (!inInteger && integerStart >= 0) {
      fields.push([0, integerStart, position]);
      integerStart = -1;
    }
    if (part.type === "integer") {
      if (integerStart < 0) integerStart = position;
    } else if (field !== undefined) {
      fields.push([field, position, position + part.value.length]);
    }
    position += part.value.length;
  }
  if (integerStart >= 0) fields.push([0, integerStart, position]);
  return fields;
}

// MARK: Plural rules

/** The visible fraction digits of an ASCII decimal. */
const fractionCount = (decimal) => (decimal.includes(".") ? decimal.length - decimal.indexOf(".") - 1 : 0);

/**
 * A decimal as a Number the plural rules read the same way: Intl.PluralRules
 * takes Numbers, so an integer part over 7 digits keeps its last 7 digits
 * plus 10^7 (every CLDR rule reads i, n mod 10^k with k <= 6, or a small range).
 */
function pluralNumber(decimal) {
  let [integer, fraction = ""] = decimal.replace(/^[-+]/, "").split(".");
  if (integer.length > 7) integer = "1" + integer.slice(-7);
  return Number(fraction ? `${integer}.${fraction}` : integer);
}

function selectPlural(bcp, decimal) {
  const digits = Math.min(fractionCount(decimal), 20);
  return new Intl.PluralRules(bcp, { minimumFractionDigits: digits, maximumFractionDigits: digits })
    .select(pluralNumber(decimal));
}

// MARK: Dates
//
// ICU's calendars over Intl. Intl.DateTimeFormat formats a Date in any of its
// calendars but has no way back from a calendar's year, month and day, nor
// any arithmetic: a day of a calendar is found here by searching days (noon
// UTC Dates) and reading their fields back through formatToParts, with the
// calendar set and numeric fields (IntlCalendar). Gregorian days are plain
// arithmetic: Date's own calendar is ICU's proleptic Gregorian one.
//
// The meaning of each function is keypad_icu_calendar.c's, with ICU's
// leniency: a day is checked as ICU's non-lenient calendars check it (the
// year within the calendar's limits, the month within its months, the day
// within that month), but keypad_icu_dates_days_in_month reads a lenient
// copy, so a month or year out of range rolls over as ICU rolls it. Three
// kinds of calendar, as the C file has them:
// - ICU's Gregorian calendar, made proleptic;
// - ICU's calendars counted from its Gregorian one (buddhist, roc,
//   japanese), which keep Julian days before 1582: their days are converted
//   by their year (the same month and day of the Gregorian year counted
//   from) and a day before 1583 is formatted as the same day whole 400-year
//   cycles later with its own year put in;
// - every other calendar, converted through the day itself.
// Days outside Date's range (about 273,000 years either side of 1970) fail
// with U_ILLEGAL_ARGUMENT_ERROR: ICU's limits reach further (5,000,000
// years), the engine's years do not (1 to 9999).

/** ICU's names of Intl's calendars, where they differ (ICU 72 opens `islamic` for `islamic-rgsa`). */
const ICU_CALENDAR = {
  gregory: "gregorian", ethioaa: "ethiopic-amete-alem", islamicc: "islamic-civil", "islamic-rgsa": "islamic",
};

/**
 * ICU's calendar limits (ucal_getLimit): the greatest era, the least and
 * greatest year, month (from 1) and day of the month. They are constants of
 * ICU's calendar classes, not locale data, and Intl has no way to ask them;
 * the Japanese calendar's depend on its eras and are read from Intl
 * (japaneseEras).
 */
const ICU_LIMITS = {
  gregorian: [1, 1, 144683, 1, 12, 1, 31],
  buddhist: [0, 1, 144683, 1, 12, 1, 31],
  roc: [1, 1, 144683, 1, 12, 1, 31],
  persian: [0, -5000000, 5000000, 1, 12, 1, 31],
  indian: [0, -5000000, 5000000, 1, 12, 1, 31],
  islamic: [0, 1, 5000000, 1, 12, 1, 31],
  "islamic-civil": [0, 1, 5000000, 1, 12, 1, 31],
  "islamic-tbla": [0, 1, 5000000, 1, 12, 1, 31],
  "islamic-umalqura": [0, 1, 5000000, 1, 12, 1, 31],
  coptic: [1, 1, 5000000, 1, 13, 1, 30],
  ethiopic: [1, 1, 5000000, 1, 13, 1, 30],
  "ethiopic-amete-alem": [0, 1, 5000000, 1, 13, 1, 30],
  hebrew: [0, -5000000, 5000000, 1, 13, 1, 30],
  chinese: [83333, 1, 60, 1, 12, 1, 30],
  dangi: [83333, 1, 60, 1, 12, 1, 30],
};

/** The greatest year of ICU's Gregorian calendar. */
const GREGORIAN_LAST_YEAR = 144683;
/** The first year ICU's Gregorian calendars no longer take as Julian (their change came in 1582). */
const FIRST_GREGORIAN_YEAR = 1583;
/** The years of a Gregorian cycle: 146,097 days, whole weeks. */
const GREGORIAN_CYCLE = 400;
/** The days Date holds (10^8 days either side of 1970), noon of each. */
const FIRST_DAY = -99999999, LAST_DAY = 99999999;
const DAY_MS = 86400000;

/** Noon UTC of day `n`, counted from 1970-01-01. */
const dateOfDay = (n) => new Date(n * DAY_MS + DAY_MS / 2);

/** The day number of a proleptic Gregorian day (astronomical year: 0 is 1 BC). */
function daysFromCivil(year, month, day) {
  const y = month <= 2 ? year - 1 : year;
  const cycle = Math.floor(y / 400);
  const yearOfCycle = y - cycle * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfCycle = yearOfCycle * 365 + Math.floor(yearOfCycle / 4) - Math.floor(yearOfCycle / 100) + dayOfYear;
  return cycle * 146097 + dayOfCycle - 719468;
}

/** The proleptic Gregorian year (astronomical), month and day of day `n`. */
function civilFromDays(n) {
  const date = dateOfDay(n);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const isGregorianLeap = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const gregorianMonthLength = (year, month) =>
  (month === 2 ? (isGregorianLeap(year) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]);

/** Noon UTC of a proleptic Gregorian day (years 0 to 99 too), or null if the month lacks it. */
function gregorianDate(year, month, day) {
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= gregorianMonthLength(year, month);
  return valid ? dateOfDay(daysFromCivil(year, month, day)) : null;
}

/**
 * The day number of a Gregorian day as ICU's non-lenient Gregorian calendar
 * takes it (the era cleared, so AD: years 1 to 144683), else
 * U_ILLEGAL_ARGUMENT_ERROR.
 */
function checkedGregorianDay(year, month, day) {
  if (year < 1 || year > GREGORIAN_LAST_YEAR || !gregorianDate(year, month, day)) throw U_ILLEGAL_ARGUMENT_ERROR;
  return daysFromCivil(year, month, day);
}

/** ICU's era, year, month and day of a proleptic Gregorian day: era 0 is BC. */
function gregorianFields(n) {
  const [year, month, day] = civilFromDays(n);
  return [year > 0 ? 1 : 0, year > 0 ? year : 1 - year, month, day];
}

/** A month of a year rolled over as a lenient calendar of `months` months does: [year, month]. */
function rolled(year, month, months) {
  const index = month - 1;
  return [year + Math.floor(index / months), index - Math.floor(index / months) * months + 1];
}

/** The days of a Gregorian month, rolled over as ICU's lenient calendar does (any year and month). */
const lenientGregorianLength = (year, month) => gregorianMonthLength(...rolled(year, month, 12));

/** A Hebrew year has 13 months 7 times in 19 years (ICU's HebrewCalendar::isLeapYear). */
const isHebrewLeap = (year) => {
  const x = (year * 12 + 17) % 19;
  return x >= (x < 0 ? -7 : 12);
};

/**
 * What each of Intl's calendars needs to be searched: its months a year
 * (13 for coptic and ethiopic; hebrew's are ICU's 13 numbers), its mean year
 * and mean month in days (a month step: half a month for chinese and dangi,
 * whose leap months sit between two numbers), and how a year of its era 0
 * counts in years of the era the others use.
 */
const SOLAR = { months: 12, year: 365.2425, month: 30.44 };
const LUNAR = { months: 12, year: 354.367, month: 29.5306 };
const CALENDAR_SHAPES = {
  buddhist: SOLAR, roc: { ...SOLAR, eras: 2, before: (year) => 1 - year }, japanese: SOLAR,
  persian: SOLAR, indian: SOLAR,
  islamic: LUNAR, "islamic-civil": LUNAR, "islamic-tbla": LUNAR, "islamic-umalqura": LUNAR, "islamic-rgsa": LUNAR,
  coptic: { months: 13, year: 365.25, month: 30, eras: 2, before: (year) => 1 - year },
  // Amete Alem's year 5501 is Amete Mihret's (the incarnation era's) year 1.
  ethiopic: { months: 13, year: 365.25, month: 30, eras: 2, before: (year) => year - 5500 },
  ethioaa: { months: 13, year: 365.25, month: 30 },
  hebrew: { months: 13, year: 365.2468, month: 29.5306 },
  chinese: { months: 12, year: 365.2422, month: 29.5306 / 2, cyclic: true },
  dangi: { months: 12, year: 365.2422, month: 29.5306 / 2, cyclic: true },
};

/** ICU's cycle year of a Chinese or Korean year: the related Gregorian year plus 2637 (cycle 78, year 41 is 2024). */
const CHINESE_CYCLE_OFFSET = 2637;

/**
 * One of Intl's calendars, searched: the ICU fields of a day read back from
 * formatToParts, and the first day and the length of a month found by
 * searching days. Shared by every handle (reads and searches are cached).
 */
class IntlCalendar {
  constructor(id) {
    this.id = id;
    this.shape = CALENDAR_SHAPES[id];
    // Latin digits and numeric fields: German writes hebrew's months as
    // numbers, English chinese and dangi's as `2` and `2bis` without an era
    // (their years are related Gregorian years).
    const base = id === "hebrew" ? "de" : "en";
    this.formatter = new Intl.DateTimeFormat(`${base}-u-ca-${id}-nu-latn`, {
      timeZone: "UTC", ...(this.shape.cyclic ? {} : { era: "short" }), year: "numeric", month: "numeric", day: "numeric",
    });
    this.reads = new Map();
    this.starts = new Map();
    this.lengths = new Map();
    const today = daysFromCivil(new Date().getUTCFullYear(), 7, 1);
    // The era of today is the one typed years are in (ICU's default era).
    this.currentEra = this.parts(today).era;
    this.eraIndex = id === "japanese" ? japaneseEras(this).index : null;
    this.reference = this.read(daysFromCivil(2000, 1, 1));
  }

  /** Intl's fields of day `n`: era text, year, month (a number), leap month, day, related year. */
  parts(n) {
    const fields = { era: "" };
    for (const part of this.formatter.formatToParts(dateOfDay(n))) fields[part.type] = part.value;
    const month = /^(\d+)(.*)$/.exec(fields.month);
    if (!month) throw U_UNSUPPORTED_ERROR;
    return {
      era: fields.era, year: Number(fields.year), month: Number(month[1]), leap: month[2] !== "",
      day: Number(fields.day), relatedYear: Number(fields.relatedYear),
    };
  }

  /**
   * ICU's fields of day `n`: `era`, `year`, `month` (from 1) and `day`; and
   * `year` as counted in the default era (`ext`) and the month's place in
   * its year (`key`), to compare days.
   */
  read(n) {
    let fields = this.reads.get(n);
    if (fields) return fields;
    if (n < FIRST_DAY || n > LAST_DAY) throw U_ILLEGAL_ARGUMENT_ERROR;
    const p = this.parts(n);
    const shape = this.shape;
    if (shape.cyclic) {
      // ICU's era is the 60-year cycle, its year the year in the cycle.
      const ext = p.relatedYear + CHINESE_CYCLE_OFFSET;
      const cycle = Math.floor((ext - 1) / 60);
      fields = { era: cycle + 1, year: ext - 1 - cycle * 60 + 1, month: p.month, day: p.day, ext, key: 2 * p.month + (p.leap ? 1 : 0) };
    } else if (this.id === "hebrew") {
      // ICU numbers Adar I 6 in every year: a year without it skips 6.
      const month = p.month + (!isHebrewLeap(p.year) && p.month >= 6 ? 1 : 0);
      fields = { era: 0, year: p.year, month, day: p.day, ext: p.year, key: month };
    } else {
      let era = 0;
      if (this.eraIndex) era = this.eraIndex.get(p.era) ?? -1;
      else if (shape.eras === 2) era = p.era === this.currentEra ? 1 : 0;
      const ext = era === 0 && shape.before ? shape.before(p.year) : p.year;
      fields = { era, year: p.year, month: p.month, day: p.day, ext, key: p.month };
    }
    if (this.reads.size > 50000) this.reads.clear();
    this.reads.set(n, fields);
    return fields;
  }

  /** The first day of the month at `key` of year `ext`, or null when the year has no such month. */
  monthStart(ext, key) {
    const id = `${ext}:${key}`;
    if (this.starts.has(id)) return this.starts.get(id);
    const shape = this.shape;
    const ref = this.reference;
    const distance = (p) => (ext - p.ext) * shape.year + (key - p.key) * shape.month + (1 - p.day);
    // From an estimate by the mean year and month, corrected by what is read;
    // `below` and `above` bound the month, a step out of them halves them.
    let below = -Infinity, above = Infinity;
    let guess = Math.round(daysFromCivil(2000, 1, 1) + distance(ref));
    let start = null;
    for (let step = 0; ; step++) {
      if (step > 200) throw U_INTERNAL_PROGRAM_ERROR;
      const p = this.read(Math.min(Math.max(guess, FIRST_DAY), LAST_DAY));
      const order = p.ext - ext || p.key - key;
      if (order === 0) {
        start = guess - (p.day - 1);
        break;
      }
      if (order < 0) below = guess;
      else above = guess;
      if (above - below <= 1) break; // no day of the year has this month
      let next = guess + Math.round(distance(p));
      if (order < 0 && next <= guess) next = guess + 1;
      if (order > 0 && next >= guess) next = guess - 1;
      if (next <= below || next >= above) next = Math.floor((below + above) / 2);
      if ((guess <= FIRST_DAY && next <= FIRST_DAY) || (guess >= LAST_DAY && next >= LAST_DAY)) {
        throw U_ILLEGAL_ARGUMENT_ERROR;
      }
      guess = next;
    }
    if (this.starts.size > 20000) this.starts.clear();
    this.starts.set(id, start);
    return start;
  }

  /** The days of the month at `key` of year `ext`, whose first day is `start`. */
  monthLength(ext, key, start) {
    const id = `${ext}:${key}`;
    let length = this.lengths.get(id);
    if (length) return length;
    // The last day still in the month: no month has 32 days.
    let inside = 1, outside = 32;
    while (outside - inside > 1) {
      const middle = (inside + outside) >> 1;
      const p = this.read(start + middle - 1);
      if (p.ext === ext && p.key === key) inside = middle;
      else outside = middle;
    }
    length = inside;
    if (this.lengths.size > 20000) this.lengths.clear();
    this.lengths.set(id, length);
    return length;
  }

  /** The place of a month (from 1) of a year typed in the default era: [ext, key]. */
  target(year, month) {
    return [year, this.shape.cyclic ? 2 * month : month];
  }

  /**
   * The day of a year, month and day of the calendar, checked as ICU's
   * non-lenient calendar checks it: the year and month within `limits`, a
   * month the year has, a day the month has; else U_ILLEGAL_ARGUMENT_ERROR.
   */
  checkedDay(limits, year, month, day) {
    if (year < limits[1] || year > limits[2] || month < limits[3] || month > limits[4]) throw U_ILLEGAL_ARGUMENT_ERROR;
    const [ext, key] = this.target(year, month);
    const start = this.monthStart(ext, key);
    if (start === null || day < 1 || day > this.monthLength(ext, key, start)) throw U_ILLEGAL_ARGUMENT_ERROR;
    return start + day - 1;
  }

  /** The days of a month as a lenient copy of ICU's calendar reads them: any year and month roll over. */
  lenientLength(year, month) {
    let ext, key;
    if (this.id === "hebrew") {
      // ICU's HebrewCalendar::handleComputeMonthStart: months 0 to 12 in any
      // year, a month before or after them adds or takes that year's months,
      // and Adar I of a year without it is its Adar.
      let index = month - 1;
      ext = year;
      while (index < 0) index += isHebrewLeap(--ext) ? 13 : 12;
      while (index > 12) index -= isHebrewLeap(ext++) ? 13 : 12;
      if (index === 5 && !isHebrewLeap(ext)) index = 6;
      key = index + 1;
    } else {
      [ext, key] = this.target(...rolled(year, month, this.shape.months));
    }
    const start = this.monthStart(ext, key);
    if (start === null) throw U_ILLEGAL_ARGUMENT_ERROR;
    return this.monthLength(ext, key, start);
  }
}

const intlCalendars = new Map();
/** The searched calendar of an Intl calendar id, made once. */
function intlCalendar(id) {
  if (!intlCalendars.has(id)) intlCalendars.set(id, new IntlCalendar(id));
  return intlCalendars.get(id);
}

let japaneseEraList = null;
/**
 * ICU's Japanese eras, as Intl names them: ICU numbers them from 0 (Taika,
 * 645) to the current one (236, Reiwa, in ICU 72), which Intl does not say.
 * Found from today backwards: an era of year Y at day d began after the
 * day (Y + 1) * 366 days before d, and its first day is found by bisection;
 * the day before it is in the era before. The first era also holds every
 * day before it (years 0 and below). `index` maps a name to its number,
 * `currentStart` is the Gregorian year the current era began in.
 */
function japaneseEras(calendar) {
  if (japaneseEraList) return japaneseEraList;
  const eras = [];
  let day = daysFromCivil(new Date().getUTCFullYear(), 7, 1);
  for (;;) {
    const { era, year } = calendar.parts(day);
    const earlier = day - (Math.max(year, 0) + 1) * 366;
    if (year <= 0 || calendar.parts(earlier).era === era) {
      eras.push({ name: era, start: null });
      break;
    }
    let before = earlier, inside = day;
    while (inside - before > 1) {
      const middle = Math.floor((before + inside) / 2);
      if (calendar.parts(middle).era === era) inside = middle;
      else before = middle;
    }
    eras.push({ name: era, start: inside });
    day = inside - 1;
  }
  eras.reverse();
  japaneseEraList = {
    index: new Map(eras.map((era, i) => [era.name, i])),
    count: eras.length,
    currentStart: civilFromDays(eras[eras.length - 1].start)[0],
  };
  return japaneseEraList;
}

/**
 * ICU's numeric date pattern of a locale (`dd.MM.yyyy`, `y/MM/dd`) from
 * Intl's parts of a numeric date. Gregorian years are `yyyy` (ICU widens
 * them to the skeleton's), other calendars' `y` (CLDR's skeletons for them
 * have `yyyy`, so ICU keeps the pattern's). A month in letters and an era
 * take the width Intl resolved (`MMMM`, `GGGGG`); when Intl does not say
 * the era's width, the name tells it: `GGGGG` for a narrow name unlike the
 * short one, `GGGG` for a wide one, else `G`.
 */
function numericPattern(formatter, tag, gregorian) {
  // Letters of literal text are quoted, as CLDR's patterns quote them (`'г'.`).
  const quote = (text) => text.replace(/'/g, "''").replace(/\p{L}+/gu, (letters) => `'${letters}'`);
  const sample = gregorianDate(2024, 2, 9);
  const resolved = formatter.resolvedOptions();
  const name = (type, width) => new Intl.DateTimeFormat(tag, { [type]: width, year: "numeric", timeZone: "UTC" })
    .formatToParts(sample).filter((p) => p.type === type).map((p) => p.value).join("");
  const widths = { narrow: "GGGGG", long: "GGGG", short: "G" };
  const eraLetters = (text) => {
    if (resolved.era) return widths[resolved.era];
    const short = name("era", "short");
    if (text === name("era", "narrow") && text !== short) return "GGGGG";
    if (text === name("era", "long") && text !== short) return "GGGG";
    return "G";
  };
  const months = { narrow: "MMMMM", short: "MMM", long: "MMMM" };
  return formatter.formatToParts(sample).map((p) => {
    switch (p.type) {
      case "year": return gregorian ? "yyyy" : "y";
      case "month": return months[resolved.month] ?? "MM";
      case "day": return "dd";
      case "era": return eraLetters(p.value);
      case "relatedYear": return "r";
      case "yearName": return "U";
      default: return quote(p.value);
    }
  }).join("");
}

/** The text of a day in a handle's format; the era style is the era's text alone. */
function formatDay(format, style, n) {
  if (style === 2) return format.formatToParts(dateOfDay(n)).filter((p) => p.type === "era").map((p) => p.value).join("");
  return format.format(dateOfDay(n));
}

/**
 * A Gregorian day before 1583 formatted, as keypad_icu_calendar.c's
 * format_counted does: the same month and day whole 400-year cycles later
 * (the same weekday, no Julian day), its year text replaced by the one of
 * 1 July of the day's own year. Without a year field (the era style), the
 * later day's text.
 */
function formatBefore1583(format, style, year, month, day) {
  const cycles = Math.ceil((FIRST_GREGORIAN_YEAR - year) / GREGORIAN_CYCLE);
  const later = daysFromCivil(year + cycles * GREGORIAN_CYCLE, month, day);
  if (style === 2) return formatDay(format, style, later);
  const laterParts = format.formatToParts(dateOfDay(later));
  const ownParts = format.formatToParts(dateOfDay(daysFromCivil(year, 7, 1)));
  const ownYear = ownParts.find((p) => p.type === "year");
  const at = laterParts.findIndex((p) => p.type === "year");
  if (!ownYear || at < 0) return laterParts.map((p) => p.value).join("");
  laterParts[at] = ownYear;
  return laterParts.map((p) => p.value).join("");
}

/**
 * The Gregorian era and year a year of a calendar counted from the
 * Gregorian one counts from (keypad_icu_calendar.c's counted_year): the
 * year checked within the calendar's limits, then moved by the calendar's
 * offset from the Gregorian year, as ICU counts a year of the default era.
 */
function countedYear(dates, year) {
  if (year < dates.limits[1] || year > dates.limits[2]) throw U_ILLEGAL_ARGUMENT_ERROR;
  const gregorian = year + dates.offset;
  return gregorian >= 1 ? [1, gregorian] : [0, 1 - gregorian];
}

/**
 * A day of a handle's calendar as ICU's Gregorian era, year, month and day
 * (keypad_icu_dates_to_gregorian), given to `write` and returned. A counted
 * calendar's year before the Christian era gives its era and year alone
 * (the C leaves the rest), and its day is written even when the Gregorian
 * calendar then refuses it (the C writes it first).
 */
function datesToGregorian(dates, year, month, day, write = (parts) => parts) {
  if (dates.kind === "gregorian") {
    checkedGregorianDay(year, month, day);
    return write([1, year, month, day]);
  }
  if (dates.kind === "counted") {
    const counted = countedYear(dates, year);
    if (counted[0] !== 1) return write(counted);
    // The C writes the day before the Gregorian calendar checks it.
    write([1, counted[1], month, day]);
    checkedGregorianDay(counted[1], month, day);
    return [1, counted[1], month, day];
  }
  return write(gregorianFields(dates.calendar.checkedDay(dates.limits, year, month, day)));
}

/** A Gregorian day as the era, year, month and day of a handle's calendar. */
function datesFromGregorian(dates, year, month, day) {
  const n = checkedGregorianDay(year, month, day);
  if (dates.kind === "gregorian") return [1, year, month, day];
  if (dates.kind === "counted") {
    // The year of 1 July: Julian or not, the same year.
    const fields = dates.calendar.read(daysFromCivil(year, 7, 1));
    if (fields.era < 0) throw U_ILLEGAL_ARGUMENT_ERROR;
    return [fields.era, fields.year, month, day];
  }
  const fields = dates.calendar.read(n);
  return [fields.era, fields.year, fields.month, fields.day];
}

/** The days of a month of a year in a handle's calendar (lenient, as ICU's actual maximum). */
function datesDaysInMonth(dates, year, month) {
  if (dates.kind === "gregorian") return lenientGregorianLength(year, month);
  if (dates.kind === "counted") {
    const counted = countedYear(dates, year);
    if (counted[0] === 1) return lenientGregorianLength(counted[1], month);
  }
  return dates.calendar.lenientLength(year, month);
}

/** A day of a handle's calendar in a style (0 medium, 1 full, 2 era); null when the style has no format. */
function datesFormat(dates, style, year, month, day) {
  const format = (style === 0 ? dates.medium : style === 1 ? dates.full : dates.era)();
  if (!format) return null;
  if (dates.kind === "searched") return formatDay(format, style, dates.calendar.checkedDay(dates.limits, year, month, day));
  const parts = datesToGregorian(dates, year, month, day);
  if (parts[0] !== 1) {
    // A counted calendar's year before the Christian era: its own day.
    return formatDay(format, style, dates.calendar.checkedDay(dates.limits, year, month, day));
  }
  if (parts[1] < FIRST_GREGORIAN_YEAR) return formatBefore1583(format, style, parts[1], month, day);
  return formatDay(format, style, daysFromCivil(parts[1], month, day));
}

/** A value made at its first use, then kept: `made()` answers it. */
function madeOnce(make) {
  let value;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/**
 * Opens a locale's dates: the numeric pattern, the calendar Intl resolves
 * for the locale (ICU's type), its limits, and the medium, full and era
 * formats, each made when a day is first shown in it (a form opens a date
 * field without showing a day). `iso8601` is ICU 72's Gregorian calendar
 * (its type and formats).
 */
function openDates(tag) {
  const numericOptions = { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" };
  let numeric = new Intl.DateTimeFormat(tag, numericOptions);
  let calendar = numeric.resolvedOptions().calendar;
  if (calendar === "iso8601") {
    tag = new Intl.Locale(tag, { calendar: "gregory" }).toString();
    calendar = "gregory";
    numeric = new Intl.DateTimeFormat(tag, numericOptions);
  }
  const type = ICU_CALENDAR[calendar] ?? calendar;
  if (calendar !== "gregory" && !CALENDAR_SHAPES[calendar]) throw U_UNSUPPORTED_ERROR;
  const pattern = numericPattern(numeric, tag, calendar === "gregory");
  const style = (dateStyle) => madeOnce(() => new Intl.DateTimeFormat(tag, { dateStyle, timeZone: "UTC" }));
  const eraRun = /G+/.exec(pattern.replace(/'[^']*'/g, ""));
  const eraWidth = !eraRun ? null : eraRun[0].length === 5 ? "narrow" : eraRun[0].length === 4 ? "long" : "short";
  const dates = {
    pattern,
    type,
    medium: style("medium"),
    full: style("full"),
    era: madeOnce(() => (eraWidth ? new Intl.DateTimeFormat(tag, { era: eraWidth, year: "numeric", timeZone: "UTC" }) : null)),
  };
  if (calendar === "gregory") return { ...dates, kind: "gregorian", limits: ICU_LIMITS.gregorian };
  dates.calendar = intlCalendar(calendar);
  if (calendar === "japanese") {
    const eras = japaneseEras(dates.calendar);
    dates.limits = [eras.count - 1, 1, GREGORIAN_LAST_YEAR - eras.currentStart, 1, 12, 1, 31];
  } else {
    dates.limits = ICU_LIMITS[type];
  }
  if (["buddhist", "roc", "japanese"].includes(calendar)) {
    // ICU's Gregorian calendar under another year count: the Gregorian year
    // of a year of the current era, by the years of 1 July this year.
    const year = new Date().getUTCFullYear();
    dates.offset = year - dates.calendar.read(daysFromCivil(year, 7, 1)).year;
    return { ...dates, kind: "counted" };
  }
  return { ...dates, kind: "searched" };
}

// MARK: Times of day

/** Intl's hour cycles as ICU's pattern letters. */
const HOUR_LETTERS = { h11: "K", h12: "h", h23: "H", h24: "k" };

/** A time of day on 1 January 1970, UTC, as a Date's milliseconds. */
const timeOfDay = (hour, minute, second) => Date.UTC(1970, 0, 1, hour, minute, second);

/**
 * Opens a locale's time of day (keypad_icu_times_open): ICU's best pattern
 * for `jmm` (`jmmss` with seconds) from Intl's parts of a time in the
 * locale's short (medium) time style, in its hour cycle or the one its tag
 * names (`-u-hc-`, ICU's `@hours=`). The style keeps the pattern's own
 * widths as ICU's generator does (`HH:mm` in de, `h:mm a` in en); Intl's
 * `hour: "numeric"` would write one digit wherever it can. The hour's
 * letter comes from the resolved `hourCycle`, written twice where 7
 * o'clock has two digits; `mm`, `ss`, `a` stand for the minutes, seconds
 * and day period; the literals are quoted as CLDR quotes letters. The day
 * periods are the `dayPeriod` parts of a morning and an evening time on a
 * 12-hour clock of the locale (ICU's AM and PM symbols).
 */
function openTimes(tag, seconds) {
  const format = new Intl.DateTimeFormat(tag, { timeStyle: seconds ? "medium" : "short", timeZone: "UTC" });
  const letter = HOUR_LETTERS[format.resolvedOptions().hourCycle] ?? "H";
  const sample = format.formatToParts(timeOfDay(7, 5, 9));
  const hour = sample.find((p) => p.type === "hour")?.value ?? "";
  const quote = (text) => text.replace(/'/g, "''").replace(/\p{L}+/gu, (letters) => `'${letters}'`);
  const pattern = sample.map((p) => {
    switch (p.type) {
      case "hour": return letter.repeat(hour.length === 2 ? 2 : 1);
      case "minute": return "mm";
      case "second": return "ss";
      case "dayPeriod": return "a";
      default: return quote(p.value);
    }
  }).join("");
  const twelve = new Intl.DateTimeFormat(tag, { hour: "numeric", hourCycle: "h12", timeZone: "UTC" });
  const period = (hour) =>
    twelve.formatToParts(timeOfDay(hour, 0, 0)).find((p) => p.type === "dayPeriod")?.value ?? (hour < 12 ? "AM" : "PM");
  return { pattern, dayPeriods: [period(7), period(19)], format };
}

/** keypad_icu_durations_open's widths as Intl's unit displays and list styles. */
const DURATION_WIDTHS = ["short", "long", "narrow"];

/**
 * Opens a locale's durations (keypad_icu_durations_open) in a width: an
 * hour, a minute and a second each an `Intl.NumberFormat` of style "unit"
 * (ICU's `measure-unit/duration-hour` and its kin, the same CLDR units), in
 * the unit display of that width, joined by an `Intl.ListFormat` of type
 * "unit" (ICU's `ULISTFMT_TYPE_UNITS`) in the same width.
 */
function openDurations(tag, width) {
  const display = DURATION_WIDTHS[width];
  if (display === undefined) throw U_ILLEGAL_ARGUMENT_ERROR;
  const units = ["hour", "minute", "second"].map(
    (unit) => new Intl.NumberFormat(tag, { style: "unit", unit, unitDisplay: display }));
  return { units, list: new Intl.ListFormat(tag, { type: "unit", style: display }) };
}

// MARK: The imports

/**
 * The `env` imports of the engine's wasm module: one function per function of
 * keypad_icu.h. `getInstance()` returns the instantiated module, whose exports
 * have `memory`, `malloc` and `free`.
 */
// MARK: Messages
//
// ICU's MessageFormat, the part Keypad's catalogs use, read as ICU reads it:
// text with ICU's apostrophe quoting (an apostrophe quotes only before `{`,
// `}` or, in a plural's message, `#`; `''` is one apostrophe), `{name}`,
// `{name, number}`, `{name, plural, [offset:n] =n {…} category {…} … other {…}}`
// with `#` for the number, and `{name, select, key {…} … other {…}}`. Any
// other argument type or style is refused (U_UNSUPPORTED_ERROR), so that a
// catalog using it fails Web/tests/icu rather than differ in a page.

const MESSAGE_SPACE = /[\t\n\r \u0085\u200e\u200f\u2028\u2029]/;

/** A pattern as parts: text, and argument nodes; throws a status when it cannot. */
function parseMessage(pattern) {
  let index = 0;
  const at = () => pattern[index];
  const space = () => {
    while (index < pattern.length && MESSAGE_SPACE.test(at())) index++;
  };
  const word = (allowed) => {
    const start = index;
    while (index < pattern.length && allowed.test(at())) index++;
    if (index === start) throw U_ILLEGAL_ARGUMENT_ERROR;
    return pattern.slice(start, index);
  };
  const expect = (character) => {
    if (at() !== character) throw U_ILLEGAL_ARGUMENT_ERROR;
    index++;
  };
  function message(nested, inPlural) {
    const parts = [];
    let text = "";
    const flush = () => {
      if (text) parts.push(text);
      text = "";
    };
    while (index < pattern.length) {
      const character = at();
      if (character === "'") {
        const next = pattern[index + 1];
        if (next === "'") {
          text += "'";
          index += 2;
        } else if (next === "{" || next === "}" || (inPlural && next === "#")) {
          index++;
          for (;;) {
            if (index >= pattern.length) break;
            if (at() === "'") {
              if (pattern[index + 1] === "'") {
                text += "'";
                index += 2;
                continue;
              }
              index++;
              break;
            }
            text += at();
            index++;
          }
        } else {
          text += "'";
          index++;
        }
      } else if (character === "{") {
        flush();
        parts.push(argument());
      } else if (character === "}") {
        if (!nested) throw U_ILLEGAL_ARGUMENT_ERROR;
        break;
      } else if (character === "#" && inPlural) {
        flush();
        parts.push({ kind: "pound" });
        index++;
      } else {
        text += character;
        index++;
      }
    }
    flush();
    return parts;
  }
  function argument() {
    expect("{");
    space();
    const name = word(/[A-Za-z0-9_]/);
    space();
    if (at() === "}") {
      index++;
      return { kind: "text", name };
    }
    expect(",");
    space();
    const type = word(/[a-z]/);
    space();
    if (type === "number") {
      expect("}");
      return { kind: "number", name };
    }
    if (type !== "plural" && type !== "select") throw U_UNSUPPORTED_ERROR;
    expect(",");
    space();
    let offset = 0;
    if (type === "plural" && pattern.startsWith("offset:", index)) {
      index += "offset:".length;
      space();
      offset = Number(word(/[0-9]/));
      space();
    }
    const cases = new Map();
    while (at() !== "}") {
      if (index >= pattern.length) throw U_ILLEGAL_ARGUMENT_ERROR;
      const selector = type === "plural" && at() === "="
        ? "=" + (index++, word(/[0-9]/))
        : word(/[A-Za-z0-9_-]/);
      space();
      expect("{");
      const parts = message(true, type === "plural");
      expect("}");
      space();
      if (!cases.has(selector)) cases.set(selector, parts);
    }
    index++;
    if (!cases.has("other")) throw U_ILLEGAL_ARGUMENT_ERROR;
    return { kind: type, name, offset, cases };
  }
  const parts = message(false, false);
  if (index !== pattern.length) throw U_ILLEGAL_ARGUMENT_ERROR;
  return parts;
}

/** The names of a parsed pattern's arguments, each "text" or "number". */
function messageArguments(parts, found = new Map()) {
  for (const part of parts) {
    if (typeof part === "string" || part.kind === "pound") continue;
    const kind = part.kind === "number" || part.kind === "plural" ? "number" : "text";
    // One name read as text and as a number: ICU's type mismatch.
    if (found.has(part.name) && found.get(part.name) !== kind) throw U_ILLEGAL_ARGUMENT_ERROR;
    found.set(part.name, kind);
    for (const nested of part.cases?.values() ?? []) messageArguments(nested, found);
  }
  return found;
}

const parsedMessages = new Map();
/** A pattern parsed once and kept, with its arguments. */
function parsedMessage(pattern) {
  if (!parsedMessages.has(pattern)) {
    const parts = parseMessage(pattern);
    parsedMessages.set(pattern, { parts, names: messageArguments(parts) });
  }
  return parsedMessages.get(pattern);
}

/** Each locale's number format and plural rules, made once. */
const messageFormatters = new Map();

/** Formats a pattern in a BCP 47 locale with its arguments by name (strings). */
function formatMessage(pattern, bcp, values) {
  const { parts, names } = parsedMessage(pattern);
  const numbers = new Map();
  for (const [name, kind] of names) {
    if (!values.has(name)) throw U_ILLEGAL_ARGUMENT_ERROR;
    if (kind !== "number") continue;
    const text = values.get(name);
    if (!/^-?[0-9]*\.?[0-9]*$/.test(text) || !/[0-9]/.test(text)) throw U_ILLEGAL_ARGUMENT_ERROR;
    numbers.set(name, Number(text));
  }
  if (!messageFormatters.has(bcp)) {
    messageFormatters.set(bcp, [new Intl.NumberFormat(bcp), new Intl.PluralRules(bcp)]);
  }
  const [number, plural] = messageFormatters.get(bcp);
  const format = (parts, pound) => parts.map((part) => {
    if (typeof part === "string") return part;
    switch (part.kind) {
      case "pound": return pound === null ? "#" : number.format(pound);
      case "text": return values.get(part.name);
      case "number": return number.format(numbers.get(part.name));
      case "select":
        return format(part.cases.get(values.get(part.name)) ?? part.cases.get("other"), pound);
      case "plural": {
        const n = numbers.get(part.name);
        const chosen = part.cases.get(`=${n}`) ?? part.cases.get(plural.select(n - part.offset)) ??
          part.cases.get("other");
        return format(chosen, n - part.offset);
      }
    }
    throw U_INTERNAL_PROGRAM_ERROR;
  }).join("");
  return format(parts, null);
}

/** The catalogs pages registered (registerMessageCatalog), by language. */
const registeredMessages = new Map();

/** Keypad's catalogs loaded so far, by language: English's always. */
const keypadMessages = new Map([["en", ENGLISH]]);
/** Each language's import, started at most once (again only after it failed). */
const catalogImports = new Map();
/** The languages asked for before their catalog was loaded, each warned of once. */
const warnedLanguages = new Set();

/**
 * Each locale's catalog and BCP 47 tag, as messages ask them: found once a
 * locale (a form asks again for each message, the pad's words at each
 * answer), and found again once a page registers a catalog.
 */
const messageLocales = new Map();
function messageLocale(locale) {
  let found = messageLocales.get(locale);
  if (found === undefined) {
    found = {
      language: localeCatalog(locale,
        (catalog) => CATALOG_LANGUAGES.includes(catalog) || registeredMessages.has(catalog)),
      tag: toTag(locale),
    };
    messageLocales.set(locale, found);
  }
  return found;
}

/**
 * A message's pattern in a catalog (`de`, or a language and script such as
 * `zh_Hant`): a page's, else Keypad's; undefined without.
 */
function messagePattern(language, id) {
  const pattern = registeredMessages.get(language)?.[id] ?? keypadMessages.get(language)?.[id];
  if (pattern === undefined && CATALOG_LANGUAGES.includes(language) && !keypadMessages.has(language) &&
      !warnedLanguages.has(language)) {
    warnedLanguages.add(language);
    console.warn(`keypad-icu: the ${language} messages are not loaded (loadMessageCatalogs): worded in English`);
  }
  return pattern;
}

/**
 * The name of Keypad's catalog that words a locale (an ICU id or a BCP 47
 * tag, as a field or a form takes it): the catalog of the locale's language
 * in its script where Keypad has one (`zh_Hant`), else its language's
 * (`zh`, `de`), else `en`. The language is found as the engine finds it
 * (LocaleResolver.canonicalID: a tag through uloc_forLanguageTag, an id
 * through uloc_canonicalize; then uloc_getBaseName and uloc_getLanguage,
 * which Message.words(locale:) asks), and the script as it finds it
 * (Message.scriptCatalog: the id's own, else the likely one,
 * uloc_addLikelySubtags), through this file's own answers to those calls
 * (Intl.Locale's maximize), so that `zh-Hant-TW`, `zh_TW`, `zh-HK` and
 * `zh_MO` are worded in `zh_Hant` and `zh-CN`, `zh_SG` and `zh` in `zh`,
 * as natively.
 */
export function messageCatalogLanguage(locale) {
  const text = String(locale ?? "");
  const isTag = text.split("@")[0].includes("-");
  const id = isTag ? tagToId(text)[0] : formatId(parseId(text));
  const base = formatId({ ...parseId(id), keywords: {} });
  const language = parseId(base).language;
  if (!CATALOG_LANGUAGES.includes(language)) return "en";
  return localeCatalog(base, (catalog) => CATALOG_LANGUAGES.includes(catalog));
}

/**
 * The catalog of a locale id's language in its script, written or likely
 * (Intl.Locale's maximize, as uloc_addLikelySubtags natively), where
 * `exists` says there is one (`zh_Hant` for zh_TW), else its language's:
 * Message.scriptCatalog's choice.
 */
function localeCatalog(id, exists) {
  const language = parseId(id).language;
  let script = "";
  try {
    script = maximized(id).script;
  } catch {
    // An id Intl.Locale refuses has no likely script, natively too (a failed status).
  }
  const scripted = `${language}_${script}`;
  return language && script && exists(scripted) ? scripted : language;
}

/** Whether Keypad's catalogs that word these locales are loaded. */
export function messageCatalogsLoaded(locales) {
  return [...locales].every((locale) => keypadMessages.has(messageCatalogLanguage(locale)));
}

/**
 * Loads Keypad's catalogs that word these locales (one module a language,
 * generated/messages/de.js, ..., each imported at most once; English's is
 * always there), resolving once they are all loaded. A form opened in a
 * locale before its catalog is loaded is worded in English.
 *
 *   await loadMessageCatalogs(["de-DE", "fr_CH"]);
 */
export function loadMessageCatalogs(locales) {
  const languages = new Set([...locales].map(messageCatalogLanguage));
  return Promise.all([...languages].map((language) => {
    if (keypadMessages.has(language)) return undefined;
    let loading = catalogImports.get(language);
    if (!loading) {
      loading = import(`./generated/messages/${language}.js`).then(
        (module) => { keypadMessages.set(language, module.messages); },
        (error) => {
          catalogImports.delete(language);
          throw error;
        });
      catalogImports.set(language, loading);
    }
    return loading;
  })).then(() => undefined);
}

/**
 * Adds a page's patterns to a language's, each in place of the one with its
 * id, as MessageCatalog.register does natively: a language Keypad has no
 * catalog for (`sv`), or some of one's patterns replaced. Every pattern is
 * checked first, and none is added when one is wrong: its id must be one of
 * Keypad's messages, its arguments that message's (the English pattern's),
 * and it must be in the part of MessageFormat formatted here.
 *
 *   registerMessageCatalog("sv", { "validation.required": "Fyll i {label}" });
 */
export function registerMessageCatalog(language, patterns) {
  for (const [id, pattern] of Object.entries(patterns)) {
    const english = ENGLISH[id];
    if (english === undefined) throw new Error(`${language} ${id}: Keypad has no message with this id`);
    const known = parsedMessage(english).names;
    let names;
    try {
      names = parsedMessage(pattern).names;
    } catch (status) {
      throw new Error(`${language} ${id}: the pattern cannot be formatted (${ERROR_NAMES.get(status) ?? status})`);
    }
    for (const name of names.keys()) {
      if (!known.has(name)) throw new Error(`${language} ${id}: the message has no argument ${name}`);
    }
  }
  registeredMessages.set(language, { ...registeredMessages.get(language), ...patterns });
  messageLocales.clear();
}

export function keypadICUImports(getInstance) {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const exports = () => getInstance().exports;
  // Views are re-created on each access: memory.grow detaches old buffers.
  const bytes = () => new Uint8Array(exports().memory.buffer);
  const view = () => new DataView(exports().memory.buffer);
  const getI32 = (ptr) => view().getInt32(ptr, true);
  const setI32 = (ptr, value) => view().setInt32(ptr, value, true);

  /** A NUL-terminated UTF-8 string. */
  function readChars(ptr) {
    const memory = bytes();
    let end = ptr;
    while (memory[end] !== 0) end++;
    return decoder.decode(memory.subarray(ptr, end));
  }
  /** `length` bytes of UTF-8. */
  const readBytes = (ptr, length) => decoder.decode(bytes().subarray(ptr, ptr + length));
  /** `length` UTF-16 units, or up to a NUL when length < 0. */
  function readUnits(ptr, length) {
    const memory = view();
    let text = "";
    for (let i = 0; length < 0 ? true : i < length; i++) {
      const unit = memory.getUint16(ptr + 2 * i, true);
      if (length < 0 && unit === 0) break;
      text += String.fromCharCode(unit);
    }
    return text;
  }
  /** A status coming in: true when the function may go on (no failure). */
  const incoming = (statusPtr) => getI32(statusPtr) <= 0;
  /** Copies UTF-8 into a buffer with ICU's overflow and NUL convention. */
  function writeChars(text, ptr, capacity, statusPtr) {
    const encoded = encoder.encode(text);
    if (encoded.length > capacity) {
      setI32(statusPtr, U_BUFFER_OVERFLOW_ERROR);
      return encoded.length;
    }
    const memory = bytes();
    memory.set(encoded, ptr);
    if (encoded.length < capacity) memory[ptr + encoded.length] = 0;
    return encoded.length;
  }
  /** Copies UTF-16 into a buffer with ICU's overflow and NUL convention. */
  function writeUnits(text, ptr, capacity, statusPtr) {
    if (text.length > capacity) {
      setI32(statusPtr, U_BUFFER_OVERFLOW_ERROR);
      return text.length;
    }
    const memory = view();
    for (let i = 0; i < text.length; i++) memory.setUint16(ptr + 2 * i, text.charCodeAt(i), true);
    if (text.length < capacity) memory.setUint16(ptr + 2 * text.length, 0, true);
    return text.length;
  }
  /** A `const char*` the C API says ICU owns: written once with malloc, kept. */
  const owned = new Map();
  function ownedString(text) {
    if (!owned.has(text)) {
      const encoded = encoder.encode(text);
      const ptr = exports().malloc(encoded.length + 1);
      bytes().set(encoded, ptr);
      bytes()[ptr + encoded.length] = 0;
      owned.set(text, ptr);
    }
    return owned.get(text);
  }

  // Handles: small non-zero integers into one table.
  const handles = new Map();
  let nextHandle = 1;
  const open = (value) => {
    handles.set(nextHandle, value);
    return nextHandle++;
  };
  const close = (handle) => void handles.delete(handle);

  /**
   * Runs `body` when the status allows, storing the status it returns or
   * throws; a JS exception is U_ILLEGAL_ARGUMENT_ERROR (a RangeError from Intl
   * is a bad argument).
   */
  function guarded(statusPtr, fallback, body) {
    if (!incoming(statusPtr)) return fallback;
    try {
      return body();
    } catch (error) {
      setI32(statusPtr, typeof error === "number" ? error : U_ILLEGAL_ARGUMENT_ERROR);
      return fallback;
    }
  }
  /** A locale function writing a UTF-8 string computed from an id. */
  const idGetter = (compute) => (idPtr, buffer, capacity, statusPtr) =>
    guarded(statusPtr, 0, () => writeChars(compute(readChars(idPtr)), buffer, capacity, statusPtr));

  /** Formats a decimal string with a formatter handle: [text, parts]. */
  function formatDecimal(handle, decimalPtr) {
    const formatter = handles.get(handle);
    const decimal = readChars(decimalPtr);
    const parts = formatter.formatToParts(formatter.scaled ? hundredth(decimal) : decimal);
    return [parts.map((p) => p.value).join(""), parts];
  }

  /** The three-letter code of a UTF-16 currency code (NUL-terminated). */
  const currencyCode = (ptr) => readUnits(ptr, -1).slice(0, 3).toUpperCase();
  // Intl lists current currencies only: ICU's list (any date) is added at build time.
  const knownCurrencies = new Set([...Intl.supportedValuesOf("currency"), ...ICU_CURRENCIES]);

  return {
    // MARK: Status
    keypad_icu_error_name(status) {
      return ownedString(ERROR_NAMES.get(status) ?? `U_ERROR_${status}`);
    },

    // MARK: Number formatter
    keypad_icu_formatter_open(skeletonPtr, length, localePtr, statusPtr) {
      return guarded(statusPtr, 0, () => {
        if (length < 0) throw U_ILLEGAL_ARGUMENT_ERROR;
        const options = skeletonOptions(readUnits(skeletonPtr, length));
        if (options === null) throw U_NUMBER_SKELETON_SYNTAX_ERROR;
        let formatter;
        try {
          const { scaled, ...intlOptions } = options;
          formatter = new Intl.NumberFormat(toTag(readChars(localePtr)), intlOptions);
          formatter.scaled = scaled === true;
        } catch {
          // A unit Intl does not sanction, which ICU may know: the engine's
          // unit-unsupported-in-browser. Else such as an unknown currency code.
          throw options.style === "unit" ? U_UNSUPPORTED_ERROR : U_NUMBER_SKELETON_SYNTAX_ERROR;
        }
        return open(formatter);
      });
    },
    keypad_icu_formatter_format(handle, decimalPtr, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => writeUnits(formatDecimal(handle, decimalPtr)[0], buffer, capacity, statusPtr));
    },
    keypad_icu_formatter_format_fields(handle, decimalPtr, buffer, capacity, fieldsPtr, fieldCapacity, countPtr, statusPtr) {
      setI32(countPtr, 0);
      return guarded(statusPtr, 0, () => {
        const [text, parts] = formatDecimal(handle, decimalPtr);
        const fields = icuFields(parts);
        if (fieldsPtr !== 0) {
          fields.slice(0, Math.max(fieldCapacity, 0)).forEach(([field, begin, end], i) => {
            setI32(fieldsPtr + 12 * i, field);
            setI32(fieldsPtr + 12 * i + 4, begin);
            setI32(fieldsPtr + 12 * i + 8, end);
          });
        }
        setI32(countPtr, fields.length);
        return writeUnits(text, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_formatter_close: close,

    // MARK: Locale ids
    keypad_icu_locale_count: () => supportedLocales.length,
    keypad_icu_locale_at: (index) => (index >= 0 && index < supportedLocales.length ? ownedString(supportedLocales[index]) : 0),
    keypad_icu_region_count: () => ICU_REGIONS.length,
    keypad_icu_region_at: (index) => (index >= 0 && index < ICU_REGIONS.length ? ownedString(ICU_REGIONS[index]) : 0),
    keypad_icu_locale_for_language_tag(tagPtr, buffer, capacity, parsedPtr, statusPtr) {
      setI32(parsedPtr, 0);
      return guarded(statusPtr, 0, () => {
        const [id, parsed] = tagToId(readChars(tagPtr));
        setI32(parsedPtr, parsed);
        return writeChars(id, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_locale_canonicalize: idGetter((id) => formatId(parseId(id))),
    keypad_icu_locale_base_name: idGetter((id) => formatId({ ...parseId(id), keywords: {} })),
    keypad_icu_locale_language: idGetter((id) => parseId(id).language),
    keypad_icu_locale_script: idGetter((id) => parseId(id).script),
    keypad_icu_locale_region: idGetter((id) => parseId(id).region),
    keypad_icu_locale_add_likely_subtags: idGetter((id) => formatId(maximized(id))),
    keypad_icu_locale_keyword(idPtr, keywordPtr, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const value = parseId(readChars(idPtr)).keywords[readChars(keywordPtr).toLowerCase()] ?? "";
        return writeChars(value, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_locale_is_right_to_left(idPtr) {
      try {
        const locale = new Intl.Locale(baseTag(readChars(idPtr))).maximize();
        const info = typeof locale.getTextInfo === "function" ? locale.getTextInfo() : locale.textInfo;
        return info?.direction === "rtl" ? 1 : 0;
      } catch {
        return 0;
      }
    },
    keypad_icu_locale_minimum_grouping_digits(localePtr, statusPtr) {
      return guarded(statusPtr, 1, () => {
        // The fewest digits before the first separator in `auto` grouping.
        const format = new Intl.NumberFormat(baseTag(readChars(localePtr)), { useGrouping: "auto", numberingSystem: "latn" });
        for (const sample of ["1000", "10000", "100000", "1000000"]) {
          const leading = /^\d+/.exec(format.format(sample))[0].length;
          if (leading < sample.length) return leading;
        }
        return 1;
      });
    },

    // MARK: Numbering systems
    keypad_icu_numbering_system(localePtr, buffer, capacity, algorithmicPtr, statusPtr) {
      setI32(algorithmicPtr, 0);
      return guarded(statusPtr, 0, () => {
        const name = new Intl.NumberFormat(toTag(readChars(localePtr))).resolvedOptions().numberingSystem;
        return writeChars(name, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_numbering_system_digits(namePtr, buffer, capacity, radixPtr, algorithmicPtr, statusPtr) {
      setI32(radixPtr, 0);
      setI32(algorithmicPtr, 0);
      return guarded(statusPtr, 0, () => {
        const name = readChars(namePtr);
        if (!Intl.supportedValuesOf("numberingSystem").includes(name)) throw U_UNSUPPORTED_ERROR;
        const format = new Intl.NumberFormat("en", { numberingSystem: name, useGrouping: false });
        let digits = "";
        for (let digit = 0; digit < 10; digit++) digits += format.format(digit);
        setI32(radixPtr, 10);
        return writeUnits(digits, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_numbering_system_exists: (namePtr) =>
      (Intl.supportedValuesOf("numberingSystem").includes(readChars(namePtr)) ? 1 : 0),
    keypad_icu_numbering_system_names(buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () =>
        writeChars(Intl.supportedValuesOf("numberingSystem").join(" "), buffer, capacity, statusPtr));
    },

    // MARK: Currencies
    keypad_icu_currency_exists(codePtr, statusPtr) {
      return guarded(statusPtr, 0, () => {
        return knownCurrencies.has(currencyCode(codePtr)) ? 1 : 0;
      });
    },
    keypad_icu_currency_fraction_digits(codePtr, statusPtr) {
      // From the system ICU's table (generate.c), the same in every browser:
      // their Intl's CLDR data disagree (IRR: 0 digits in Chromium, 2 in
      // WebKit and Firefox).
      // A code ICU does not know has its default, 2, as natively.
      return guarded(statusPtr, 0, () => ICU_CURRENCY_DIGITS[currencyCode(codePtr)] ?? 2);
    },
    keypad_icu_currency_for_locale(localePtr, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        // As ucurr_forLocale: the `currency` keyword, else the region of the
        // `rg` keyword or of the id itself (no likely region: none is missing).
        const parts = parseId(readChars(localePtr));
        const region = /^[a-z]{2}zzzz$/.test(parts.keywords.rg ?? "") ? parts.keywords.rg.slice(0, 2).toUpperCase() : parts.region;
        const code = parts.keywords.currency?.toUpperCase() ?? ICU_REGION_CURRENCY[region];
        if (!code) throw U_MISSING_RESOURCE_ERROR;
        return writeUnits(code, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_currency_plural_name(codePtr, localePtr, categoryPtr, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const code = currencyCode(codePtr);
        const bcp = baseTag(readChars(localePtr));
        const category = readChars(categoryPtr);
        // A number the locale's rules put in the category (else `other`, as ICU
        // falls back), formatted with the currency's name; its currency part.
        const samples = [];
        for (let n = 0; n <= 200; n++) samples.push(String(n));
        samples.push("1000000", "0.5", "1.5", "0.0", "1.0");
        const sample = samples.find((s) => selectPlural(bcp, s) === category) ??
          samples.find((s) => selectPlural(bcp, s) === "other");
        const digits = fractionCount(sample);
        const parts = new Intl.NumberFormat(bcp, {
          style: "currency", currency: code, currencyDisplay: "name",
          minimumFractionDigits: digits, maximumFractionDigits: digits,
        }).formatToParts(sample);
        // The name: the longest currency part (some locales also show a symbol).
        const name = parts.filter((p) => p.type === "currency").map((p) => p.value)
          .reduce((longest, value) => (value.length > longest.length ? value : longest), "");
        return writeUnits(name, buffer, capacity, statusPtr);
      });
    },

    // MARK: Plural rules
    keypad_icu_plural_open(localePtr, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const bcp = baseTag(readChars(localePtr));
        new Intl.PluralRules(bcp); // checks the tag
        return open(bcp);
      });
    },
    keypad_icu_plural_select(handle, decimalPtr, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const decimal = readChars(decimalPtr);
        if (fractionCount(decimal) > 40) throw U_ILLEGAL_ARGUMENT_ERROR;
        return writeChars(selectPlural(handles.get(handle), decimal), buffer, capacity, statusPtr);
      });
    },
    keypad_icu_plural_close: close,

    // MARK: Spellout: Intl has no rule-based number spelling.
    keypad_icu_spellout_open(localePtr, statusPtr) {
      return guarded(statusPtr, 0, () => {
        throw U_UNSUPPORTED_ERROR;
      });
    },
    keypad_icu_spellout_format(handle, decimalPtr, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        throw U_UNSUPPORTED_ERROR;
      });
    },
    keypad_icu_spellout_actual_locale(handle, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        throw U_UNSUPPORTED_ERROR;
      });
    },
    keypad_icu_spellout_close: close,

    // MARK: Messages
    keypad_icu_message_format(localePtr, languagePtr, idPtr, patternPtr, patternLength, argumentsPtr,
      argumentsLength, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const locale = readChars(localePtr), id = readChars(idPtr);
        // An empty language is the locale's: its language's in its script where
        // Keypad or the page has that catalog (the module passes none, Message.swift);
        // a language and script's catalog (zh_Hant) without the pattern gives way to
        // the language's (zh).
        const language = readChars(languagePtr) || messageLocale(locale).language;
        const [languageOnly] = language.split("_");
        let pattern = patternLength > 0 ? readBytes(patternPtr, patternLength) :
          messagePattern(language, id) ?? (languageOnly !== language ? messagePattern(languageOnly, id) : undefined);
        // No catalog of the language (or no pattern for the id in it): English, and say so.
        const fallback = pattern === undefined;
        if (fallback) pattern = messagePattern("en", id);
        if (pattern === undefined) throw U_MISSING_RESOURCE_ERROR;
        const named = readBytes(argumentsPtr, argumentsLength).split("\0");
        const values = new Map();
        for (let i = 0; i + 1 < named.length; i += 2) values.set(named[i], named[i + 1]);
        const length = writeChars(formatMessage(pattern, messageLocale(locale).tag, values), buffer, capacity, statusPtr);
        if (fallback && getI32(statusPtr) <= 0) setI32(statusPtr, U_USING_DEFAULT_WARNING);
        return length;
      });
    },

    // MARK: Characters
    keypad_icu_decimal_digit_value(scalar) {
      const nd = /\p{Nd}/u;
      if (scalar > 0x10ffff || !nd.test(String.fromCodePoint(scalar))) return -1;
      // Nd digits come in runs of ten from zero: walk back to the run's start.
      let start = scalar;
      while (start > 0 && nd.test(String.fromCodePoint(start - 1))) start--;
      return (scalar - start) % 10;
    },
    keypad_icu_is_alphabetic(scalar) {
      return scalar <= 0x10ffff && /\p{Alphabetic}/u.test(String.fromCodePoint(scalar)) ? 1 : 0;
    },
    keypad_icu_is_white_space(scalar) {
      return scalar <= 0x10ffff && /\p{White_Space}/u.test(String.fromCodePoint(scalar)) ? 1 : 0;
    },

    // MARK: Dates
    keypad_icu_year_month_format(localePtr, year, month, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const locale = new Intl.Locale(toTag(readChars(localePtr)), { calendar: "gregory" });
        const date = gregorianDate(year, month, 15);
        if (!date) throw U_ILLEGAL_ARGUMENT_ERROR;
        const text = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(date);
        return writeUnits(text, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_dates_open(localePtr, statusPtr) {
      return guarded(statusPtr, 0, () => open(openDates(toTag(readChars(localePtr)))));
    },
    keypad_icu_dates_close: close,
    keypad_icu_dates_pattern(handle, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => writeUnits(handles.get(handle).pattern, buffer, capacity, statusPtr));
    },
    keypad_icu_dates_calendar_type(handle, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => writeChars(handles.get(handle).type, buffer, capacity, statusPtr));
    },
    keypad_icu_dates_limits(handle, limitsPtr, statusPtr) {
      guarded(statusPtr, 0, () => handles.get(handle).limits.forEach((value, i) => setI32(limitsPtr + 4 * i, value)));
    },
    keypad_icu_dates_days_in_month(handle, year, month, statusPtr) {
      return guarded(statusPtr, 0, () => datesDaysInMonth(handles.get(handle), year, month));
    },
    keypad_icu_dates_to_gregorian(handle, year, month, day, partsPtr, statusPtr) {
      guarded(statusPtr, 0, () => {
        datesToGregorian(handles.get(handle), year, month, day, (parts) => {
          parts.forEach((v, i) => setI32(partsPtr + 4 * i, v));
          return parts;
        });
      });
    },
    keypad_icu_dates_from_gregorian(handle, year, month, day, partsPtr, statusPtr) {
      guarded(statusPtr, 0, () => {
        datesFromGregorian(handles.get(handle), year, month, day).forEach((v, i) => setI32(partsPtr + 4 * i, v));
      });
    },
    keypad_icu_dates_format(handle, style, year, month, day, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const text = datesFormat(handles.get(handle), style, year, month, day);
        if (text === null) {
          // No era in the pattern: an empty text, the status left alone.
          if (capacity > 0) view().setUint16(buffer, 0, true);
          return 0;
        }
        return writeUnits(text, buffer, capacity, statusPtr);
      });
    },

    // MARK: Times of day
    keypad_icu_times_open(localePtr, seconds, statusPtr) {
      return guarded(statusPtr, 0, () => open(openTimes(toTag(readChars(localePtr)), seconds !== 0)));
    },
    keypad_icu_times_close: close,
    keypad_icu_times_pattern(handle, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => writeUnits(handles.get(handle).pattern, buffer, capacity, statusPtr));
    },
    keypad_icu_times_day_period(handle, index, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const text = handles.get(handle).dayPeriods[index];
        if (text === undefined) throw U_ILLEGAL_ARGUMENT_ERROR;
        return writeUnits(text, buffer, capacity, statusPtr);
      });
    },
    keypad_icu_times_format(handle, hour, minute, second, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () =>
        writeUnits(handles.get(handle).format.format(timeOfDay(hour, minute, second)), buffer, capacity, statusPtr));
    },

    // MARK: Durations
    keypad_icu_durations_open(localePtr, width, statusPtr) {
      return guarded(statusPtr, 0, () => open(openDurations(toTag(readChars(localePtr)), width)));
    },
    keypad_icu_durations_close: close,
    keypad_icu_durations_format(handle, hours, minutes, seconds, shown, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const { units, list } = handles.get(handle);
        const items = [hours, minutes, seconds]
          .map((value, i) => ((shown & (4 >> i)) !== 0 ? units[i].format(value) : null))
          .filter((item) => item !== null);
        return writeUnits(list.format(items), buffer, capacity, statusPtr);
      });
    },

    // MARK: Today
    keypad_icu_today(partsPtr, statusPtr) {
      guarded(statusPtr, 0, () => {
        const now = new Date();
        [now.getFullYear(), now.getMonth() + 1, now.getDate()].forEach((v, i) => setI32(partsPtr + 4 * i, v));
      });
    },
  };
}
