// Prints, as JSON, the answers of keypad_icu.h's functions from Keypad's real
// C implementation over the system ICU: one case per call, each
// {"fn", "locale", "args", "out"}. The browser test page (index.html) makes
// the same calls to Web/icu/keypad-icu.js and run.py compares the "out"s.
// Its argument is the message catalogs, one `language TAB id TAB pattern`
// a line (generate.py --tsv): every pattern is formatted with sample
// arguments in its language's locales, and every locale's catalog is
// chosen as the engine chooses it (message_catalog).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ustring.h>

#include "keypad_icu.h"

static const char *locales[] = {
    "en_US", "de_DE", "fr_FR", "fr_CH", "de_CH", "de_AT", "es_ES", "pt_BR", "pt_PT", "it_IT",
    "nl_NL", "sv_SE", "pl_PL", "ru_RU", "uk_UA", "ar_EG", "ar_SA", "ar_MA", "fa_IR", "he_IL",
    "hi_IN", "bn_BD", "mr_IN", "th_TH", "ja_JP", "zh_CN", "zh_TW", "zh_Hant_HK", "ko_KR",
    "tr_TR", "el_GR", "cs_CZ", "hu_HU", "fi_FI", "da_DK", "nb_NO", "en_IN", "en_GB", "en_CA",
    "en_AU", "es_MX", "es_419", "ro_RO", "bg_BG", "hr_HR", "sr_Latn_RS", "sr_RS", "sk_SK",
    "lt_LT", "lv_LV", "et_EE", "vi_VN", "id_ID", "ms_MY", "ur_PK", "ps_AF", "my_MM", "ne_NP",
    "ka_GE", "hy_AM", "sw_KE", "am_ET", "ar_EG@numbers=latn", "en_US_POSIX", "de", "zh",
    "ar", "fr_CA", "ca_ES", "is_IS", "ga_IE", "cy_GB", "ta_IN", "te_IN", "kk_KZ", NULL};

static const char *skeletons[] = {
    ".0", "group-on-aligned .0", "percent .0", "currency/EUR .0",
    "currency/EUR unit-width-narrow .0", "currency/EUR unit-width-iso-code .0",
    "currency/EUR sign-accounting .0", "currency/JPY unit-width-narrow sign-accounting .0",
    "currency/USD unit-width-iso-code sign-accounting .0",
    "measure-unit/concentr-percent unit-width-full-name precision-unlimited",
    "unit/kilometer .0", "unit/celsius unit-width-narrow .0",
    "unit/kilogram unit-width-full-name .0", "unit/kilometer-per-hour .0", NULL};
static const char *decimals[] = {"-1234567890123456789.5", "0.5", "1234.5", "-0.25", NULL};

// MARK: JSON output

static int firstCase = 1;

static void jsonString(const char *text) {
  putchar('"');
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    if (*c == '"' || *c == '\\') printf("\\%c", *c);
    else if (*c < 0x20) printf("\\u%04x", *c);
    else putchar(*c);
  }
  putchar('"');
}

static void jsonUnits(const uint16_t *units, int32_t length) {
  char utf8[1024];
  UErrorCode code = U_ZERO_ERROR;
  if (length < 0) length = 0;
  u_strToUTF8(utf8, sizeof utf8, NULL, (const UChar *)units, length > 300 ? 300 : length, &code);
  jsonString(U_SUCCESS(code) ? utf8 : "<bad utf-16>");
}

/// Starts a case: prints {"fn":..,"locale":..,"args":[ and leaves the rest to the caller.
static void begin(const char *fn, const char *locale) {
  printf(firstCase ? "[\n" : ",\n");
  firstCase = 0;
  printf("{\"fn\":");
  jsonString(fn);
  printf(",\"locale\":");
  jsonString(locale ? locale : "");
}

static void units(const char *text, uint16_t *out) {
  int32_t length = 0;
  UErrorCode code = U_ZERO_ERROR;
  u_strFromUTF8((UChar *)out, 256, &length, text, -1, &code);
}

// MARK: Cases

/// Whether the units' skeletons are compared in a locale: a few whose CLDR
/// unit names Chromium's newer Intl shares (in others, such as ar with
/// Latin digits, it differs throughout).
static int comparesUnits(const char *locale) {
  static const char *locales[] = {"en_US", "de_DE", "fr_FR", "ja_JP", "es_ES", NULL};
  for (int i = 0; locales[i]; i++)
    if (strcmp(locale, locales[i]) == 0) return 1;
  return 0;
}

