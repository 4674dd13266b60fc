// The number formatter and the status names of keypad_icu.h, over ICU's C
// number formatters (`unumf_*`, `unumrf_*`) and formatted values
// (`ufmtval_*`, `ucfpos_*`).
//
// ICU's C number formatter builds a locale's data on each of its first two
// calls and compiles it on its third, and loading a locale's symbols takes
// two to six calls. ICU's C range formatter compiles on its first call. So
// a formatter's first calls format the range from the number to 0 (without
// collapsing affixes, and as a range even when both ends are equal) and
// keep its first number, whose text and fields are those of the number
// alone; later calls go to a plain `unumf` formatter, which formats one
// number in half the time once compiled. Both are safe to share between
// threads; the switch is an atomic count.

#include "keypad_icu.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

#include "icu_support.h"

/// How many calls go through the range formatter before the plain one.
#define KEYPAD_ICU_RANGE_CALLS 8

struct KeypadICUFormatter {
  UNumberRangeFormatter *range;
  /// Opened on the first call past the range formatter's.
  _Atomic(UNumberFormatter *) plain;
  atomic_int calls;
  int32_t skeletonLength;
  char *locale;
  UChar skeleton[];
};

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
  UNumberRangeFormatter *range = unumrf_openForSkeletonWithCollapseAndIdentityFallback(
      skeleton, length, UNUM_RANGE_COLLAPSE_NONE, UNUM_IDENTITY_FALLBACK_RANGE, locale, NULL,
      &code);
  if (U_FAILURE(code) || range == NULL) {
    unumrf_close(range);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  const size_t localeLength = strlen(locale);
  KeypadICUFormatter *opened =
      malloc(sizeof(KeypadICUFormatter) + (size_t)length * sizeof(UChar) + localeLength + 1);
  if (opened == NULL) {
    unumrf_close(range);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  opened->range = range;
  atomic_init(&opened->plain, NULL);
  atomic_init(&opened->calls, 0);
  opened->skeletonLength = length;
  memcpy(opened->skeleton, skeleton, (size_t)length * sizeof(UChar));
  opened->locale = (char *)(opened->skeleton + length);
  memcpy(opened->locale, locale, localeLength + 1);
  *status = code;
  return opened;
}

/// The plain formatter, opened by whichever thread needs it first.
static const UNumberFormatter *plainFormatter(KeypadICUFormatter *formatter, UErrorCode *code) {
  UNumberFormatter *existing = atomic_load(&formatter->plain);
  if (existing != NULL) {
    return existing;
  }
  UNumberFormatter *opened = unumf_openForSkeletonAndLocale(
      formatter->skeleton, formatter->skeletonLength, formatter->locale, code);
  if (U_FAILURE(*code)) {
    unumf_close(opened);
    return NULL;
  }
  UNumberFormatter *expected = NULL;
  if (!atomic_compare_exchange_strong(&formatter->plain, &expected, opened)) {
    unumf_close(opened);
    return expected;
  }
  return opened;
}

/// One formatted number: ICU's result, and where the number's text lies
/// in the result's string (all of it, or the range's first number).
typedef struct Formatted {
  UFormattedNumber *plain;
  UFormattedNumberRange *range;
  const UFormattedValue *value;
  int32_t begin;
  int32_t end;
} Formatted;

static void closeFormatted(Formatted *formatted) {
  if (formatted->plain != NULL) {
    unumf_closeResult(formatted->plain);
  }
  if (formatted->range != NULL) {
    unumrf_closeResult(formatted->range);
  }
}

/// Finds the range's first number (span 0) in a range result.
static void findFirstNumber(Formatted *formatted, UErrorCode *code) {
  UConstrainedFieldPosition *position = ucfpos_open(code);
  bool found = false;
  while (U_SUCCESS(*code) && ufmtval_nextPosition(formatted->value, position, code)) {
    if (ucfpos_getCategory(position, code) == UFIELD_CATEGORY_NUMBER_RANGE_SPAN &&
        ucfpos_getField(position, code) == 0) {
      ucfpos_getIndexes(position, &formatted->begin, &formatted->end, code);
      found = true;
      break;
    }
  }
  ucfpos_close(position);
  if (U_SUCCESS(*code) && !found) {
    *code = U_MISSING_RESOURCE_ERROR;
  }
}

/// Formats `decimal` as the range from it to 0, keeping the first number;
/// false when the range formatter fails.
static bool formatAsRange(const KeypadICUFormatter *formatter, const char *decimal,
                          Formatted *formatted) {
  UErrorCode code = U_ZERO_ERROR;
  formatted->range = unumrf_openResult(&code);
  // An explicit length: with -1, ICU reads at most 34 digits.
  unumrf_formatDecimalRange(formatter->range, decimal, (int32_t)strlen(decimal), "0", 1,
                            formatted->range, &code);
  formatted->value = unumrf_resultAsValue(formatted->range, &code);
  findFirstNumber(formatted, &code);
  if (U_FAILURE(code)) {
    closeFormatted(formatted);
    *formatted = (Formatted){NULL, NULL, NULL, 0, 0};
    return false;
  }
  return true;
}

/// Formats `decimal`; false with `code` set on failure, the result closed.
static bool format(const KeypadICUFormatter *formatter, const char *decimal,
                   Formatted *formatted, UErrorCode *code) {
  *formatted = (Formatted){NULL, NULL, NULL, 0, 0};
  // The count only chooses the way; both give the same text and fields.
  // What the range formatter refuses (a number of hundreds of digits, a
  // malformed one) goes to the plain formatter, whose status is reported.
  KeypadICUFormatter *shared = (KeypadICUFormatter *)(void *)formatter;
  if (atomic_fetch_add(&shared->calls, 1) < KEYPAD_ICU_RANGE_CALLS &&
      formatAsRange(formatter, decimal, formatted)) {
    return true;
  }
  const UNumberFormatter *plain = plainFormatter(shared, code);
  formatted->plain = unumf_openResult(code);
  unumf_formatDecimal(plain, decimal, (int32_t)strlen(decimal), formatted->plain, code);
  formatted->value = unumf_resultAsValue(formatted->plain, code);
  formatted->end = -1;
  if (U_FAILURE(*code)) {
    closeFormatted(formatted);
    return false;
  }
  return true;
}

/// Copies the number's text into a caller's buffer.
static int32_t copyText(Formatted *formatted, uint16_t *buffer, int32_t capacity,
                        UErrorCode *code) {
  int32_t length = 0;
  const UChar *text = ufmtval_getString(formatted->value, &length, code);
  if (U_FAILURE(*code)) {
    return 0;
  }
  const int32_t end = formatted->end < 0 ? length : formatted->end;
  return keypad_icu_copy_units(text + formatted->begin, end - formatted->begin, buffer, capacity,
                               code);
}

int32_t keypad_icu_formatter_format(const KeypadICUFormatter *formatter, const char *decimal,
                                    uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  Formatted formatted;
  if (!format(formatter, decimal, &formatted, &code)) {
    *status = code;
    return 0;
  }
  const int32_t length = copyText(&formatted, buffer, capacity, &code);
  closeFormatted(&formatted);
  *status = code;
  return length;
}

/// Lists the number's fields in ICU's order (text order), writing at most
/// `capacity`; returns how many there are, or -1 with `code` set.
///
/// Every field is visited and the number fields kept by their category:
/// with ICU 72, a constraint to the number category skips a field that
/// starts where a range's span starts (the sign of `-1234.5` at 0).
static int32_t listFields(const Formatted *formatted, KeypadICUField *fields, int32_t capacity,
                          UErrorCode *code) {
  UConstrainedFieldPosition *position = ucfpos_open(code);
  int32_t found = 0;
  while (U_SUCCESS(*code) && ufmtval_nextPosition(formatted->value, position, code) &&
         U_SUCCESS(*code)) {
    if (ucfpos_getCategory(position, code) != UFIELD_CATEGORY_NUMBER) {
      continue;
    }
    int32_t begin = 0;
    int32_t end = 0;
    ucfpos_getIndexes(position, &begin, &end, code);
    if (begin < formatted->begin || (formatted->end >= 0 && end > formatted->end)) {
      continue;
    }
    if (fields != NULL && found < capacity) {
      fields[found] = (KeypadICUField){ucfpos_getField(position, code),
                                       begin - formatted->begin, end - formatted->begin};
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
  Formatted formatted;
  if (!format(formatter, decimal, &formatted, &code)) {
    *status = code;
    return 0;
  }
  const int32_t found = listFields(&formatted, fields, fieldCapacity, &code);
  if (found < 0) {
    closeFormatted(&formatted);
    *status = code;
    return 0;
  }
  *fieldCount = found;
  const int32_t length = copyText(&formatted, buffer, capacity, &code);
  closeFormatted(&formatted);
  *status = code;
  return length;
}

void keypad_icu_formatter_close(KeypadICUFormatter *formatter) {
  if (formatter == NULL) {
    return;
  }
  UNumberFormatter *plain = atomic_load(&formatter->plain);
  if (plain != NULL) {
    unumf_close(plain);
  }
  unumrf_close(formatter->range);
  free(formatter);
}
