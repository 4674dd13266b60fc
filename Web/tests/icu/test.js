// Replays the native cases (generated/native.json, from native.c over
// Keypad's C implementation) against Web/icu/keypad-icu.js, in the browser.
// The module gets a plain WebAssembly.Memory and a bump `malloc` of its own
// in place of the engine's instance. Each case's result has the shape of
// the native "out"; run.py compares them.
import {
  keypadICUImports, loadMessageCatalogs, messageCatalogLanguage, registerMessageCatalog,
} from "../../icu/keypad-icu.js";

const memory = new WebAssembly.Memory({ initial: 16 });
let top = 1024; // a bump allocator: nothing is freed in a test run
const malloc = (size) => {
  const ptr = top;
  top = (top + size + 7) & ~7;
  if (top > memory.buffer.byteLength) memory.grow(Math.ceil((top - memory.buffer.byteLength) / 65536));
  return ptr;
};
const instance = { exports: { memory, malloc, free() {} } };
const icu = keypadICUImports(() => instance);

// Marshalling, with fresh views (the memory may grow).
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const chars = (text) => {
  const bytes = encoder.encode(text);
  const ptr = malloc(bytes.length + 1);
  new Uint8Array(memory.buffer).set([...bytes, 0], ptr);
  return ptr;
};
/** UTF-8 bytes in memory, not NUL-terminated: { ptr, length }. */
const bytes = (text) => {
  const encoded = encoder.encode(text);
  const ptr = malloc(encoded.length + 1);
  new Uint8Array(memory.buffer).set(encoded, ptr);
  return { ptr, length: encoded.length };
};
const units = (text) => {
  const ptr = malloc(2 * text.length + 2);
  const view = new DataView(memory.buffer);
  for (let i = 0; i < text.length; i++) view.setUint16(ptr + 2 * i, text.charCodeAt(i), true);
  view.setUint16(ptr + 2 * text.length, 0, true);
  return ptr;
};
const int32 = (value = 0) => {
  const ptr = malloc(4);
  new DataView(memory.buffer).setInt32(ptr, value, true);
  return ptr;
};
const get = (ptr, index = 0) => new DataView(memory.buffer).getInt32(ptr + 4 * index, true);
const readChars = (ptr) => {
  const bytes = new Uint8Array(memory.buffer);
  let end = ptr;
  while (bytes[end] !== 0) end++;
  return decoder.decode(bytes.slice(ptr, end));
};
const readUnits = (ptr, length) => {
  const view = new DataView(memory.buffer);
  let text = "";
  for (let i = 0; i < Math.min(length, 300); i++) text += String.fromCharCode(view.getUint16(ptr + 2 * i, true));
  return text;
};
const BIG = 4096;

/** A locale getter case: {status, value, length}. */
function getter(fn, id) {
  const buffer = malloc(160), status = int32();
  const length = fn(chars(id), buffer, 160, status);
  return { status: get(status), value: get(status) <= 0 ? readChars(buffer) : "", length };
}

/** One dates handle per locale for the calendar cases, as native.c keeps one. */
const calendarHandles = new Map();
function calendarHandle(locale) {
  if (!calendarHandles.has(locale)) calendarHandles.set(locale, icu.keypad_icu_dates_open(chars(locale), int32()));
  return calendarHandles.get(locale);
}

/** A conversion case: the four parts start as -9, as native.c's, so parts left alone show. */
function calendarParts(c, convert) {
  const parts = malloc(16), status = int32();
  for (let i = 0; i < 4; i++) new DataView(memory.buffer).setInt32(parts + 4 * i, -9, true);
  convert(calendarHandle(c.locale), ...c.args, parts, status);
  return { status: get(status), parts: [0, 1, 2, 3].map((i) => get(parts, i)) };
}