static void formatCases(const char *locale) {
  for (int s = 0; skeletons[s]; s++) {
    if (strncmp(skeletons[s], "unit/", 5) == 0 && !comparesUnits(locale)) continue;
    uint16_t skeleton[256];
    units(skeletons[s], skeleton);
    int32_t openStatus = 0;
    KeypadICUFormatter *f =
        keypad_icu_formatter_open(skeleton, (int32_t)strlen(skeletons[s]), locale, &openStatus);
    for (int d = 0; decimals[d]; d++) {
      begin("format", locale);
      printf(",\"args\":[");
      jsonString(skeletons[s]);
      printf(",");
      jsonString(decimals[d]);
      printf("],\"out\":{\"openStatus\":%d", openStatus);
      if (f) {
        uint16_t buffer[256];
        KeypadICUField fields[32];
        int32_t count = 0, status = 0, tinyStatus = 0;
        int32_t length = keypad_icu_formatter_format_fields(f, decimals[d], buffer, 256, fields,
                                                            32, &count, &status);
        printf(",\"status\":%d,\"text\":", status);
        jsonUnits(buffer, length);
        printf(",\"fields\":[");
        for (int i = 0; i < count && i < 32; i++)
          printf("%s[%d,%d,%d]", i ? "," : "", fields[i].field, fields[i].begin, fields[i].end);
        uint16_t tiny[2];
        int32_t needed = keypad_icu_formatter_format(f, decimals[d], tiny, 2, &tinyStatus);
        printf("],\"needed\":%d,\"tinyStatus\":%d", needed, tinyStatus);
      }
      printf("}}");
    }
    keypad_icu_formatter_close(f);
  }
  // An unknown skeleton fails.
  uint16_t bad[32];
  units("currency/EURO .0", bad);
  int32_t status = 0;
  KeypadICUFormatter *f = keypad_icu_formatter_open(bad, 16, locale, &status);
  begin("format_open_bad", locale);
  printf(",\"args\":[\"currency/EURO .0\"],\"out\":{\"status\":%d,\"null\":%d}}", status, f == NULL);
  keypad_icu_formatter_close(f);
  // A unit ICU knows that Intl does not sanction, and one nobody knows.
  const char *units_[] = {"unit/furlong .0", "unit/kilometre .0", NULL};
  for (int u = 0; units_[u] && strcmp(locale, "en_US") == 0; u++) {
    units(units_[u], bad);
    status = 0;
    f = keypad_icu_formatter_open(bad, (int32_t)strlen(units_[u]), locale, &status);
    begin("format_open_bad", locale);
    printf(",\"args\":[");
    jsonString(units_[u]);
    printf("],\"out\":{\"status\":%d,\"null\":%d}}", status, f == NULL);
    keypad_icu_formatter_close(f);
  }
}

typedef int32_t (*Getter)(const char *, char *, int32_t, int32_t *);

static void getterCase(const char *fn, Getter getter, const char *id) {
  char buffer[160];
  int32_t status = 0;
  int32_t length = getter(id, buffer, sizeof buffer, &status);
  begin(fn, id);
  printf(",\"args\":[],\"out\":{\"status\":%d,\"value\":", status);
  jsonString(status <= 0 ? buffer : "");
  printf(",\"length\":%d}}", length);
}

static void localeCases(const char *id) {
  getterCase("canonicalize", keypad_icu_locale_canonicalize, id);
  getterCase("base_name", keypad_icu_locale_base_name, id);
  getterCase("language", keypad_icu_locale_language, id);
  getterCase("script", keypad_icu_locale_script, id);
  getterCase("region", keypad_icu_locale_region, id);
  getterCase("add_likely_subtags", keypad_icu_locale_add_likely_subtags, id);
  const char *keywords[] = {"numbers", "calendar", NULL};
  for (int k = 0; keywords[k]; k++) {
    char buffer[64] = "";
    int32_t status = 0;
    int32_t length = keypad_icu_locale_keyword(id, keywords[k], buffer, 64, &status);
    begin("keyword", id);
    printf(",\"args\":[\"%s\"],\"out\":{\"status\":%d,\"value\":", keywords[k], status);
    jsonString(buffer);
    printf(",\"length\":%d}}", length);
  }
  begin("is_right_to_left", id);
  printf(",\"args\":[],\"out\":{\"value\":%d}}", keypad_icu_locale_is_right_to_left(id));
  int32_t status = 0;
  int32_t digits = keypad_icu_locale_minimum_grouping_digits(id, &status);
  begin("minimum_grouping_digits", id);
  printf(",\"args\":[],\"out\":{\"status\":%d,\"value\":%d}}", status, digits);

  char name[64] = "";
  int32_t algorithmic = 0;
  status = 0;
  keypad_icu_numbering_system(id, name, 64, &algorithmic, &status);
  begin("numbering_system", id);
  printf(",\"args\":[],\"out\":{\"status\":%d,\"value\":", status);
  jsonString(name);
  printf(",\"algorithmic\":%d}}", algorithmic);

  uint16_t currency[8] = {0};
  status = 0;
  int32_t length = keypad_icu_currency_for_locale(id, currency, 8, &status);
  begin("currency_for_locale", id);
  printf(",\"args\":[],\"out\":{\"status\":%d,\"value\":", status);
  jsonUnits(currency, status > 0 ? 0 : length);
  printf("}}");
}

static void pluralCases(const char *locale) {
  static const char *samples[] = {"0", "1", "1.0", "2", "3", "5", "11", "21", "22", "0.5",
                                  "1.5", "101", "1000000", "-1", NULL};
  int32_t status = 0;
  KeypadICUPluralRules *rules = keypad_icu_plural_open(locale, &status);
  for (int i = 0; rules && samples[i]; i++) {
    char buffer[16] = "";
    int32_t selectStatus = 0;
    keypad_icu_plural_select(rules, samples[i], buffer, 16, &selectStatus);
    begin("plural_select", locale);
    printf(",\"args\":[\"%s\"],\"out\":{\"status\":%d,\"value\":\"%s\"}}", samples[i],
           selectStatus, buffer);
  }
  keypad_icu_plural_close(rules);
  static const char *codes[] = {"EUR", "USD", "JPY", NULL};
  static const char *categories[] = {"one", "few", "other", NULL};
  for (int c = 0; codes[c]; c++) {
    for (int k = 0; categories[k]; k++) {
      uint16_t code[4];
      units(codes[c], code);
      uint16_t buffer[128];
      status = 0;
      int32_t length = keypad_icu_currency_plural_name(code, locale, categories[k], buffer, 128,
                                                       &status);
      begin("currency_plural_name", locale);
      printf(",\"args\":[\"%s\",\"%s\"],\"out\":{\"status\":%d,\"value\":", codes[c],
             categories[k], status);
      jsonUnits(buffer, status > 0 ? 0 : length);
      printf("}}");
    }
  }
}

