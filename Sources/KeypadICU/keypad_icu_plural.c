// Plural rules of keypad_icu.h, over ICU's `uplrules_*` and a root-locale
// `unumf` formatter per visible fraction count.

#include "keypad_icu.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

#include "icu_support.h"

/// The most fraction digits a plural selection keeps visible.
#define KEYPAD_ICU_MAX_PLURAL_FRACTION 40

struct KeypadICUPluralRules {
  UPluralRules *rules;
  /// One formatter per visible fraction count, so that `1.0` keeps its zero
  /// when the rules read it; opened on first use, by whichever thread comes
  /// first.
  _Atomic(UNumberFormatter *) formatters[KEYPAD_ICU_MAX_PLURAL_FRACTION + 1];
};

KeypadICUPluralRules *keypad_icu_plural_open(const char *locale, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return NULL;
  }
  UPluralRules *rules = uplrules_open(locale, &code);
  if (U_FAILURE(code) || rules == NULL) {
    uplrules_close(rules);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  KeypadICUPluralRules *opened = calloc(1, sizeof(KeypadICUPluralRules));
  if (opened == NULL) {
    uplrules_close(rules);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  opened->rules = rules;
  for (int32_t digits = 0; digits <= KEYPAD_ICU_MAX_PLURAL_FRACTION; digits += 1) {
    atomic_init(&opened->formatters[digits], NULL);
  }
  *status = code;
  return opened;
}

/// The number of digits after the `.` of an ASCII decimal.
static int32_t fractionDigits(const char *decimal) {
  const char *point = strchr(decimal, '.');
  return point == NULL ? 0 : (int32_t)strlen(point + 1);
}

/// The root-locale formatter with exactly `digits` fraction digits and no
/// grouping (skeleton `.00 group-off`, or `precision-integer group-off`).
static const UNumberFormatter *formatterFor(KeypadICUPluralRules *rules, int32_t digits,
                                            UErrorCode *code) {
  UNumberFormatter *existing = atomic_load(&rules->formatters[digits]);
  if (existing != NULL) {
    return existing;
  }
  static const UChar integer[] = u"precision-integer group-off";
  UChar skeleton[KEYPAD_ICU_MAX_PLURAL_FRACTION + 16];
  int32_t length = 0;
  if (digits == 0) {
    length = (int32_t)(sizeof(integer) / sizeof(UChar)) - 1;
    memcpy(skeleton, integer, sizeof(integer));
  } else {
    skeleton[length++] = u'.';
    for (int32_t index = 0; index < digits; index += 1) {
      skeleton[length++] = u'0';
    }
    static const UChar groupOff[] = u" group-off";
    memcpy(skeleton + length, groupOff, sizeof(groupOff));
    length += (int32_t)(sizeof(groupOff) / sizeof(UChar)) - 1;
  }
  UNumberFormatter *opened = unumf_openForSkeletonAndLocale(skeleton, length, "", code);
  if (U_FAILURE(*code)) {
    unumf_close(opened);
    return NULL;
  }
  UNumberFormatter *expected = NULL;
  if (!atomic_compare_exchange_strong(&rules->formatters[digits], &expected, opened)) {
    // Another thread opened one first: use it.
    unumf_close(opened);
    return expected;
  }
  return opened;
}

int32_t keypad_icu_plural_select(const KeypadICUPluralRules *rules, const char *decimal,
                                 char *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t digits = fractionDigits(decimal);
  if (digits > KEYPAD_ICU_MAX_PLURAL_FRACTION) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  // The formatters are a cache: opening one changes no result.
  KeypadICUPluralRules *cache = (KeypadICUPluralRules *)(void *)rules;
  const UNumberFormatter *formatter = formatterFor(cache, digits, &code);
  UFormattedNumber *number = unumf_openResult(&code);
  unumf_formatDecimal(formatter, decimal, (int32_t)strlen(decimal), number, &code);
  // Plural keywords are short ASCII words (`zero`, `one`, `other`, ...).
  UChar keyword[32];
  const int32_t capacity16 = (int32_t)(sizeof(keyword) / sizeof(UChar));
  const int32_t length =
      uplrules_selectFormatted(rules->rules, number, keyword, capacity16, &code);
  if (number != NULL) {
    unumf_closeResult(number);
  }
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  char ascii[32];
  for (int32_t index = 0; index < length; index += 1) {
    ascii[index] = (char)keyword[index];
  }
  const int32_t copied = keypad_icu_copy_chars(ascii, length, buffer, capacity, &code);
  *status = code;
  return copied;
}

void keypad_icu_plural_close(KeypadICUPluralRules *rules) {
  if (rules == NULL) {
    return;
  }
  for (int32_t digits = 0; digits <= KEYPAD_ICU_MAX_PLURAL_FRACTION; digits += 1) {
    UNumberFormatter *formatter = atomic_load(&rules->formatters[digits]);
    if (formatter != NULL) {
      unumf_close(formatter);
    }
  }
  uplrules_close(rules->rules);
  free(rules);
}
