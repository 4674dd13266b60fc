// The number formatter and the status names of keypad_icu.h, over ICU's C
// number formatter (`unumf_*`) and formatted values (`ufmtval_*`,
// `ucfpos_*`).
//
// ICU's C number formatter builds a locale's data on each of its first two
// calls and compiles it on its third; ICU offers no C switch to compile on
// the first, as its C++ `threshold(1)` did. ICU's C range formatter
// (`unumrf_*`, compiled on its first call, the range from a number to 0
// keeping the first number) gives the same text and fields in every locale
// but builds two formatters' data and the range data, and measured slower
// for a locale's two to three samples; so did `unum_*` DecimalFormat. See
// Benchmarks/README.md.

#include "keypad_icu.h"

#include <stddef.h>

#include "icu_support.h"

// A KeypadICUFormatter is ICU's UNumberFormatter itself: the pointer is
// converted both ways, never dereferenced as anything else.
static inline const UNumberFormatter *unwrap(const KeypadICUFormatter *formatter) {
  return (const UNumberFormatter *)(const void *)formatter;
}

// MARK: Status

const char *keypad_icu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

// MARK: Number formatter

KeypadICUFormatter *keypad_icu_formatter_open(const uint16_t *skeleton, int32_t length,
                                              const char *locale, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return NULL;
  }
  if (length < 0) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, length, locale, &code);
  if (U_FAILURE(code) || formatter == NULL) {
    unumf_close(formatter);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  *status = code;
  return (KeypadICUFormatter *)(void *)formatter;
}

/// Formats `decimal` into a new result; NULL with `code` set on failure.
static UFormattedNumber *formatted(const KeypadICUFormatter *formatter, const char *decimal,
                                   UErrorCode *code) {
  UFormattedNumber *result = unumf_openResult(code);
  // An explicit length: given -1, ICU 72 reads at most 34 digits.
  unumf_formatDecimal(unwrap(formatter), decimal, (int32_t)strlen(decimal), result, code);
  if (U_FAILURE(*code)) {
    if (result != NULL) {
      unumf_closeResult(result);
    }
    return NULL;
  }
  return result;
}

int32_t keypad_icu_formatter_format(const KeypadICUFormatter *formatter, const char *decimal,
                                    uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UFormattedNumber *result = formatted(formatter, decimal, &code);
  if (result == NULL) {
    *status = code;
    return 0;
  }
  const int32_t length = unumf_resultToString(result, buffer, capacity, &code);
  unumf_closeResult(result);
  *status = code;
  return length;
}

/// Lists the number fields of a result in ICU's order (text order), writing
/// at most `capacity`; returns how many there are, or -1 with `code` set.
static int32_t listFields(const UFormattedNumber *result, KeypadICUField *fields,
                          int32_t capacity, UErrorCode *code) {
  const UFormattedValue *value = unumf_resultAsValue(result, code);
  UConstrainedFieldPosition *position = ucfpos_open(code);
  ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, code);
  int32_t found = 0;
  while (U_SUCCESS(*code) && ufmtval_nextPosition(value, position, code) && U_SUCCESS(*code)) {
    if (fields != NULL && found < capacity) {
      int32_t begin = 0;
      int32_t end = 0;
      ucfpos_getIndexes(position, &begin, &end, code);
      fields[found] = (KeypadICUField){ucfpos_getField(position, code), begin, end};
    }
    found += 1;
  }
  ucfpos_close(position);
  return U_FAILURE(*code) ? -1 : found;
}

int32_t keypad_icu_formatter_format_fields(const KeypadICUFormatter *formatter,
                                           const char *decimal, uint16_t *buffer,
                                           int32_t capacity, KeypadICUField *fields,
                                           int32_t fieldCapacity, int32_t *fieldCount,
                                           int32_t *status) {
  *fieldCount = 0;
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UFormattedNumber *result = formatted(formatter, decimal, &code);
  if (result == NULL) {
    *status = code;
    return 0;
  }
  const int32_t found = listFields(result, fields, fieldCapacity, &code);
  if (found < 0) {
    unumf_closeResult(result);
    *status = code;
    return 0;
  }
  *fieldCount = found;
  const int32_t length = unumf_resultToString(result, buffer, capacity, &code);
  unumf_closeResult(result);
  *status = code;
  return length;
}

void keypad_icu_formatter_close(KeypadICUFormatter *formatter) {
  if (formatter != NULL) {
    unumf_close((UNumberFormatter *)(void *)formatter);
  }
}