/// Whether a time pattern has a day period: an `a` outside quotes.
static int hasDayPeriod(const uint16_t *pattern, int32_t length) {
  int quoted = 0;
  for (int32_t i = 0; i < length; i++) {
    if (pattern[i] == '\'') quoted = !quoted;
    else if (!quoted && pattern[i] == 'a') return 1;
  }
  return 0;
}

/// A locale's times of day, with seconds or without: the pattern, the day
/// periods' markers (on a 12-hour clock, whose pattern has them) and four
/// times formatted.
static void timeCases(const char *locale) {
  static const int32_t times[][3] = {{0, 5, 0}, {7, 30, 0}, {12, 0, 0}, {19, 45, 9}};
  for (int32_t seconds = 0; seconds < 2; seconds++) {
    uint16_t buffer[256];
    int32_t status = 0;
    KeypadICUTimes *handle = keypad_icu_times_open(locale, seconds, &status);
    begin("times", locale);
    printf(",\"args\":[%d],\"out\":{\"openStatus\":%d", seconds, status);
    if (handle) {
      status = 0;
      int32_t length = keypad_icu_times_pattern(handle, buffer, 256, &status);
      printf(",\"pattern\":");
      jsonUnits(buffer, length);
      if (hasDayPeriod(buffer, length)) {
        for (int32_t index = 0; index < 2; index++) {
          length = keypad_icu_times_day_period(handle, index, buffer, 256, &status);
          printf(index == 0 ? ",\"am\":" : ",\"pm\":");
          jsonUnits(buffer, length);
        }
      }
      for (size_t i = 0; i < sizeof times / sizeof *times; i++) {
        length = keypad_icu_times_format(handle, times[i][0], times[i][1], times[i][2], buffer,
                                         256, &status);
        printf(",\"%02d:%02d:%02d\":", times[i][0], times[i][1], times[i][2]);
        jsonUnits(buffer, length);
      }
      printf(",\"status\":%d", status);
      keypad_icu_times_close(handle);
    }
    printf("}}");
  }
}

/// A locale's durations in the short and the long width: five durations,
/// each with the units a field shows (every unit that is not zero, or the
/// smallest), as keypad_icu_durations_format joins them.
static void durationCases(const char *locale) {
  static const int32_t durations[][4] = {
      {1, 5, 30, 7}, {0, 1, 30, 3}, {2, 0, 0, 4}, {0, 0, 0, 1}, {100, 0, 39, 5}};
  for (int32_t width = 0; width < 2; width++) {
    uint16_t buffer[256];
    int32_t status = 0;
    KeypadICUDurations *handle = keypad_icu_durations_open(locale, width, &status);
    begin("durations", locale);
    printf(",\"args\":[%d],\"out\":{\"openStatus\":%d", width, status);
    if (handle) {
      status = 0;
      for (size_t i = 0; i < sizeof durations / sizeof *durations; i++) {
        const int32_t *d = durations[i];
        int32_t length =
            keypad_icu_durations_format(handle, d[0], d[1], d[2], d[3], buffer, 256, &status);
        printf(",\"%d:%d:%d/%d\":", d[0], d[1], d[2], d[3]);
        jsonUnits(buffer, length);
      }
      printf(",\"status\":%d", status);
      keypad_icu_durations_close(handle);
    }
    printf("}}");
  }
}

static void dateCases(const char *locale) {
  uint16_t buffer[256];
  int32_t status = 0;
  int32_t length = keypad_icu_year_month_format(locale, 2027, 12, buffer, 256, &status);
  begin("year_month_format", locale);
  printf(",\"args\":[2027,12],\"out\":{\"status\":%d,\"value\":", status);
  jsonUnits(buffer, status > 0 ? 0 : length);
  printf("}}");

  status = 0;
  KeypadICUDates *dates = keypad_icu_dates_open(locale, &status);
  begin("dates", locale);
  printf(",\"args\":[],\"out\":{\"openStatus\":%d", status);
  if (dates) {
    status = 0;
    length = keypad_icu_dates_pattern(dates, buffer, 256, &status);
    printf(",\"pattern\":");
    jsonUnits(buffer, length);
    char type[64] = "";
    keypad_icu_dates_calendar_type(dates, type, 64, &status);
    printf(",\"type\":\"%s\",\"limits\":[", type);
    int32_t limits[7];
    keypad_icu_dates_limits(dates, limits, &status);
    for (int i = 0; i < 7; i++) printf("%s%d", i ? "," : "", limits[i]);
    int32_t parts[4];
    keypad_icu_dates_from_gregorian(dates, 2024, 2, 29, parts, &status);
    printf("],\"fromGregorian\":[%d,%d,%d,%d]", parts[0], parts[1], parts[2], parts[3]);
    int32_t back[4];
    keypad_icu_dates_to_gregorian(dates, parts[1], parts[2], parts[3], back, &status);
    printf(",\"toGregorian\":[%d,%d,%d,%d]", back[0], back[1], back[2], back[3]);
    printf(",\"daysInMonth\":%d", keypad_icu_dates_days_in_month(dates, parts[1], parts[2], &status));
    int32_t badStatus = 0;
    keypad_icu_dates_to_gregorian(dates, parts[1], 2, 31, back, &badStatus);
    printf(",\"badDayStatus\":%d", badStatus);
    for (int style = 0; style < 3; style++) {
      length = keypad_icu_dates_format(dates, style, parts[1], parts[2], parts[3], buffer, 256,
                                       &status);
      printf(",\"style%d\":", style);
      jsonUnits(buffer, length);
    }
    printf(",\"status\":%d", status);
    keypad_icu_dates_close(dates);
  }
  printf("}}");
}

// MARK: Calendars

