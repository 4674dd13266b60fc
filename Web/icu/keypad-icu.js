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
// U_UNSUPPORTED_ERROR, the engine's fallback for a locale without rules),
// and dates of calendars other than the Gregorian one (keypad_icu_dates_open
// fails with U_UNSUPPORTED_ERROR for them). The locale and region lists and
// each region's currency come from the system ICU at build time
// (generated/icu-data.js, written by generate.sh).

import { ICU_CURRENCIES, ICU_LOCALES, ICU_REGIONS, ICU_REGION_CURRENCY } from "./generated/icu-data.js";

// MARK: Statuses

const U_ZERO_ERROR = 0;
const U_ILLEGAL_ARGUMENT_ERROR = 1;
const U_MISSING_RESOURCE_ERROR = 2;
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

/** ICU's names of Intl's calendars, where they differ. */
const ICU_CALENDAR = { gregory: "gregorian", ethioaa: "ethiopic-amete-alem", islamicc: "islamic-civil" };
/** ICU's Gregorian calendar limits (ucal_getLimit): era max, year min/max, month, day. */
const GREGORIAN_LIMITS = [1, 1, 144683, 1, 12, 1, 31];

/** Noon UTC of a proleptic Gregorian day (years 0 to 99 too), or null if the month lacks it. */
function gregorianDate(year, month, day) {
  const date = new Date(Date.UTC(2000, month - 1, day, 12));
  date.setUTCFullYear(year);
  const valid = month >= 1 && month <= 12 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : null;
}

/** An ICU era letter pattern of a locale's numeric date (`dd.MM.yyyy`) from Intl's parts. */
function numericPattern(formatter) {
  // Letters of literal text are quoted, as CLDR's patterns quote them (`'г'.`).
  const quote = (text) => text.replace(/'/g, "''").replace(/\p{L}+/gu, (letters) => `'${letters}'`);
  const letters = { year: "yyyy", month: "MM", day: "dd", era: "G", relatedYear: "r", yearName: "U" };
  return formatter.formatToParts(gregorianDate(2024, 2, 9))
    .map((p) => letters[p.type] ?? quote(p.value)).join("");
}

// MARK: The imports

/**
 * The `env` imports of the engine's wasm module: one function per function of
 * keypad_icu.h. `getInstance()` returns the instantiated module, whose exports
 * have `memory`, `malloc` and `free`.
 */
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
          throw U_NUMBER_SKELETON_SYNTAX_ERROR;  // such as an unknown currency code
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
      return guarded(statusPtr, 0, () =>
        new Intl.NumberFormat("en", { style: "currency", currency: currencyCode(codePtr) }).resolvedOptions().maximumFractionDigits);
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

    // MARK: Characters
    keypad_icu_decimal_digit_value(scalar) {
      const nd = /\p{Nd}/u;
      if (scalar > 0x10ffff || !nd.test(String.fromCodePoint(scalar))) return -1;
      // Nd digits come in runs of ten from zero: walk back to the run's start.
      let start = scalar;
      while (start > 0 && nd.test(String.fromCodePoint(start - 1))) start--;
      return (scalar - start) % 10;
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
      return guarded(statusPtr, 0, () => {
        const tag = toTag(readChars(localePtr));
        const numeric = new Intl.DateTimeFormat(tag, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" });
        const calendar = numeric.resolvedOptions().calendar;
        // Only the Gregorian calendar is implemented: its days are Date's.
        if (calendar !== "gregory") throw U_UNSUPPORTED_ERROR;
        const pattern = numericPattern(numeric);
        const style = (dateStyle) => new Intl.DateTimeFormat(tag, { dateStyle, timeZone: "UTC" });
        return open({
          pattern,
          type: ICU_CALENDAR[calendar] ?? calendar,
          medium: style("medium"),
          full: style("full"),
          era: /G/.test(pattern.replace(/'[^']*'/g, "")) ? new Intl.DateTimeFormat(tag, { era: "short", year: "numeric", timeZone: "UTC" }) : null,
        });
      });
    },
    keypad_icu_dates_close: close,
    keypad_icu_dates_pattern(handle, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => writeUnits(handles.get(handle).pattern, buffer, capacity, statusPtr));
    },
    keypad_icu_dates_calendar_type(handle, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => writeChars(handles.get(handle).type, buffer, capacity, statusPtr));
    },
    keypad_icu_dates_limits(handle, limitsPtr, statusPtr) {
      guarded(statusPtr, 0, () => GREGORIAN_LIMITS.forEach((value, i) => setI32(limitsPtr + 4 * i, value)));
    },
    keypad_icu_dates_days_in_month(handle, year, month, statusPtr) {
      return guarded(statusPtr, 0, () => {
        if (!gregorianDate(year, month, 1)) throw U_ILLEGAL_ARGUMENT_ERROR;
        let days = 28;
        while (days < 31 && gregorianDate(year, month, days + 1)) days++;
        return days;
      });
    },
    // Gregorian to Gregorian: the day checked, as era (1 AD, 0 BC), year, month, day.
    keypad_icu_dates_to_gregorian(handle, year, month, day, partsPtr, statusPtr) {
      guarded(statusPtr, 0, () => {
        if (!gregorianDate(year, month, day)) throw U_ILLEGAL_ARGUMENT_ERROR;
        [year > 0 ? 1 : 0, year > 0 ? year : 1 - year, month, day].forEach((v, i) => setI32(partsPtr + 4 * i, v));
      });
    },
    keypad_icu_dates_from_gregorian(handle, year, month, day, partsPtr, statusPtr) {
      guarded(statusPtr, 0, () => {
        if (!gregorianDate(year, month, day)) throw U_ILLEGAL_ARGUMENT_ERROR;
        [year > 0 ? 1 : 0, year > 0 ? year : 1 - year, month, day].forEach((v, i) => setI32(partsPtr + 4 * i, v));
      });
    },
    keypad_icu_dates_format(handle, style, year, month, day, buffer, capacity, statusPtr) {
      return guarded(statusPtr, 0, () => {
        const dates = handles.get(handle);
        const date = gregorianDate(year, month, day);
        if (!date) throw U_ILLEGAL_ARGUMENT_ERROR;
        let text = "";
        if (style === 0) text = dates.medium.format(date);
        else if (style === 1) text = dates.full.format(date);
        else if (dates.era) text = dates.era.formatToParts(date).filter((p) => p.type === "era").map((p) => p.value).join("");
        return writeUnits(text, buffer, capacity, statusPtr);
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
