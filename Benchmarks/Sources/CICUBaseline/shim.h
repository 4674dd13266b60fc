// The few ICU calls of the `unumf` baseline, as unrenamed `static inline`
// wrappers: ICU renames each function with its major version through macros
// (unumf_close is unumf_close_72) that Swift cannot import.
#ifndef CICU_BASELINE_SHIM_H
#define CICU_BASELINE_SHIM_H

#include <unicode/unumberformatter.h>
#include <unicode/utypes.h>

static inline UNumberFormatter *_Nullable cicub_unumf_open(
    const UChar *_Nonnull skeleton, int32_t length, const char *_Nonnull locale,
    UErrorCode *_Nonnull status) {
  return unumf_openForSkeletonAndLocale(skeleton, length, locale, status);
}

static inline UFormattedNumber *_Nullable cicub_unumf_openResult(
    UErrorCode *_Nonnull status) {
  return unumf_openResult(status);
}

static inline void cicub_unumf_formatDecimal(
    const UNumberFormatter *_Nonnull formatter, const char *_Nonnull value,
    int32_t length, UFormattedNumber *_Nonnull result,
    UErrorCode *_Nonnull status) {
  unumf_formatDecimal(formatter, value, length, result, status);
}

static inline int32_t cicub_unumf_resultToString(
    const UFormattedNumber *_Nonnull result, UChar *_Nullable buffer,
    int32_t capacity, UErrorCode *_Nonnull status) {
  return unumf_resultToString(result, buffer, capacity, status);
}

static inline void cicub_unumf_close(UNumberFormatter *_Nullable formatter) {
  unumf_close(formatter);
}

static inline void cicub_unumf_closeResult(UFormattedNumber *_Nullable result) {
  unumf_closeResult(result);
}

static inline int cicub_failed(UErrorCode status) { return U_FAILURE(status); }

#endif