/// Locales whose calendars the calendar cases run through: every calendar
/// ICU and Intl both have, in a locale of its own and in another.
static const char *calendarLocales[] = {
    "fa_IR", "fa_AF", "ckb_IR", "en_US@calendar=persian", "th_TH", "de_DE@calendar=buddhist",
    "ar_SA@calendar=islamic-umalqura", "en@calendar=islamic-umalqura", "ar_EG@calendar=islamic",
    "ar_EG@calendar=islamic-civil", "ar_SA@calendar=islamic-tbla", "ar_SA@calendar=islamic-rgsa",
    "ja_JP@calendar=japanese", "en_US@calendar=japanese", "zh_TW@calendar=roc",
    "en_US@calendar=roc", "am_ET@calendar=ethiopic", "en@calendar=ethiopic",
    "am_ET@calendar=ethiopic-amete-alem", "hi_IN@calendar=indian", "en_IN@calendar=indian",
    "ar_EG@calendar=coptic", "en@calendar=coptic", "he_IL@calendar=hebrew", "en@calendar=hebrew",
    "zh_CN@calendar=chinese", "ko_KR@calendar=dangi", "en_US@calendar=iso8601",
    "th_TH@calendar=gregorian", "en_US", "de_DE", NULL};

/// Gregorian days (year, month, day) the calendar cases convert: month ends,
/// leap days, era boundaries (Minguo 1912, Heisei 1989, Reiwa 2019), ICU's
/// Gregorian change (1582), the calendars' epochs (Hijra 622, Saka 78, the
/// Coptic 284, the Ethiopic 8), ICU's limits, and days no calendar has.
static const int32_t gregorianDays[][3] = {
    {1, 1, 1}, {1, 12, 31}, {2, 3, 1}, {8, 8, 27}, {8, 8, 29}, {78, 3, 22}, {100, 2, 28},
    {100, 2, 29}, {100, 3, 1}, {284, 8, 29}, {300, 7, 1}, {622, 7, 15}, {622, 7, 16},
    {622, 7, 19}, {1000, 1, 1}, {1000, 2, 29}, {1200, 2, 29}, {1582, 10, 4}, {1582, 10, 5},
    {1582, 10, 14}, {1582, 10, 15}, {1583, 1, 1}, {1600, 2, 29}, {1867, 12, 31},
    {1868, 10, 23}, {1873, 1, 1}, {1900, 2, 28}, {1900, 2, 29}, {1900, 3, 1}, {1911, 12, 31},
    {1912, 1, 1}, {1912, 7, 30}, {1926, 12, 25}, {1989, 1, 7}, {1989, 1, 8}, {2000, 1, 1},
    {2000, 2, 29}, {2019, 4, 30}, {2019, 5, 1}, {2023, 3, 21}, {2023, 9, 11}, {2023, 9, 12},
    {2024, 2, 29}, {2024, 3, 19}, {2024, 3, 20}, {2024, 3, 21}, {2024, 9, 11}, {2024, 12, 31},
    {2025, 3, 20}, {2025, 3, 21}, {2026, 11, 23}, {2100, 2, 28}, {2100, 3, 1}, {9999, 12, 31},
    {10000, 1, 1}, {144683, 12, 31}, {144684, 1, 1}, {2023, 2, 29}, {2024, 4, 31},
    {2024, 13, 1}, {2024, 0, 10}, {2024, 1, 0}, {0, 1, 1}, {-5, 1, 1}};

/// Gregorian days whose years in the calendar have every month walked.
static const int32_t yearDays[][3] = {
    {1, 7, 1}, {300, 7, 1}, {622, 7, 16}, {1000, 7, 1}, {1582, 10, 15}, {1868, 10, 23},
    {1912, 1, 1}, {1989, 1, 8}, {2000, 1, 1}, {2019, 5, 1}, {2021, 7, 1}, {2022, 7, 1},
    {2023, 7, 1}, {2024, 2, 29}, {2024, 7, 1}, {2025, 7, 1}, {2026, 7, 1}, {2027, 7, 1},
    {2100, 3, 1}, {9999, 7, 1}};

static void partsCase(const char *fn, const char *locale, int32_t year, int32_t month,
                      int32_t day, const int32_t *parts, int32_t status) {
  begin(fn, locale);
  printf(",\"args\":[%d,%d,%d],\"out\":{\"status\":%d,\"parts\":[%d,%d,%d,%d]}}", year, month,
         day, status, parts[0], parts[1], parts[2], parts[3]);
}

static void toCase(KeypadICUDates *dates, const char *locale, int32_t year, int32_t month,
                   int32_t day) {
  int32_t parts[4] = {-9, -9, -9, -9};
  int32_t status = 0;
  keypad_icu_dates_to_gregorian(dates, year, month, day, parts, &status);
  partsCase("calendar_to", locale, year, month, day, parts, status);
}

static void formatCase(KeypadICUDates *dates, const char *locale, int32_t style, int32_t year,
                       int32_t month, int32_t day) {
  uint16_t buffer[256];
  int32_t status = 0;
  int32_t length = keypad_icu_dates_format(dates, style, year, month, day, buffer, 256, &status);
  begin("calendar_format", locale);
  printf(",\"args\":[%d,%d,%d,%d],\"out\":{\"status\":%d,\"value\":", style, year, month, day,
         status);
  jsonUnits(buffer, status > 0 ? 0 : length);
  printf("}}");
}

