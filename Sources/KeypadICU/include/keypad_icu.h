// Keypad's whole contract with ICU.
//
// Every ICU call the Keypad library makes goes through this header. It
// carries plain C types only: fixed-width integers, ASCII or UTF-8 `char`
// strings for locale ids and decimals, UTF-16 as `uint16_t`, and opaque
// handles. ICU's own headers are included by the implementation alone (the
// keypad_icu_*.c files, through icu_api.h), so a Swift module that imports
// this one never sees ICU's C types, and a client that also imports
// Foundation (which carries its own, different ICU) builds without a clash
// or a warning.
//
// The implementation is C over ICU's stable C API only; each function below
// names the ICU functions it calls. It builds against ICU's headers, or
// without them from Keypad's own declarations (icu_declarations.h), which
// is how it builds against Apple's libicucore; Package.swift chooses.
//
// Conventions:
// - `status` is an ICU `UErrorCode` value, in and out, as in ICU's C API:
//   a function does nothing when it comes in as a failure (> 0), and sets it
//   on failure. Negative values are warnings, not failures.
// - Functions that fill a buffer return the full length of the result; when
//   it exceeds `capacity`, `status` is U_BUFFER_OVERFLOW_ERROR (15) and the
//   caller retries with a larger buffer. `char` results are NUL-terminated
//   when there is room.
// - Decimals are ASCII strings such as `-1234.5`, never binary floating point.

#ifndef KEYPAD_ICU_H
#define KEYPAD_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Status

/// ICU's `U_BUFFER_OVERFLOW_ERROR`.
#define KEYPAD_ICU_BUFFER_OVERFLOW 15
/// ICU's `U_USING_DEFAULT_WARNING`: a result from the root locale.
#define KEYPAD_ICU_USING_DEFAULT_WARNING (-127)

/// ICU's name for a status, such as `U_ILLEGAL_ARGUMENT_ERROR` (`u_errorName`).
const char *_Nonnull keypad_icu_error_name(int32_t status);

// MARK: Number formatter

/// A number formatter for one skeleton and locale: ICU's C number formatter
/// (`UNumberFormatter`). It may be used from several threads at once.
///
/// ICU builds the locale's data on each of its first two calls and compiles
/// it on the third; the output is the same either way. (ICU's C++ formatter
/// can compile on its first call, `threshold(1)`; the C API has no such
/// switch.)
typedef struct KeypadICUFormatter KeypadICUFormatter;

/// Opens a formatter for a skeleton (UTF-16, `length` units) such as
/// `currency/EUR .00` and an ICU locale id
/// (`unumf_openForSkeletonAndLocale`).
KeypadICUFormatter *_Nullable keypad_icu_formatter_open(
    const uint16_t *_Nonnull skeleton, int32_t length, const char *_Nonnull locale,
    int32_t *_Nonnull status);

/// Formats a decimal (`-1234.5`) into `buffer` as UTF-16 (`unumf_openResult`,
/// `unumf_formatDecimal` given the decimal's length, `unumf_resultToString`,
/// `unumf_closeResult`).
int32_t keypad_icu_formatter_format(
    const KeypadICUFormatter *_Nonnull formatter, const char *_Nonnull decimal,
    uint16_t *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull status);

/// One field of a formatted number: an ICU `UNumberFormatFields` value
/// (integer 0, fraction 1, decimal separator 2, grouping separator 6,
/// currency 7, percent 8, sign 10, measure unit 11, ...) and its UTF-16
/// range `[begin, end)` in the text.
typedef struct KeypadICUField {
  int32_t field;
  int32_t begin;
  int32_t end;
} KeypadICUField;

/// Formats a decimal as ``keypad_icu_formatter_format`` does and lists the
/// fields of the result in text order (at most `fieldCapacity`; the number
/// found is written to `fieldCount`, which may exceed the capacity):
/// `unumf_resultAsValue`, then `ufmtval_nextPosition` with a
/// `UConstrainedFieldPosition` (`ucfpos_open`, `ucfpos_constrainCategory`
/// to number fields, `ucfpos_getField`, `ucfpos_getIndexes`, `ucfpos_close`).
int32_t keypad_icu_formatter_format_fields(
    const KeypadICUFormatter *_Nonnull formatter, const char *_Nonnull decimal,
    uint16_t *_Nonnull buffer, int32_t capacity, KeypadICUField *_Nullable fields,
    int32_t fieldCapacity, int32_t *_Nonnull fieldCount, int32_t *_Nonnull status);