const run = {
  error_name: (c) => ({ value: readChars(icu.keypad_icu_error_name(c.args[0])) }),
  format(c) {
    const [skeleton, decimal] = c.args;
    const openStatus = int32();
    const f = icu.keypad_icu_formatter_open(units(skeleton), skeleton.length, chars(c.locale), openStatus);
    const out = { openStatus: get(openStatus) };
    if (f) {
      const buffer = malloc(2 * 256), fields = malloc(12 * 32), count = int32(), status = int32();
      const length = icu.keypad_icu_formatter_format_fields(f, chars(decimal), buffer, 256, fields, 32, count, status);
      out.status = get(status);
      out.text = readUnits(buffer, length);
      out.fields = [];
      for (let i = 0; i < Math.min(get(count), 32); i++) out.fields.push([get(fields, 3 * i), get(fields, 3 * i + 1), get(fields, 3 * i + 2)]);
      const tinyStatus = int32();
      out.needed = icu.keypad_icu_formatter_format(f, chars(decimal), malloc(4), 2, tinyStatus);
      out.tinyStatus = get(tinyStatus);
      icu.keypad_icu_formatter_close(f);
    }
    return out;
  },
  format_unit(c) {
    const [skeleton, decimal] = c.args;
    const openStatus = int32();
    const f = icu.keypad_icu_formatter_open(units(skeleton), skeleton.length, chars(c.locale), openStatus);
    const out = { openStatus: get(openStatus) };
    if (f) {
      const buffer = malloc(2 * 256), status = int32();
      const length = icu.keypad_icu_formatter_format(f, chars(decimal), buffer, 256, status);
      out.status = get(status);
      out.text = readUnits(buffer, length);
      icu.keypad_icu_formatter_close(f);
    }
    return out;
  },
  format_open_bad(c) {
    const status = int32();
    const f = icu.keypad_icu_formatter_open(units(c.args[0]), c.args[0].length, chars(c.locale), status);
    return { status: get(status), null: f === 0 ? 1 : 0 };
  },
  canonicalize: (c) => getter(icu.keypad_icu_locale_canonicalize, c.locale),
  base_name: (c) => getter(icu.keypad_icu_locale_base_name, c.locale),
  language: (c) => getter(icu.keypad_icu_locale_language, c.locale),
  script: (c) => getter(icu.keypad_icu_locale_script, c.locale),
  region: (c) => getter(icu.keypad_icu_locale_region, c.locale),
  add_likely_subtags: (c) => getter(icu.keypad_icu_locale_add_likely_subtags, c.locale),
  keyword(c) {
    const buffer = malloc(64), status = int32();
    const length = icu.keypad_icu_locale_keyword(chars(c.locale), chars(c.args[0]), buffer, 64, status);
    return { status: get(status), value: readChars(buffer), length };
  },
  is_right_to_left: (c) => ({ value: icu.keypad_icu_locale_is_right_to_left(chars(c.locale)) }),
  minimum_grouping_digits(c) {
    const status = int32();
    const value = icu.keypad_icu_locale_minimum_grouping_digits(chars(c.locale), status);
    return { status: get(status), value };
  },
  numbering_system(c) {
    const buffer = malloc(64), algorithmic = int32(), status = int32();
    new Uint8Array(memory.buffer)[buffer] = 0;
    icu.keypad_icu_numbering_system(chars(c.locale), buffer, 64, algorithmic, status);
    return { status: get(status), value: readChars(buffer), algorithmic: get(algorithmic) };
  },
  currency_for_locale(c) {
    const buffer = malloc(16), status = int32();
    const length = icu.keypad_icu_currency_for_locale(chars(c.locale), buffer, 8, status);
    return { status: get(status), value: readUnits(buffer, get(status) > 0 ? 0 : length) };
  },
  plural_select(c) {
    const openStatus = int32();
    const rules = icu.keypad_icu_plural_open(chars(c.locale), openStatus);
    const buffer = malloc(16), status = int32(get(openStatus));
    new Uint8Array(memory.buffer)[buffer] = 0;
    icu.keypad_icu_plural_select(rules, chars(c.args[0]), buffer, 16, status);
    icu.keypad_icu_plural_close(rules);
    return { status: get(status), value: readChars(buffer) };
  },
  currency_plural_name(c) {
    const buffer = malloc(256), status = int32();
    const length = icu.keypad_icu_currency_plural_name(units(c.args[0]), chars(c.locale), chars(c.args[1]), buffer, 128, status);
    return { status: get(status), value: readUnits(buffer, get(status) > 0 ? 0 : length) };
  },
  year_month_format(c) {
    const buffer = malloc(512), status = int32();
    const length = icu.keypad_icu_year_month_format(chars(c.locale), c.args[0], c.args[1], buffer, 256, status);
    return { status: get(status), value: readUnits(buffer, get(status) > 0 ? 0 : length) };
  },
  dates(c) {
    const openStatus = int32();
    const dates = icu.keypad_icu_dates_open(chars(c.locale), openStatus);
    const out = { openStatus: get(openStatus) };
    if (!dates) return out;
    const buffer = malloc(512), status = int32(), type = malloc(64), limits = malloc(28), parts = malloc(16), back = malloc(16);
    out.pattern = readUnits(buffer, icu.keypad_icu_dates_pattern(dates, buffer, 256, status));
    icu.keypad_icu_dates_calendar_type(dates, type, 64, status);
    out.type = readChars(type);
    icu.keypad_icu_dates_limits(dates, limits, status);
    out.limits = [0, 1, 2, 3, 4, 5, 6].map((i) => get(limits, i));
    icu.keypad_icu_dates_from_gregorian(dates, 2024, 2, 29, parts, status);
    out.fromGregorian = [0, 1, 2, 3].map((i) => get(parts, i));
    icu.keypad_icu_dates_to_gregorian(dates, get(parts, 1), get(parts, 2), get(parts, 3), back, status);
    out.toGregorian = [0, 1, 2, 3].map((i) => get(back, i));
    out.daysInMonth = icu.keypad_icu_dates_days_in_month(dates, get(parts, 1), get(parts, 2), status);
    const badStatus = int32();
    icu.keypad_icu_dates_to_gregorian(dates, get(parts, 1), 2, 31, back, badStatus);
    out.badDayStatus = get(badStatus);
    for (const style of [0, 1, 2]) {
      out[`style${style}`] = readUnits(buffer, icu.keypad_icu_dates_format(dates, style, get(parts, 1), get(parts, 2), get(parts, 3), buffer, 256, status));
    }
    out.status = get(status);
    icu.keypad_icu_dates_close(dates);
    return out;
  },
  calendar(c) {
    const openStatus = int32();
    const dates = icu.keypad_icu_dates_open(chars(c.locale), openStatus);
    const out = { openStatus: get(openStatus) };
    if (!dates) return out;
    const buffer = malloc(128), status = int32(), type = malloc(64), limits = malloc(28);
    out.pattern = readUnits(buffer, icu.keypad_icu_dates_pattern(dates, buffer, 64, status));
    icu.keypad_icu_dates_calendar_type(dates, type, 64, status);
    out.type = readChars(type);
    icu.keypad_icu_dates_limits(dates, limits, status);
    out.limits = [0, 1, 2, 3, 4, 5, 6].map((i) => get(limits, i));
    out.status = get(status);
    icu.keypad_icu_dates_close(dates);
    return out;
  },
  calendar_from: (c) => calendarParts(c, icu.keypad_icu_dates_from_gregorian),
  calendar_to: (c) => calendarParts(c, icu.keypad_icu_dates_to_gregorian),
  calendar_days(c) {
    const status = int32();
    const value = icu.keypad_icu_dates_days_in_month(calendarHandle(c.locale), c.args[0], c.args[1], status);
    return { status: get(status), value: get(status) > 0 ? 0 : value };
  },
  calendar_format(c) {
    const buffer = malloc(512), status = int32();
    const length = icu.keypad_icu_dates_format(calendarHandle(c.locale), ...c.args, buffer, 256, status);
    return { status: get(status), value: readUnits(buffer, get(status) > 0 ? 0 : length) };
  },
  times(c) {
    const openStatus = int32();
    const handle = icu.keypad_icu_times_open(chars(c.locale), c.args[0], openStatus);
    const out = { openStatus: get(openStatus) };
    if (!handle) return out;
    const buffer = malloc(512), status = int32();
    out.pattern = readUnits(buffer, icu.keypad_icu_times_pattern(handle, buffer, 256, status));
    if (/a/.test(out.pattern.replace(/'[^']*'/g, ""))) {
      out.am = readUnits(buffer, icu.keypad_icu_times_day_period(handle, 0, buffer, 256, status));
      out.pm = readUnits(buffer, icu.keypad_icu_times_day_period(handle, 1, buffer, 256, status));
    }
    for (const [hour, minute, second] of [[0, 5, 0], [7, 30, 0], [12, 0, 0], [19, 45, 9]]) {
      const key = [hour, minute, second].map((n) => String(n).padStart(2, "0")).join(":");
      out[key] = readUnits(buffer, icu.keypad_icu_times_format(handle, hour, minute, second, buffer, 256, status));
    }
    out.status = get(status);
    icu.keypad_icu_times_close(handle);
    return out;
  },
  durations(c) {
    const openStatus = int32();
    const handle = icu.keypad_icu_durations_open(chars(c.locale), c.args[0], openStatus);
    const out = { openStatus: get(openStatus) };
    if (!handle) return out;
    const buffer = malloc(512), status = int32();
    for (const [hours, minutes, seconds, shown] of [[1, 5, 30, 7], [0, 1, 30, 3], [2, 0, 0, 4], [0, 0, 0, 1], [100, 0, 39, 5]]) {
      const key = `${hours}:${minutes}:${seconds}/${shown}`;
      out[key] = readUnits(buffer, icu.keypad_icu_durations_format(handle, hours, minutes, seconds, shown, buffer, 256, status));
    }
    out.status = get(status);
    icu.keypad_icu_durations_close(handle);
    return out;
  },
  spellout_open(c) {
    const status = int32();
    const spellout = icu.keypad_icu_spellout_open(chars(c.locale), status);
    return { status: get(status), null: spellout === 0 ? 1 : 0 };
  },
  for_language_tag(c) {
    const buffer = malloc(160), parsed = int32(), status = int32();
    new Uint8Array(memory.buffer)[buffer] = 0;
    const length = icu.keypad_icu_locale_for_language_tag(chars(c.locale), buffer, 160, parsed, status);
    return { status: get(status), value: readChars(buffer), length, parsed: get(parsed) };
  },
  numbering_system_digits(c) {
    const buffer = malloc(128), radix = int32(), algorithmic = int32(), status = int32();
    const length = icu.keypad_icu_numbering_system_digits(chars(c.args[0]), buffer, 64, radix, algorithmic, status);
    const out = { status: get(status), exists: icu.keypad_icu_numbering_system_exists(chars(c.args[0])) };
    if (get(status) <= 0 && !get(algorithmic)) Object.assign(out, { value: readUnits(buffer, length), radix: get(radix) });
    out.algorithmic = get(algorithmic);
    return out;
  },
  numbering_system_names() {
    const buffer = malloc(BIG), status = int32();
    icu.keypad_icu_numbering_system_names(buffer, BIG, status);
    return { status: get(status), value: readChars(buffer) };
  },
  currency(c) {
    const status = int32(), fractionStatus = int32();
    const exists = icu.keypad_icu_currency_exists(units(c.args[0]), status);
    const fractionDigits = icu.keypad_icu_currency_fraction_digits(units(c.args[0]), fractionStatus);
    return { status: get(status), exists, fractionStatus: get(fractionStatus), fractionDigits };
  },
  message_format(c) {
    const [language, id, pattern, values] = c.args;
    const named = bytes(Object.entries(values).map(([name, value]) => `${name}\u0000${value}\u0000`).join(""));
    const text = bytes(pattern);
    const buffer = malloc(4096), status = int32();
    icu.keypad_icu_message_format(chars(c.locale), chars(language), chars(id), text.ptr, text.length,
      named.ptr, named.length, buffer, 4096, status);
    return { status: get(status), text: get(status) > 0 ? "" : readChars(buffer) };
  },
  // The catalog a page loads for a locale: the one the native engine words it in.
  message_catalog: (c) => ({ value: messageCatalogLanguage(c.locale) }),
  decimal_digit_value: (c) => ({ value: icu.keypad_icu_decimal_digit_value(c.args[0]) }),
  is_alphabetic: (c) => ({ value: icu.keypad_icu_is_alphabetic(c.args[0]) }),
  is_white_space: (c) => ({ value: icu.keypad_icu_is_white_space(c.args[0]) }),
  regions() {
    const list = [];
    for (let i = 0; i < icu.keypad_icu_region_count(); i++) list.push(readChars(icu.keypad_icu_region_at(i)));
    return { count: icu.keypad_icu_region_count(), value: list.join(" "), past: icu.keypad_icu_region_at(list.length) === 0 ? 1 : 0 };
  },
  locales() {
    const list = [];
    for (let i = 0; i < icu.keypad_icu_locale_count(); i++) list.push(readChars(icu.keypad_icu_locale_at(i)));
    return { count: icu.keypad_icu_locale_count(), value: list.join(" "), past: icu.keypad_icu_locale_at(list.length) === 0 ? 1 : 0 };
  },
};

/** Checks the conventions the native cases do not: a failure coming in, today. */
function conventionChecks() {
  const problems = [];
  const status = int32(1), buffer = malloc(16);
  new Uint8Array(memory.buffer)[buffer] = 0x55;
  if (icu.keypad_icu_locale_language(chars("de_DE"), buffer, 16, status) !== 0 || get(status) !== 1 ||
      new Uint8Array(memory.buffer)[buffer] !== 0x55) problems.push("a failure status coming in was not left alone");
  const today = malloc(12), todayStatus = int32();
  icu.keypad_icu_today(today, todayStatus);
  const now = new Date();
  if (get(today, 0) !== now.getFullYear() || get(today, 1) !== now.getMonth() + 1 || get(todayStatus) !== 0) problems.push("keypad_icu_today");
  // Without a pattern (the module's calls), the host's catalog: the same
  // words as with Keypad's pattern given, and English with a warning for a
  // language without a catalog.
  const message = (locale, language, pattern) => {
    const named = bytes(["label", "Betrag", "bound", "1,00\u00a0\u20ac", "short", "3", "long", "4", ""].join("\u0000"));
    const given = bytes(pattern ?? "");
    const buffer = malloc(512), status = int32();
    icu.keypad_icu_message_format(chars(locale), chars(language), chars("validation.below-min"),
      given.ptr, given.length, named.ptr, named.length, buffer, 512, status);
    return [get(status), get(status) > 0 ? "" : readChars(buffer)];
  };
  const [germanStatus, german] = message("de_DE", "de", null);
  if (germanStatus !== 0 || german !== "Betrag muss mindestens 1,00\u00a0\u20ac sein") {
    problems.push(`the host's German catalog: ${germanStatus} ${german}`);
  }
  const [swedishStatus, swedish] = message("sv_SE", "sv", null);
  if (swedishStatus !== -127 || swedish !== "Betrag must be at least 1,00\u00a0\u20ac") {
    problems.push(`a language without a catalog: ${swedishStatus} ${swedish}`);
  }
  const [taiwanStatus, taiwan] = message("zh_TW", "zh_Hant", null);
  if (taiwanStatus !== 0 || taiwan !== "Betrag不能小於1,00 €") {
    problems.push(`the host's Traditional Chinese catalog: ${taiwanStatus} ${taiwan}`);
  }
  // An empty language, the locale's: Hong Kong's likely script is Hant.
  const [hongKongStatus, hongKong] = message("zh_HK", "", null);
  if (hongKongStatus !== 0 || hongKong !== taiwan) {
    problems.push(`an empty language in zh_HK, the Traditional catalog: ${hongKongStatus} ${hongKong}`);
  }
  // A language and script without a catalog of its own: the language's.
  const [scriptStatus, byScript] = message("de_DE", "de_Latn", null);
  if (scriptStatus !== 0 || byScript !== german) {
    problems.push(`a script without a catalog, the language's: ${scriptStatus} ${byScript}`);
  }
  const [localeStatus, byLocale] = message("fr_CA", "", null);
  if (localeStatus !== 0 || byLocale !== "Betrag doit être d\u2019au moins 1,00\u00a0\u20ac") {
    problems.push(`an empty language, the locale's: ${localeStatus} ${byLocale}`);
  }
  // A page's catalog: its pattern, without the warning; a wrong one refused whole.
  registerMessageCatalog("sv", { "validation.below-min": "{label} måste vara minst {bound}" });
  const [registeredStatus, registered] = message("sv_SE", "sv", null);
  if (registeredStatus !== 0 || registered !== "Betrag måste vara minst 1,00\u00a0\u20ac") {
    problems.push(`a page's catalog: ${registeredStatus} ${registered}`);
  }
  // A locale's catalog is found again once a page registers one: Serbian in
  // Latin asked with an empty language is English's until sr_Latn is registered.
  const [latinBeforeStatus] = message("sr_Latn_RS", "", null);
  registerMessageCatalog("sr_Latn", { "validation.below-min": "{label} mora biti najmanje {bound}" });
  const [latinStatus, latin] = message("sr_Latn_RS", "", null);
  if (latinBeforeStatus !== -127 || latinStatus !== 0 || !latin.startsWith("Betrag mora biti najmanje ")) {
    problems.push(`a catalog registered after its locale was asked: ${latinBeforeStatus} ${latinStatus} ${latin}`);
  }
  for (const wrong of [{ "validation.nothing": "x" }, { "validation.required": "Fyll i {fält}" },
    { "validation.required": "{label, plural, one {x}}" }, { "validation.required": "{label, date}" }]) {
    let refused = false;
    try {
      registerMessageCatalog("sv", { "validation.too-short": "kept out", ...wrong });
    } catch {
      refused = true;
    }
    if (!refused) problems.push(`a wrong catalog was registered: ${JSON.stringify(wrong)}`);
  }
  const [givenStatus, given] = message("sv_SE", "sv", "{label} minst {bound}");
  if (givenStatus !== 0 || given !== "Betrag minst 1,00\u00a0\u20ac") problems.push(`a pattern given: ${givenStatus} ${given}`);
  const name = icu.keypad_icu_error_name(15);
  if (icu.keypad_icu_error_name(15) !== name) problems.push("error_name is not cached");
  return problems;
}

/** Each catalog module fetched once, however often its languages are asked for. */
async function catalogLoadChecks() {
  const problems = [];
  await Promise.all([loadMessageCatalogs(["de_DE", "fr_CA"]), loadMessageCatalogs(["de-AT", "fr"])]);
  await loadMessageCatalogs(["de_CH", "sv_SE"]);
  const fetched = performance.getEntriesByType("resource").map((entry) => entry.name)
    .filter((name) => name.includes("/generated/messages/")).map((name) => name.split("/").pop()).sort();
  if (JSON.stringify(fetched) !== JSON.stringify(["de.js", "en.js", "fr.js"])) {
    problems.push(`catalog modules fetched: ${fetched.join(" ")}`);
  }
  // Taiwan and Hong Kong (likely script Hant) load the Traditional catalog alone.
  await loadMessageCatalogs(["zh-TW", "zh_HK", "zh-Hant"]);
  const chinese = performance.getEntriesByType("resource").map((entry) => entry.name)
    .filter((name) => name.includes("/generated/messages/zh")).map((name) => name.split("/").pop());
  if (JSON.stringify(chinese) !== JSON.stringify(["zh_Hant.js"])) {
    problems.push(`Chinese catalog modules fetched for zh-TW, zh_HK and zh-Hant: ${chinese.join(" ")}`);
  }
  return problems;
}

async function main() {
  const loading = await catalogLoadChecks();
  const cases = await (await fetch("generated/native.json")).json();
  const results = cases.map((c) => {
    try {
      return { ...c, browser: run[c.fn](c) };
    } catch (error) {
      return { ...c, browser: { exception: String(error && error.stack || error) } };
    }
  });
  window.keypadICUResults = { results, problems: [...loading, ...conventionChecks()] };
  document.title = "done";
}
main().catch((error) => {
  window.keypadICUResults = { fatal: String(error && error.stack || error) };
  document.title = "done";
});