static void calendarCases(const char *locale) {
  int32_t status = 0;
  KeypadICUDates *dates = keypad_icu_dates_open(locale, &status);
  begin("calendar", locale);
  printf(",\"args\":[],\"out\":{\"openStatus\":%d", status);
  if (dates == NULL) {
    printf("}}");
    return;
  }
  uint16_t pattern[64];
  status = 0;
  int32_t length = keypad_icu_dates_pattern(dates, pattern, 64, &status);
  printf(",\"pattern\":");
  jsonUnits(pattern, length);
  char type[64] = "";
  keypad_icu_dates_calendar_type(dates, type, 64, &status);
  int32_t limits[7];
  keypad_icu_dates_limits(dates, limits, &status);
  printf(",\"type\":\"%s\",\"limits\":[%d,%d,%d,%d,%d,%d,%d],\"status\":%d}}", type, limits[0],
         limits[1], limits[2], limits[3], limits[4], limits[5], limits[6], status);

  // Gregorian days to the calendar and back, and formatted.
  for (size_t i = 0; i < sizeof gregorianDays / sizeof *gregorianDays; i++) {
    const int32_t *g = gregorianDays[i];
    int32_t parts[4] = {-9, -9, -9, -9};
    status = 0;
    keypad_icu_dates_from_gregorian(dates, g[0], g[1], g[2], parts, &status);
    partsCase("calendar_from", locale, g[0], g[1], g[2], parts, status);
    if (status > 0) continue;
    toCase(dates, locale, parts[1], parts[2], parts[3]);
    for (int32_t style = 0; style < 3; style++) {
      formatCase(dates, locale, style, parts[1], parts[2], parts[3]);
    }
  }

  // Whole years: each month's days, its first and last day and the day
  // after, and a few years at and past the limits.
  int32_t years[64];
  int32_t count = 0;
  for (size_t i = 0; i < sizeof yearDays / sizeof *yearDays; i++) {
    int32_t parts[4] = {0, 0, 0, 0};
    status = 0;
    keypad_icu_dates_from_gregorian(dates, yearDays[i][0], yearDays[i][1], yearDays[i][2], parts,
                                    &status);
    if (status > 0) continue;
    int seen = 0;
    for (int32_t k = 0; k < count; k++) seen |= years[k] == parts[1];
    if (!seen) years[count++] = parts[1];
  }
  const int32_t edges[] = {limits[1], limits[1] - 1, limits[2], limits[2] + 1, 0, -1};
  for (size_t i = 0; i < sizeof edges / sizeof *edges; i++) {
    // Years Date cannot reach (ICU's 5,000,000) are left out.
    if (edges[i] < -200000 || edges[i] > 200000) continue;
    int seen = 0;
    for (int32_t k = 0; k < count; k++) seen |= years[k] == edges[i];
    if (!seen) years[count++] = edges[i];
  }
  for (int32_t k = 0; k < count; k++) {
    for (int32_t month = limits[3] - 1; month <= limits[4] + 1; month++) {
      status = 0;
      int32_t days = keypad_icu_dates_days_in_month(dates, years[k], month, &status);
      begin("calendar_days", locale);
      printf(",\"args\":[%d,%d],\"out\":{\"status\":%d,\"value\":%d}}", years[k], month, status,
             status > 0 ? 0 : days);
      if (status > 0) continue;
      toCase(dates, locale, years[k], month, 1);
      toCase(dates, locale, years[k], month, days);
      toCase(dates, locale, years[k], month, days + 1);
      formatCase(dates, locale, 1, years[k], month, days);
    }
  }
  keypad_icu_dates_close(dates);
}

// MARK: Messages

/// The locales each catalog's patterns are formatted in: the language's
/// own first, then others of it (another numbering system, grouping or
/// plural rules); English's also in locales without a catalog, which the
/// English patterns word.
static const char *messageLocales[][6] = {
    {"en", "en_US", "en_IN", "sv_SE", "pl_PL", "fa_IR"},
    {"de", "de_DE", "de_CH", NULL},
    {"fr", "fr_FR", "fr_CA", NULL},
    {"es", "es_ES", "es_MX", NULL},
    {"it", "it_IT", NULL},
    {"pt", "pt_BR", "pt_PT", NULL},
    {"nl", "nl_NL", NULL},
    {"ar", "ar_EG", "ar_SA", "ar_EG@numbers=latn", NULL},
    {"he", "he_IL", NULL},
    {"hi", "hi_IN", NULL},
    {"ja", "ja_JP", NULL},
    {"zh", "zh_CN", "zh_SG", NULL},
    {"zh_Hant", "zh_TW", "zh_HK", NULL},
    {NULL},
};

/// A sample value of each argument a pattern may name; a number argument's
/// value is the count of the case instead.
static const char *messageSamples[][2] = {
    {"label", "Tip's {x} #1"}, {"bound", "1.234,50\u00a0\u20ac"}, {"reason", "R"},
    {"names", "f\u00fcnf"}, {"value", "zw\u00f6lf"}, {"brand", "Visa"}, {"next", "Expiry"},
    {"message", "Amount is required"}, {"words", "drei"}, {"lengthWords", "vier"},
    {"field", "tip"}, {"locale", "xx_YY"}, {"input", "'5'"}, {"hint", "Tab"},
    {"separator", ","}, {NULL, NULL},
};
static const char *messageNumbers[] = {"count", "empty", "length", "short", "long", NULL};
static const int messageCounts[] = {0, 1, 2, 3, 5, 11, 21, 100, 1000, 1000000};

/// Whether a pattern names an argument: `{name` then `}`, `,` or a space.
static int names(const char *pattern, const char *name) {
  size_t length = strlen(name);
  for (const char *at = strchr(pattern, '{'); at; at = strchr(at + 1, '{')) {
    const char *start = at + 1;
    while (*start == ' ') start++;
    if (strncmp(start, name, length) == 0 &&
        (start[length] == '}' || start[length] == ',' || start[length] == ' ')) return 1;
  }
  return 0;
}