/// Closes a formatter (`unumf_close`); NULL is allowed.
void keypad_icu_formatter_close(KeypadICUFormatter *_Nullable formatter);

// MARK: Locale ids

/// How many locales ICU has data for (805 with ICU 72; `uloc_countAvailable`).
int32_t keypad_icu_locale_count(void);

/// The available locale id at `index`, or NULL out of range
/// (`uloc_getAvailable`). The string is ICU's and lives as long as the
/// process.
const char *_Nullable keypad_icu_locale_at(int32_t index);

/// How many two-letter ISO 3166 region codes ICU knows (the length of
/// `uloc_getISOCountries`).
int32_t keypad_icu_region_count(void);

/// The region code at `index`, or NULL out of range; ICU's, for the process
/// (`uloc_getISOCountries`).
const char *_Nullable keypad_icu_region_at(int32_t index);

/// Converts a BCP 47 tag to an ICU locale id (`uloc_forLanguageTag`);
/// `parsedLength` receives how many characters of the tag ICU understood.
int32_t keypad_icu_locale_for_language_tag(
    const char *_Nonnull tag, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull parsedLength, int32_t *_Nonnull status);

/// ICU's canonical form of a locale id (`uloc_canonicalize`).
int32_t keypad_icu_locale_canonicalize(
    const char *_Nonnull id, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The id without keywords (`uloc_getBaseName`).
int32_t keypad_icu_locale_base_name(
    const char *_Nonnull id, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The language subtag (`uloc_getLanguage`).
int32_t keypad_icu_locale_language(
    const char *_Nonnull id, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The script subtag, or empty (`uloc_getScript`).
int32_t keypad_icu_locale_script(
    const char *_Nonnull id, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The region subtag, or empty (`uloc_getCountry`).
int32_t keypad_icu_locale_region(
    const char *_Nonnull id, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The id with ICU's likely subtags added (`uloc_addLikelySubtags`): `de`
/// is `de_Latn_DE`, `zh_TW` is `zh_Hant_TW`, so its region subtag names the
/// region of an id that has none.
int32_t keypad_icu_locale_add_likely_subtags(
    const char *_Nonnull id, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The value of a keyword such as `numbers`, or empty
/// (`uloc_getKeywordValue`).
int32_t keypad_icu_locale_keyword(
    const char *_Nonnull id, const char *_Nonnull keyword, char *_Nonnull buffer,
    int32_t capacity, int32_t *_Nonnull status);

/// 1 when the locale's script is written right to left (Arabic, Hebrew,
/// Thaana ...), else 0 (`uloc_isRightToLeft`, the likely script when the id
/// names none).
int32_t keypad_icu_locale_is_right_to_left(const char *_Nonnull id);

/// CLDR's minimum grouping digits of a locale (1 to 4): the fewest digits
/// ICU's number formatter leaves before the first grouping separator, as
/// ICU's own formatter reads it (`NumberElements/minimumGroupingDigits`,
/// from the locale or the nearest parent holding it; 1 when none does).
/// Read from ICU's locale data with `ures_open`, `ures_getLocaleByType`,
/// `ures_getByKey`, `ures_getStringByKey`, `ures_getString` and
/// `ures_close`: the bundle's own locale first, then its parent (the
/// `%%Parent` of CLDR's parent locales, else the id without its last
/// subtag), down to root. Keywords in the id are ignored, as ICU ignores
/// them.
int32_t keypad_icu_locale_minimum_grouping_digits(const char *_Nonnull locale,
                                                  int32_t *_Nonnull status);

// MARK: Numbering systems

/// The name of the numbering system ICU uses for a locale, such as `latn`
/// or `arab`; `algorithmic` is set to 1 when it has no ten digits
/// (`unumsys_open`, `unumsys_getName`, `unumsys_isAlgorithmic`,
/// `unumsys_close`).
int32_t keypad_icu_numbering_system(
    const char *_Nonnull locale, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull algorithmic, int32_t *_Nonnull status);

/// A numbering system's description, UTF-16, by its name: for a system
/// that is not algorithmic, its digits, zero first (`0123456789` for
/// `latn`, `〇一二三四五六七八九` for `hanidec`); for an algorithmic one, the
/// name of its rules. `radix` receives its radix (10 for every system
/// that is not algorithmic in ICU 72) and `algorithmic` 1 for one such as
/// `roman` or `hebr` (`unumsys_openByName`, `unumsys_getRadix`,
/// `unumsys_isAlgorithmic`, `unumsys_getDescription`, `unumsys_close`).
int32_t keypad_icu_numbering_system_digits(
    const char *_Nonnull name, uint16_t *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull radix, int32_t *_Nonnull algorithmic, int32_t *_Nonnull status);

/// 1 when ICU knows a numbering system by this name, else 0
/// (`unumsys_openByName`).
int32_t keypad_icu_numbering_system_exists(const char *_Nonnull name);

/// The names of every numbering system ICU knows (`unumsys_openAvailableNames`),
/// algorithmic ones included, separated by single spaces, such as
/// `adlm ahom arab arabext ...` (read with `uenum_next`, `uenum_close`).
int32_t keypad_icu_numbering_system_names(char *_Nonnull buffer, int32_t capacity,
                                          int32_t *_Nonnull status);

// MARK: Currencies

/// 1 when a three-letter code (UTF-16) is a currency ICU knows at any date,
/// else 0 (`ucurr_isAvailable`).
int32_t keypad_icu_currency_exists(const uint16_t *_Nonnull code,
                                   int32_t *_Nonnull status);

/// The currency's default fraction digits (`ucurr_getDefaultFractionDigits`).
int32_t keypad_icu_currency_fraction_digits(const uint16_t *_Nonnull code,
                                            int32_t *_Nonnull status);

/// The currency of a locale's region (`ucurr_forLocale`), as a UTF-16 code.
/// `status` is U_USING_DEFAULT_WARNING when ICU had none for the region.
int32_t keypad_icu_currency_for_locale(
    const char *_Nonnull locale, uint16_t *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// The currency's name in a locale for a plural category (`one`, `few`,
/// `many`, `other`, ...), such as `euros` (`ucurr_getPluralName`).
/// `isChoiceFormat` is always 0 with current ICU data.
int32_t keypad_icu_currency_plural_name(
    const uint16_t *_Nonnull code, const char *_Nonnull locale,
    const char *_Nonnull pluralCategory, uint16_t *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

// MARK: Plural rules

/// A locale's cardinal plural rules (ICU's `UPluralRules`). It may be used
/// from several threads at once.
typedef struct KeypadICUPluralRules KeypadICUPluralRules;

/// Opens the cardinal plural rules of a locale (`uplrules_open`).
KeypadICUPluralRules *_Nullable keypad_icu_plural_open(const char *_Nonnull locale,
                                                       int32_t *_Nonnull status);

/// The plural category (`one`, `few`, `other`, ...) the rules choose for a
/// decimal exactly as written, visible fraction digits included (`1` is
/// `one` in English, `1.0` is `other`): the decimal formatted in the root
/// locale with exactly its fraction digits (`unumf_formatDecimal`), then
/// `uplrules_selectFormatted`.
int32_t keypad_icu_plural_select(
    const KeypadICUPluralRules *_Nonnull rules, const char *_Nonnull decimal,
    char *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull status);

/// Closes plural rules (`uplrules_close`); NULL is allowed.
void keypad_icu_plural_close(KeypadICUPluralRules *_Nullable rules);

// MARK: Spellout

/// A locale's rule-based spellout (ICU's RBNF `%spellout-numbering` rules,
/// as `unum_open(UNUM_SPELLOUT, ...)` picks them). One handle must not be
/// used from two threads at once.
typedef struct KeypadICUSpellout KeypadICUSpellout;

/// Opens the spellout rules ICU has for a locale, falling back as ICU does
/// (`unum_open` with `UNUM_SPELLOUT`).
KeypadICUSpellout *_Nullable keypad_icu_spellout_open(const char *_Nonnull locale,
                                                      int32_t *_Nonnull status);

/// Spells a decimal (`-1234.5`) out as UTF-16 text (`unum_formatDecimal`).
int32_t keypad_icu_spellout_format(
    KeypadICUSpellout *_Nonnull spellout, const char *_Nonnull decimal,
    uint16_t *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull status);

/// The locale whose rules ICU actually loaded (`ULOC_ACTUAL_LOCALE`), such
/// as `en` for `zu_ZA`, or `root` (`unum_getLocaleByType`).
int32_t keypad_icu_spellout_actual_locale(
    const KeypadICUSpellout *_Nonnull spellout, char *_Nonnull buffer, int32_t capacity,
    int32_t *_Nonnull status);

/// Closes a spellout (`unum_close`); NULL is allowed.
void keypad_icu_spellout_close(KeypadICUSpellout *_Nullable spellout);

// MARK: Messages (keypad_icu_message.c)

/// A message in words: a pattern of ICU's MessageFormat whose arguments are
/// named (`{label} muss mindestens {bound} sein`,
/// `{count, plural, one {# Feld} other {# Felder}}`), formatted in a locale
/// with the arguments' values, as UTF-8 text (the pattern and the values
/// are UTF-8 too).
///
/// - `locale` formats the numbers (`#`, `{count, number}`) and chooses the
///   plural forms.
/// - `language` and `id` name the message in its catalog, such as `de` (a
///   language) or `zh_Hant` (a language and script) and
///   `validation.below-min`; an empty `language` is the locale's (the
///   catalog of its language in its script, written or likely, where the
///   implementation has one, else its language's). The
///   engine carries its catalogs and gives the pattern (`patternLength`
///   bytes). Where it gives none (`patternLength` 0: the browser's module
///   carries no catalog), the implementation takes the pattern of `id` from
///   its own catalog of `language`, else, for a language and script, from
///   that language's (`zh`), or from its English one with the status
///   KEYPAD_ICU_USING_DEFAULT_WARNING when it has none.
///   Keypad's C implementation has no catalog: a call without a pattern is
///   U_MISSING_RESOURCE_ERROR.
/// - `arguments` holds the values by name, `argumentsLength` bytes: each
///   name and then its value, each followed by a NUL byte
///   (`label\0Betrag\0bound\01,00 €\0`), at most nine. A value the pattern
///   reads as a number (`number`, `plural`, `selectordinal`) is an ASCII
///   decimal such as `3`; any other is text. A name the pattern uses and
///   `arguments` lacks, or uses both as text and as a number, is
///   U_ILLEGAL_ARGUMENT_ERROR.
///
/// ICU's C API numbers arguments and takes their values as varargs: the
/// names become numbers in keypad_icu_message.c alone (`u_strFromUTF8`),
/// then `umsg_open`, `umsg_format`, `umsg_close` and `u_strToUTF8`. A
/// pattern ICU cannot read is ICU's status (U_PATTERN_SYNTAX_ERROR, ...).
/// ICU's own warnings are not passed on: a warning means the English
/// catalog.
int32_t keypad_icu_message_format(
    const char *_Nonnull locale, const char *_Nonnull language, const char *_Nonnull id,
    const char *_Nullable pattern, int32_t patternLength, const char *_Nonnull arguments,
    int32_t argumentsLength, char *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull status);

// MARK: Characters (keypad_icu_chars.c)

/// The value, 0 to 9, of a decimal digit of any script (general category
/// Nd, such as `٣` or `𝟙`), as ICU's `u_charDigitValue` gives it; -1 for
/// any other scalar.
int32_t keypad_icu_decimal_digit_value(uint32_t scalar);

/// Whether a scalar is alphabetic (Unicode's Alphabetic property, such as
/// `a`, `é` or `п`; not `%`), as ICU's `u_isUAlphabetic` answers: 1 or 0.
int32_t keypad_icu_is_alphabetic(uint32_t scalar);

/// Whether a scalar is white space (Unicode's White_Space property, such as
/// U+202F NARROW NO-BREAK SPACE; not U+200B ZERO WIDTH SPACE), as ICU's
/// `u_isUWhiteSpace` answers: 1 or 0.
int32_t keypad_icu_is_white_space(uint32_t scalar);

// MARK: Dates (keypad_icu_dates.c)

/// A Gregorian month and year in a locale's words (skeleton `yMMMM`, such
/// as `December 2027` in en_US) as UTF-16 text: `uloc_setKeywordValue`
/// (`calendar=gregorian`), `udatpg_getBestPattern`, `udat_open`,
/// `ucal_setDateTime` and `udat_format`.
int32_t keypad_icu_year_month_format(
    const char *_Nonnull locale, int32_t year, int32_t month, uint16_t *_Nonnull buffer,
    int32_t capacity, int32_t *_Nonnull status);

// MARK: Calendar dates (keypad_icu_calendar.c)

/// A locale's numeric date and its calendar: the best pattern for the
/// skeleton `yyyyMMdd` (`udatpg_open`, `udatpg_getBestPattern`), the
/// locale's calendar in UTC with leniency off (`ucal_open` with
/// `UCAL_DEFAULT`, `ucal_setAttribute`), a proleptic Gregorian calendar for
/// ISO dates (`ucal_setGregorianChange` to the earliest date), and the
/// medium, full and era formats (`udat_open`).
///
/// ISO 8601 is proleptic Gregorian, so the days before 1582 are never
/// Julian ones: the locale's calendar and its formats are made proleptic
/// too when it is ICU's Gregorian calendar (`udat_setCalendar`). ICU's
/// calendars counted from its Gregorian one under another year count
/// (`buddhist`, `roc`) cannot be: their days are converted by their year
/// (the same month and day of the Gregorian year counted from), and a day
/// before 1583 is formatted as the same day whole 400-year cycles later (the
/// same weekday) with its own year put in (`udat_formatForFields`,
/// `ufieldpositer_*`). One handle must not be used from two threads at once.
typedef struct KeypadICUDates KeypadICUDates;

/// The medium date format (`UDAT_MEDIUM`), such as `Nov 23, 2026`.
#define KEYPAD_ICU_DATE_MEDIUM 0
/// The full date format (`UDAT_FULL`), such as `Monday, November 23, 2026`.
#define KEYPAD_ICU_DATE_FULL 1
/// The era field of the numeric pattern alone (its `G` letters), such as
/// `هـ` in ar_SA; an empty text when the pattern has no era.
#define KEYPAD_ICU_DATE_ERA 2

/// Opens a locale's dates; see ``KeypadICUDates``.
KeypadICUDates *_Nullable keypad_icu_dates_open(const char *_Nonnull locale,
                                                int32_t *_Nonnull status);

/// Closes dates (`udat_close`, `ucal_close`); NULL is allowed.
void keypad_icu_dates_close(KeypadICUDates *_Nullable dates);

/// The numeric date pattern, such as `MM/dd/yyyy`, as UTF-16
/// (`udatpg_getBestPattern` of `yyyyMMdd`).
int32_t keypad_icu_dates_pattern(const KeypadICUDates *_Nonnull dates, uint16_t *_Nonnull buffer,
                                 int32_t capacity, int32_t *_Nonnull status);

/// The calendar's type, such as `gregorian`, `persian` or
/// `islamic-umalqura` (`ucal_getType`).
int32_t keypad_icu_dates_calendar_type(const KeypadICUDates *_Nonnull dates,
                                       char *_Nonnull buffer, int32_t capacity,
                                       int32_t *_Nonnull status);

/// The calendar's limits, seven values (`ucal_getLimit`): the greatest era,
/// the least and greatest year, month (from 1) and day of the month.
void keypad_icu_dates_limits(const KeypadICUDates *_Nonnull dates, int32_t *_Nonnull limits,
                             int32_t *_Nonnull status);

/// The days of a month (from 1) of a year in the calendar (`ucal_clear`,
/// `ucal_setDateTime`, `ucal_getLimit` of `UCAL_DATE` with
/// `UCAL_ACTUAL_MAXIMUM`).
int32_t keypad_icu_dates_days_in_month(KeypadICUDates *_Nonnull dates, int32_t year,
                                       int32_t month, int32_t *_Nonnull status);

/// A day of the calendar (year, month from 1, day) as a Gregorian era, year,
/// month and day in `parts` (four values): `ucal_setDateTime` with leniency
/// off, `ucal_getMillis`, then `ucal_setMillis` and `ucal_get` on the
/// Gregorian calendar. A day the month does not have is
/// U_ILLEGAL_ARGUMENT_ERROR.
void keypad_icu_dates_to_gregorian(KeypadICUDates *_Nonnull dates, int32_t year, int32_t month,
                                   int32_t day, int32_t *_Nonnull parts,
                                   int32_t *_Nonnull status);

/// A Gregorian day (year, month from 1, day) as the calendar's era, year,
/// month and day in `parts` (four values), the other way round.
void keypad_icu_dates_from_gregorian(KeypadICUDates *_Nonnull dates, int32_t year,
                                     int32_t month, int32_t day, int32_t *_Nonnull parts,
                                     int32_t *_Nonnull status);

/// A day of the calendar formatted in one of the styles above, as UTF-16
/// (`ucal_setDateTime`, `ucal_getMillis`, `udat_format`).
int32_t keypad_icu_dates_format(KeypadICUDates *_Nonnull dates, int32_t style, int32_t year,
                                int32_t month, int32_t day, uint16_t *_Nonnull buffer,
                                int32_t capacity, int32_t *_Nonnull status);

// MARK: Times of day (keypad_icu_times.c)

/// A locale's time of day: the best pattern for the skeleton `jmm`, or
/// `jmmss` with seconds (`udatpg_open`, `udatpg_getBestPattern`), whose
/// `j` is the locale's hour cycle, or the one its id names
/// (`@hours=h12`, `-u-hc-h23`), and a format of that pattern in UTC
/// (`udat_open`). One handle must not be used from two threads at once.
typedef struct KeypadICUTimes KeypadICUTimes;

/// Opens a locale's times of day, with seconds when `seconds` is 1; see
/// ``KeypadICUTimes``.
KeypadICUTimes *_Nullable keypad_icu_times_open(const char *_Nonnull locale, int32_t seconds,
                                                int32_t *_Nonnull status);

/// Closes times (`udat_close`); NULL is allowed.
void keypad_icu_times_close(KeypadICUTimes *_Nullable times);

/// The time pattern, such as `h:mm a` (en_US) or `HH:mm` (de_DE), as
/// UTF-16.
int32_t keypad_icu_times_pattern(const KeypadICUTimes *_Nonnull times,
                                 uint16_t *_Nonnull buffer, int32_t capacity,
                                 int32_t *_Nonnull status);

/// A day period's marker, 0 for AM and 1 for PM, such as `PM` (en_US) or
/// `م` (ar_EG), as UTF-16 (`udat_getSymbols` of `UDAT_AM_PMS`).
int32_t keypad_icu_times_day_period(const KeypadICUTimes *_Nonnull times, int32_t index,
                                    uint16_t *_Nonnull buffer, int32_t capacity,
                                    int32_t *_Nonnull status);

/// A time of day (hour 0 to 23, minute, second) formatted in the pattern,
/// as UTF-16 (`udat_format` of that time on 1 January 1970, UTC).
int32_t keypad_icu_times_format(const KeypadICUTimes *_Nonnull times, int32_t hour,
                                int32_t minute, int32_t second, uint16_t *_Nonnull buffer,
                                int32_t capacity, int32_t *_Nonnull status);

// MARK: Durations (keypad_icu_durations.c)

/// A locale's durations: hours, minutes and seconds each formatted as a
/// unit by ICU's number formatter (the skeletons
/// `measure-unit/duration-hour`, `-minute` and `-second`, in one unit
/// width) and joined by its list formatter of the units type
/// (`ulistfmt_openForType` with `ULISTFMT_TYPE_UNITS`) in the same width.
/// One handle must not be used from two threads at once.
typedef struct KeypadICUDurations KeypadICUDurations;

/// Opens a locale's durations in a width: 0 short (`unit-width-short`,
/// `ULISTFMT_WIDTH_SHORT`: `1 hr, 5 min, 30 sec` in en_US), 1 long
/// (`unit-width-full-name`, `ULISTFMT_WIDTH_WIDE`: `1 hour, 5 minutes, 30
/// seconds`), 2 narrow (`unit-width-narrow`, `ULISTFMT_WIDTH_NARROW`:
/// `1h 5m 30s`); another width is `U_ILLEGAL_ARGUMENT_ERROR`.
KeypadICUDurations *_Nullable keypad_icu_durations_open(const char *_Nonnull locale,
                                                        int32_t width,
                                                        int32_t *_Nonnull status);

/// Closes durations; NULL is allowed.
void keypad_icu_durations_close(KeypadICUDurations *_Nullable durations);

/// A duration as UTF-16: the units `shown` names (4 hours, 2 minutes, 1
/// seconds, added), largest first, each formatted as a unit and the list
/// joined; `1 Std., 5 Min. und 30 Sek.` in de_DE for 1, 5, 30 and 7.
int32_t keypad_icu_durations_format(const KeypadICUDurations *_Nonnull durations,
                                    int32_t hours, int32_t minutes, int32_t seconds,
                                    int32_t shown, uint16_t *_Nonnull buffer, int32_t capacity,
                                    int32_t *_Nonnull status);

// MARK: Today (keypad_icu_calendar.c)

/// Today's Gregorian year, month (from 1) and day in `parts` (three values),
/// in the default time zone at the current time: `ucal_open` with the
/// default zone and `UCAL_GREGORIAN`, `ucal_get`, `ucal_close`.
void keypad_icu_today(int32_t *_Nonnull parts, int32_t *_Nonnull status);

#ifdef __cplusplus
}
#endif

#endif
