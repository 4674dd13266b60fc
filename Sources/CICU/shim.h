// Thin, unrenamed entry points into the system ICU (libicu-dev).
//
// ICU renames each C function with its major version (unum_open becomes
// unum_open_72) through macros that Swift cannot import. Each wrapper here is
// a one-line static inline function, so Swift sees a stable name and the C
// compiler resolves the versioned symbol.
#ifndef CICU_SHIM_H
#define CICU_SHIM_H

#include <unicode/ucurr.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/utypes.h>

// MARK: Number formatter (skeleton API, applies CLDR minimum grouping)

static inline UNumberFormatter *_Nullable cicu_unumf_open(
    const UChar *_Nonnull skeleton, int32_t length, const char *_Nonnull locale,
    UErrorCode *_Nonnull status) {
  return unumf_openForSkeletonAndLocale(skeleton, length, locale, status);
}

static inline UFormattedNumber *_Nullable cicu_unumf_openResult(
    UErrorCode *_Nonnull status) {
  return unumf_openResult(status);
}

static inline void cicu_unumf_formatDecimal(
    const UNumberFormatter *_Nonnull formatter, const char *_Nonnull value,
    int32_t length, UFormattedNumber *_Nonnull result,
    UErrorCode *_Nonnull status) {
  unumf_formatDecimal(formatter, value, length, result, status);
}

static inline int32_t cicu_unumf_resultToString(
    const UFormattedNumber *_Nonnull result, UChar *_Nullable buffer,
    int32_t capacity, UErrorCode *_Nonnull status) {
  return unumf_resultToString(result, buffer, capacity, status);
}

static inline void cicu_unumf_close(UNumberFormatter *_Nullable formatter) {
  unumf_close(formatter);
}

static inline void cicu_unumf_closeResult(UFormattedNumber *_Nullable result) {
  unumf_closeResult(result);
}

// MARK: Classic number format (parsing, resolved locale)

static inline UNumberFormat *_Nullable cicu_unum_openDecimal(
    const char *_Nonnull locale, UErrorCode *_Nonnull status) {
  return unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, status);
}

static inline void cicu_unum_close(UNumberFormat *_Nullable format) {
  unum_close(format);
}

static inline int32_t cicu_unum_parseDecimal(
    const UNumberFormat *_Nonnull format, const UChar *_Nonnull text,
    int32_t length, int32_t *_Nullable position, char *_Nullable out,
    int32_t capacity, UErrorCode *_Nonnull status) {
  return unum_parseDecimal(format, text, length, position, out, capacity,
                           status);
}

static inline const char *_Nullable cicu_unum_validLocale(
    const UNumberFormat *_Nonnull format, UErrorCode *_Nonnull status) {
  return unum_getLocaleByType(format, ULOC_VALID_LOCALE, status);
}

// MARK: Locale identifiers

static inline int32_t cicu_uloc_forLanguageTag(
    const char *_Nonnull tag, char *_Nonnull localeID, int32_t capacity,
    int32_t *_Nullable parsedLength, UErrorCode *_Nonnull status) {
  return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, status);
}

static inline int32_t cicu_uloc_canonicalize(
    const char *_Nonnull localeID, char *_Nonnull name, int32_t capacity,
    UErrorCode *_Nonnull status) {
  return uloc_canonicalize(localeID, name, capacity, status);
}

static inline int32_t cicu_uloc_getBaseName(
    const char *_Nonnull localeID, char *_Nonnull name, int32_t capacity,
    UErrorCode *_Nonnull status) {
  return uloc_getBaseName(localeID, name, capacity, status);
}

static inline int32_t cicu_uloc_getLanguage(
    const char *_Nonnull localeID, char *_Nonnull language, int32_t capacity,
    UErrorCode *_Nonnull status) {
  return uloc_getLanguage(localeID, language, capacity, status);
}

static inline int32_t cicu_uloc_getCountry(
    const char *_Nonnull localeID, char *_Nonnull country, int32_t capacity,
    UErrorCode *_Nonnull status) {
  return uloc_getCountry(localeID, country, capacity, status);
}

static inline int32_t cicu_uloc_getKeywordValue(
    const char *_Nonnull localeID, const char *_Nonnull keyword,
    char *_Nonnull buffer, int32_t capacity, UErrorCode *_Nonnull status) {
  return uloc_getKeywordValue(localeID, keyword, buffer, capacity, status);
}

static inline int32_t cicu_uloc_countAvailable(void) {
  return uloc_countAvailable();
}

static inline const char *_Nullable cicu_uloc_getAvailable(int32_t index) {
  return uloc_getAvailable(index);
}

static inline const char *_Nullable const *_Nullable cicu_uloc_isoCountries(
    void) {
  return uloc_getISOCountries();
}

// MARK: Numbering systems

static inline UNumberingSystem *_Nullable cicu_unumsys_open(
    const char *_Nonnull locale, UErrorCode *_Nonnull status) {
  return unumsys_open(locale, status);
}

static inline UNumberingSystem *_Nullable cicu_unumsys_openByName(
    const char *_Nonnull name, UErrorCode *_Nonnull status) {
  return unumsys_openByName(name, status);
}

static inline const char *_Nullable cicu_unumsys_getName(
    const UNumberingSystem *_Nonnull system) {
  return unumsys_getName(system);
}

static inline UBool cicu_unumsys_isAlgorithmic(
    const UNumberingSystem *_Nonnull system) {
  return unumsys_isAlgorithmic(system);
}

static inline void cicu_unumsys_close(UNumberingSystem *_Nullable system) {
  unumsys_close(system);
}

// MARK: Currencies

static inline int32_t cicu_ucurr_getDefaultFractionDigits(
    const UChar *_Nonnull currency, UErrorCode *_Nonnull status) {
  return ucurr_getDefaultFractionDigits(currency, status);
}

static inline UBool cicu_ucurr_isAvailable(const UChar *_Nonnull currency,
                                           UErrorCode *_Nonnull status) {
  return ucurr_isAvailable(currency, U_DATE_MIN, U_DATE_MAX, status);
}

static inline int32_t cicu_ucurr_forLocale(const char *_Nonnull locale,
                                           UChar *_Nonnull buffer,
                                           int32_t capacity,
                                           UErrorCode *_Nonnull status) {
  return ucurr_forLocale(locale, buffer, capacity, status);
}

// MARK: Errors

static inline const char *_Nonnull cicu_errorName(UErrorCode code) {
  return u_errorName(code);
}

#endif