static void messageCase(const char *language, const char *locale, const char *id,
                        const char *pattern, int count) {
  // The arguments the pattern names, as keypad_icu.h takes them.
  char arguments[2048];
  int32_t used = 0;
  char countText[16];
  snprintf(countText, sizeof countText, "%d", count);
  begin("message_format", locale);
  printf(",\"args\":[");
  jsonString(language);
  printf(",");
  jsonString(id);
  printf(",");
  jsonString(pattern);
  printf(",{");
  int first = 1;
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; pass == 0 ? messageSamples[i][0] != NULL : messageNumbers[i] != NULL; i++) {
      const char *name = pass == 0 ? messageSamples[i][0] : messageNumbers[i];
      const char *value = pass == 0 ? messageSamples[i][1] : countText;
      if (!names(pattern, name)) continue;
      printf("%s", first ? "" : ",");
      first = 0;
      jsonString(name);
      printf(":");
      jsonString(value);
      used += snprintf(arguments + used, sizeof arguments - (size_t)used, "%s", name) + 1;
      used += snprintf(arguments + used, sizeof arguments - (size_t)used, "%s", value) + 1;
    }
  }
  printf("}],\"out\":{");
  char buffer[4096] = "";
  int32_t status = 0;
  keypad_icu_message_format(locale, language, id, pattern, (int32_t)strlen(pattern), arguments,
                            used, buffer, sizeof buffer, &status);
  printf("\"status\":%d,\"text\":", status);
  jsonString(status > 0 ? "" : buffer);
  printf("}}");
}

static void messageCases(const char *catalogs) {
  FILE *file = fopen(catalogs, "r");
  if (!file) {
    fprintf(stderr, "native: cannot read %s\n", catalogs);
    exit(1);
  }
  static char line[8192];
  while (fgets(line, sizeof line, file)) {
    line[strcspn(line, "\n")] = 0;
    char *language = line, *id = strchr(line, '\t');
    if (!id) continue;
    *id++ = 0;
    char *pattern = strchr(id, '\t');
    if (!pattern) continue;
    *pattern++ = 0;
    int numbered = 0;
    for (int i = 0; messageNumbers[i]; i++) numbered |= names(pattern, messageNumbers[i]);
    for (int l = 0; messageLocales[l][0]; l++) {
      if (strcmp(messageLocales[l][0], language) != 0) continue;
      for (int k = 1; k < 6 && messageLocales[l][k]; k++) {
        if (!numbered) {
          messageCase(language, messageLocales[l][k], id, pattern, 0);
          continue;
        }
        for (size_t c = 0; c < sizeof messageCounts / sizeof *messageCounts; c++) {
          messageCase(language, messageLocales[l][k], id, pattern, messageCounts[c]);
        }
      }
    }
  }
  fclose(file);
}

/// The catalog that words a locale, as the native engine chooses it: the id
/// the engine loads (LocaleResolver.canonicalID: an available id as it is, a
/// BCP 47 tag through uloc_forLanguageTag, another id through
/// uloc_canonicalize), its base name and language (Message.words(locale:)),
/// and the catalog of that language in the script ICU's likely subtags give
/// the base name (Message.scriptCatalog: uloc_addLikelySubtags, then
/// uloc_getScript; `zh_Hant` for zh_TW), else that language's
/// (MessageCatalog.pattern), else English. The browser's page loads the
/// catalog keypad-icu.js's messageCatalogLanguage names; the two must agree.
static char catalogLanguages[32][16];
static int catalogLanguageCount = 0;

static int isAvailableLocale(const char *id) {
  for (int32_t i = 0; keypad_icu_locale_at(i); i++) {
    if (strcmp(keypad_icu_locale_at(i), id) == 0) return 1;
  }
  return 0;
}

static void catalogCase(const char *id) {
  char canonical[160] = "", base[160] = "", language[64] = "";
  int32_t status = 0, parsed = 0;
  const char *at = strchr(id, '@');
  size_t head = at ? (size_t)(at - id) : strlen(id);
  if (isAvailableLocale(id)) snprintf(canonical, sizeof canonical, "%s", id);
  else if (memchr(id, '-', head)) keypad_icu_locale_for_language_tag(id, canonical, 160, &parsed, &status);
  else keypad_icu_locale_canonicalize(id, canonical, 160, &status);
  keypad_icu_locale_base_name(canonical, base, 160, &status);
  keypad_icu_locale_language(base, language, 64, &status);
  char likely[160] = "", script[16] = "", scripted[96] = "";
  int32_t likelyStatus = 0;
  keypad_icu_locale_add_likely_subtags(base, likely, 160, &likelyStatus);
  keypad_icu_locale_script(likely, script, 16, &likelyStatus);
  if (likelyStatus <= 0 && language[0] && script[0]) {
    snprintf(scripted, sizeof scripted, "%s_%s", language, script);
  }
  const char *catalog = "en";
  for (int i = 0; i < catalogLanguageCount; i++) {
    if (strcmp(catalogLanguages[i], language) == 0) catalog = catalogLanguages[i];
  }
  for (int i = 0; i < catalogLanguageCount; i++) {
    if (strcmp(catalog, "en") != 0 && strcmp(catalogLanguages[i], scripted) == 0) {
      catalog = catalogLanguages[i];
    }
  }
  begin("message_catalog", id);
  printf(",\"args\":[],\"out\":{\"value\":");
  jsonString(status > 0 ? "" : catalog);
  printf("}}");
}

