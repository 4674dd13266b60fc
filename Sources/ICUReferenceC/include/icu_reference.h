// ICU's C API as the tests' independent reference: the `unumf` formatter,
// the classic parser, spellout and plural rules, called the plain way, with
// none of the library's caching or C++ settings. Only the test-support
// target `ICUReference` uses it; the library never does.
//
// Plain C types only, as in keypad_icu.h; `status` is an ICU `UErrorCode`.
// Functions that fill a buffer return the full length, and set
// U_BUFFER_OVERFLOW_ERROR (15) when it exceeds `capacity`.

#ifndef ICU_REFERENCE_H
#define ICU_REFERENCE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's name for a status.
const char *_Nonnull icu_reference_error_name(int32_t status);

/// An `unumf` formatter and its result object.
typedef struct ICUReferenceFormatter ICUReferenceFormatter;

/// `unumf_openForSkeletonAndLocale` with a result object.
ICUReferenceFormatter *_Nullable icu_reference_formatter_open(
    const uint16_t *_Nonnull skeleton, int32_t length, const char *_Nonnull locale,
    int32_t *_Nonnull status);

/// `unumf_formatDecimal` then `unumf_resultToString`.
int32_t icu_reference_format(ICUReferenceFormatter *_Nonnull formatter,
                             const char *_Nonnull decimal, uint16_t *_Nonnull buffer,
                             int32_t capacity, int32_t *_Nonnull status);

/// After a format, the result's fields from `unumf_resultGetAllFieldPositions`:
/// up to `capacity` triples (field, begin, end) into `triples`; returns how
/// many there are.
int32_t icu_reference_fields(ICUReferenceFormatter *_Nonnull formatter,
                             int32_t *_Nonnull triples, int32_t capacity,
                             int32_t *_Nonnull status);

/// After a format, the plural category `uplrules_selectFormatted` picks for
/// the result in `locale`.
int32_t icu_reference_plural(ICUReferenceFormatter *_Nonnull formatter,
                             const char *_Nonnull locale, uint16_t *_Nonnull buffer,
                             int32_t capacity, int32_t *_Nonnull status);

/// Closes a formatter; NULL is allowed.
void icu_reference_formatter_close(ICUReferenceFormatter *_Nullable formatter);

/// Parses `text` whole with a decimal-style `unum` parser for `locale`; writes
/// ICU's decimal string into `out`. Returns its length, or -1 when ICU did not
/// take all of the text.
int32_t icu_reference_parse(const char *_Nonnull locale, const uint16_t *_Nonnull text,
                            int32_t length, char *_Nonnull out, int32_t capacity,
                            int32_t *_Nonnull status);

/// `unum_open(UNUM_SPELLOUT)` then `unum_formatDecimal`, one shot; `actual`
/// receives `ULOC_ACTUAL_LOCALE` (NUL-terminated, at most `actualCapacity`).
int32_t icu_reference_spellout(const char *_Nonnull locale, const char *_Nonnull decimal,
                               uint16_t *_Nonnull buffer, int32_t capacity,
                               char *_Nonnull actual, int32_t actualCapacity,
                               int32_t *_Nonnull status);

/// `ucurr_getPluralName` for a UTF-16 currency code.
int32_t icu_reference_currency_plural_name(const uint16_t *_Nonnull currency,
                                           const char *_Nonnull locale,
                                           const char *_Nonnull category,
                                           uint16_t *_Nonnull buffer, int32_t capacity,
                                           int32_t *_Nonnull status);

/// The day at `millis` (UTC) in a locale's own calendar: its year, month
/// (from 1) and day in `local`, the Gregorian era, year, month and day in
/// `gregorian`, and, in `buffer`, the day formatted by a `udat` date format
/// opened with the best pattern for `yyyyMMdd` (`udatpg_getBestPattern`).
/// `pattern` receives that pattern (NUL-terminated, at most 64 units).
/// The Gregorian calendar is proleptic (`ucal_setGregorianChange` to the
/// earliest date), as ISO 8601 is; so is the locale's calendar, and the
/// format's, when it is ICU's Gregorian one (ICU refuses any other).
int32_t icu_reference_date_at(const char *_Nonnull locale, double millis,
                              int32_t *_Nonnull local, int32_t *_Nonnull gregorian,
                              uint16_t *_Nonnull pattern, uint16_t *_Nonnull buffer,
                              int32_t capacity, int32_t *_Nonnull status);

/// Whether a day (month from 1) exists in a locale's calendar: a lenient
/// calendar set to it reads back the same year, month and day.
int32_t icu_reference_date_exists(const char *_Nonnull locale, int32_t year, int32_t month,
                                  int32_t day, int32_t *_Nonnull status);

/// A time of day (seconds since midnight) as ICU formats it in a locale: the
/// best pattern for `jmm`, or `jmmss` when `seconds` is 1
/// (`udatpg_getBestPattern`), in `pattern` (NUL-terminated, at most 64
/// units); the `udat` format of that pattern in UTC (`udat_format`) in
/// `buffer`; its AM and PM markers (`udat_getSymbols` of `UDAT_AM_PMS`) in
/// `am` and `pm` (NUL-terminated, at most 64 units each).
int32_t icu_reference_time_at(const char *_Nonnull locale, int32_t seconds, double secondOfDay,
                              uint16_t *_Nonnull pattern, uint16_t *_Nonnull am,
                              uint16_t *_Nonnull pm, uint16_t *_Nonnull buffer,
                              int32_t capacity, int32_t *_Nonnull status);

/// Texts joined as a locale joins values with units (`ulistfmt_openForType`
/// with `ULISTFMT_TYPE_UNITS`, width 0 wide, 1 short, 2 narrow;
/// `ulistfmt_format`).
int32_t icu_reference_unit_list(const char *_Nonnull locale, int32_t width,
                                const uint16_t *_Nonnull const *_Nonnull items,
                                const int32_t *_Nonnull lengths, int32_t count,
                                uint16_t *_Nonnull buffer, int32_t capacity,
                                int32_t *_Nonnull status);

/// `uloc_getCharacterOrientation`: 1 (ULOC_LAYOUT_RTL) when the locale's
/// characters run right to left, 0 (ULOC_LAYOUT_LTR) when left to right.
int32_t icu_reference_character_orientation(const char *_Nonnull locale,
                                            int32_t *_Nonnull status);

/// `umsg_open` of a MessageFormat pattern (UTF-16), whose arguments may be
/// named, then `umsg_close`: ICU's status, 0 when ICU reads the pattern.
int32_t icu_reference_message_status(const uint16_t *_Nonnull pattern, int32_t length,
                                     const char *_Nonnull locale);

/// The units of ICU's `MeasureUnit::getAvailable` (C++: ICU's C API has no
/// list of units), other than currencies and the dimensionless `none`
/// type: their CLDR identifiers, such as `kilometer`, written into `buffer`
/// one a line (NUL-terminated). Returns the bytes the list needs; a
/// `capacity` below it writes nothing.
int32_t icu_reference_measure_units(char *_Nullable buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
