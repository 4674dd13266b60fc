// Currencies of keypad_icu.h, over ICU's `ucurr_*`.

#include "keypad_icu.h"

#include <stddef.h>

#include "icu_support.h"

int32_t keypad_icu_currency_exists(const uint16_t *code, int32_t *status) {
  UErrorCode icuCode;
  if (!keypad_icu_incoming(status, &icuCode)) {
    return 0;
  }
  const UBool known = ucurr_isAvailable(code, U_DATE_MIN, U_DATE_MAX, &icuCode);
  *status = icuCode;
  return known && U_SUCCESS(icuCode) ? 1 : 0;
}

int32_t keypad_icu_currency_fraction_digits(const uint16_t *code, int32_t *status) {
  UErrorCode icuCode;
  if (!keypad_icu_incoming(status, &icuCode)) {
    return 0;
  }
  const int32_t digits = ucurr_getDefaultFractionDigits(code, &icuCode);
  *status = icuCode;
  return digits;
}

int32_t keypad_icu_currency_for_locale(const char *locale, uint16_t *buffer, int32_t capacity,
                                       int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t length = ucurr_forLocale(locale, buffer, capacity, &code);
  *status = code;
  return length;
}

int32_t keypad_icu_currency_plural_name(const uint16_t *currency, const char *locale,
                                        const char *pluralCategory, uint16_t *buffer,
                                        int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UBool isChoiceFormat = 0;
  int32_t length = 0;
  const UChar *name =
      ucurr_getPluralName(currency, locale, &isChoiceFormat, pluralCategory, &length, &code);
  if (U_FAILURE(code) || name == NULL) {
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  length = keypad_icu_copy_units(name, length, buffer, capacity, &code);
  *status = code;
  return length;
}