/// The catalogs' languages (the first column of generate.py --tsv), then the
/// catalog of every available locale and of tags and ids that name Chinese,
/// Hebrew and others in their other spellings.
static void catalogCases(const char *catalogs) {
  FILE *file = fopen(catalogs, "r");
  if (!file) return;
  static char line[8192];
  while (fgets(line, sizeof line, file)) {
    char *tab = strchr(line, '\t');
    if (!tab || tab - line >= 16) continue;
    *tab = 0;
    int known = 0;
    for (int i = 0; i < catalogLanguageCount; i++) known |= strcmp(catalogLanguages[i], line) == 0;
    if (!known && catalogLanguageCount < 32) snprintf(catalogLanguages[catalogLanguageCount++], 16, "%s", line);
  }
  fclose(file);
  for (int32_t i = 0; keypad_icu_locale_at(i); i++) catalogCase(keypad_icu_locale_at(i));
  static const char *others[] = {
      "zh-Hant-TW", "zh-TW", "zh-HK", "zh-MO", "zh-Hans", "zh-Hans-CN", "zh-CN", "zh-SG",
      "zh-Hant", "zh_Hant", "zh_Hant_TW", "zh_TW", "zh_HK", "zh_MO", "zh_CN", "zh_SG", "zh",
      "zh-Hans-TW", "zh_Hans_HK", "zh-Hant-CN", "zh_TW@calendar=roc", "zh-TW-u-nu-hanidec",
      "yue-HK", "yue-Hans", "iw-IL", "iw_IL", "he-IL", "de-DE", "de_AT",
      "de-CH-u-nu-latn", "de_DE@calendar=buddhist", "fr-CA", "pt-BR", "es-419", "nb-NO", "no",
      "ar-EG-u-nu-latn", "ja-JP-u-ca-japanese", "hi-Latn-IN", "en-US-POSIX", "sr-Latn-RS", "und",
      "", NULL};
  for (int i = 0; others[i]; i++) catalogCase(others[i]);
}

/// The units in the locales Tests/KeypadTests' UnitDisplayTests compares
/// with ICU: six named, then 44 evenly spaced through ICU's available
/// locales. Text only ({openStatus, status, text}, fn `format_unit`): the
/// fields of a unit's answer are compared by formatCases in five locales;
/// here what a field shows, the unit in its plural form, in three widths.
static void unitCases(void) {
  static const char *named[] = {"en_US", "de_DE", "fr_FR", "ar_EG", "fa_IR", "hi_IN", NULL};
  static const char *unitSkeletons[] = {
      "unit/kilometer .##", "unit/kilometer unit-width-full-name .##",
      "unit/kilogram unit-width-full-name .##", "unit/celsius unit-width-narrow .##",
      "unit/kilometer-per-hour .##", "unit/liter unit-width-narrow .##", NULL};
  static const char *unitDecimals[] = {"1", "2", "-12.5", "1234.5", NULL};
  const char *chosen[64];
  int n = 0;
  for (int i = 0; named[i]; i++) chosen[n++] = named[i];
  int32_t count = keypad_icu_locale_count();
  int32_t step = count / 44;
  for (int32_t i = 0; i < count && n < 6 + 44; i += step) chosen[n++] = keypad_icu_locale_at(i);
  for (int l = 0; l < n; l++) {
    for (int s = 0; unitSkeletons[s]; s++) {
      uint16_t skeleton[256];
      units(unitSkeletons[s], skeleton);
      int32_t openStatus = 0;
      KeypadICUFormatter *f = keypad_icu_formatter_open(
          skeleton, (int32_t)strlen(unitSkeletons[s]), chosen[l], &openStatus);
      for (int d = 0; unitDecimals[d]; d++) {
        begin("format_unit", chosen[l]);
        printf(",\"args\":[");
        jsonString(unitSkeletons[s]);
        printf(",");
        jsonString(unitDecimals[d]);
        printf("],\"out\":{\"openStatus\":%d", openStatus);
        if (f) {
          uint16_t buffer[256];
          int32_t status = 0;
          int32_t length = keypad_icu_formatter_format(f, unitDecimals[d], buffer, 256, &status);
          printf(",\"status\":%d,\"text\":", status);
          jsonUnits(buffer, length);
        }
        printf("}}");
      }
      keypad_icu_formatter_close(f);
    }
  }
}

int main(int argc, char **argv) {
  static const int32_t statuses[] = {0, 1, 2, 5, 7, 15, 16, -127, -128, 65811, 12345};
  for (size_t i = 0; i < sizeof statuses / sizeof *statuses; i++) {
    begin("error_name", "");
    printf(",\"args\":[%d],\"out\":{\"value\":", statuses[i]);
    jsonString(keypad_icu_error_name(statuses[i]));
    printf("}}");
  }
  for (int i = 0; locales[i]; i++) {
    formatCases(locales[i]);
    localeCases(locales[i]);
    pluralCases(locales[i]);
    dateCases(locales[i]);
    timeCases(locales[i]);
    durationCases(locales[i]);
    int32_t status = 0;
    KeypadICUSpellout *spellout = keypad_icu_spellout_open(locales[i], &status);
    begin("spellout_open", locales[i]);
    printf(",\"args\":[],\"out\":{\"status\":%d,\"null\":%d}}", status, spellout == NULL);
    keypad_icu_spellout_close(spellout);
  }
  unitCases();
  for (int i = 0; calendarLocales[i]; i++) calendarCases(calendarLocales[i]);
  // Hour cycles an id names (`@hours=`, BCP 47's `-u-hc-`).
  static const char *clocks[] = {"en_US@hours=h23", "de_DE@hours=h12", "ja_JP@hours=h11",
                                 "en_US@hours=h24", "ar_EG@hours=h23", "ko_KR@hours=h23", NULL};
  for (int i = 0; clocks[i]; i++) timeCases(clocks[i]);
  // Ids that are not in the list above, for the id functions alone.
  static const char *ids[] = {"en_us", "de-DE", "iw_IL", "sr_Cyrl", "zh_Hans", "und", "",
                              "de_DE@calendar=buddhist;numbers=arab", "ja_JP@calendar=japanese",
                              "en_US@rg=gbzzzz", "pa_Arab_PK", "dv_MV", "yi", "syr", "ckb_IQ", NULL};
  for (int i = 0; ids[i]; i++) localeCases(ids[i]);
  static const char *tags[] = {"de-DE", "en-US-u-nu-arab", "zh-Hant-TW", "sr-Latn-RS",
                               "ar-EG-u-ca-islamic-umalqura-nu-latn", "en-US-POSIX",
                               "en-US-u-va-posix", "th-TH-u-ca-buddhist", "he", "und",
                               "de-DE-x-private", "ja-JP-u-ca-japanese", "en--US", "", NULL};
  for (int i = 0; tags[i]; i++) {
    char buffer[160] = "";
    int32_t parsed = 0, status = 0;
    int32_t length = keypad_icu_locale_for_language_tag(tags[i], buffer, 160, &parsed, &status);
    begin("for_language_tag", tags[i]);
    printf(",\"args\":[],\"out\":{\"status\":%d,\"value\":", status);
    jsonString(buffer);
    printf(",\"length\":%d,\"parsed\":%d}}", length, parsed);
  }
  static const char *systems[] = {"latn", "arab", "arabext", "deva", "beng", "thai", "hanidec",
                                  "fullwide", "mymr", "tamldec", "roman", "hebr", "nonsense", NULL};
  for (int i = 0; systems[i]; i++) {
    uint16_t buffer[64];
    int32_t radix = 0, algorithmic = 0, status = 0;
    int32_t length = keypad_icu_numbering_system_digits(systems[i], buffer, 64, &radix,
                                                        &algorithmic, &status);
    begin("numbering_system_digits", "");
    printf(",\"args\":[\"%s\"],\"out\":{\"status\":%d,\"exists\":%d", systems[i], status,
           keypad_icu_numbering_system_exists(systems[i]));
    if (status <= 0 && !algorithmic) {
      printf(",\"value\":");
      jsonUnits(buffer, length);
      printf(",\"radix\":%d", radix);
    }
    printf(",\"algorithmic\":%d}}", algorithmic);
  }
  {
    char names[4096];
    int32_t status = 0;
    keypad_icu_numbering_system_names(names, sizeof names, &status);
    begin("numbering_system_names", "");
    printf(",\"args\":[],\"out\":{\"status\":%d,\"value\":", status);
    jsonString(names);
    printf("}}");
  }
  static const char *codes[] = {"EUR", "USD", "JPY", "KWD", "BHD", "CLF", "XXX", "XAU", "ABC",
                                "ZWL", "DEM", "ITL", "HUF", "ISK", NULL};
  for (int i = 0; codes[i]; i++) {
    uint16_t code[4];
    units(codes[i], code);
    int32_t status = 0, fractionStatus = 0;
    int32_t exists = keypad_icu_currency_exists(code, &status);
    int32_t digits = keypad_icu_currency_fraction_digits(code, &fractionStatus);
    begin("currency", "");
    printf(",\"args\":[\"%s\"],\"out\":{\"status\":%d,\"exists\":%d,\"fractionStatus\":%d,"
           "\"fractionDigits\":%d}}",
           codes[i], status, exists, fractionStatus, digits);
  }
  static const uint32_t scalars[] = {'0', '7', 'a', 0x0663, 0x06F5, 0x0969, 0x0E52, 0xFF19,
                                     0x1D7D9, 0x1D7E2, 0x3007, 0x2163, 0x00B2, 0x1E950, 0x110000};
  for (size_t i = 0; i < sizeof scalars / sizeof *scalars; i++) {
    begin("decimal_digit_value", "");
    printf(",\"args\":[%u],\"out\":{\"value\":%d}}", scalars[i],
           keypad_icu_decimal_digit_value(scalars[i]));
  }
  static const uint32_t letters[] = {'a', 'Z', '%', '0', ' ', 0x00E9, 0x043F, 0x05D0, 0x0627,
                                     0x066A, 0x0E01, 0x4E07, 0xAC00, 0x0345, 0x2160, 0x1D400,
                                     0x110000};
  for (size_t i = 0; i < sizeof letters / sizeof *letters; i++) {
    begin("is_alphabetic", "");
    printf(",\"args\":[%u],\"out\":{\"value\":%d}}", letters[i],
           keypad_icu_is_alphabetic(letters[i]));
  }
  static const uint32_t spaces[] = {' ', '\t', '\r', 'a', 0x0085, 0x00A0, 0x1680, 0x180E, 0x2000,
                                    0x200A, 0x200B, 0x2028, 0x202F, 0x205F, 0x2060, 0x3000,
                                    0xFEFF, 0x110000};
  for (size_t i = 0; i < sizeof spaces / sizeof *spaces; i++) {
    begin("is_white_space", "");
    printf(",\"args\":[%u],\"out\":{\"value\":%d}}", spaces[i],
           keypad_icu_is_white_space(spaces[i]));
  }
  {
    begin("regions", "");
    printf(",\"args\":[],\"out\":{\"count\":%d,\"value\":\"", keypad_icu_region_count());
    for (int32_t i = 0; keypad_icu_region_at(i); i++) printf("%s%s", i ? " " : "", keypad_icu_region_at(i));
    printf("\",\"past\":%d}}", keypad_icu_region_at(keypad_icu_region_count()) == NULL);
    begin("locales", "");
    printf(",\"args\":[],\"out\":{\"count\":%d,\"value\":\"", keypad_icu_locale_count());
    for (int32_t i = 0; keypad_icu_locale_at(i); i++) printf("%s%s", i ? " " : "", keypad_icu_locale_at(i));
    printf("\",\"past\":%d}}", keypad_icu_locale_at(keypad_icu_locale_count()) == NULL);
  }
  if (argc > 1) messageCases(argv[1]);
  if (argc > 1) catalogCases(argv[1]);
  printf("\n]\n");
  return 0;
}
