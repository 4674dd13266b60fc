// Spellout of keypad_icu.h, over ICU's rule-based `unum_*` formatter
// (`UNUM_SPELLOUT`).

#include "keypad_icu.h"

#include <stddef.h>

#include "icu_support.h"

// A KeypadICUSpellout is ICU's UNumberFormat itself: the pointer is
// converted both ways, never dereferenced as anything else.
static inline UNumberFormat *unwrap(const KeypadICUSpellout *spellout) {
  return (UNumberFormat *)(void *)spellout;
}

KeypadICUSpellout *keypad_icu_spellout_open(const char *locale, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return NULL;
  }
  UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &code);
  if (U_FAILURE(code) || format == NULL) {
    unum_close(format);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  *status = code;
  return (KeypadICUSpellout *)(void *)format;
}

int32_t keypad_icu_spellout_format(KeypadICUSpellout *spellout, const char *decimal,
                                   uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t length =
      unum_formatDecimal(unwrap(spellout), decimal, -1, buffer, capacity, NULL, &code);
  *status = code;
  return length;
}

int32_t keypad_icu_spellout_actual_locale(const KeypadICUSpellout *spellout, char *buffer,
                                          int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const char *actual = unum_getLocaleByType(unwrap(spellout), ULOC_ACTUAL_LOCALE, &code);
  if (U_FAILURE(code) || actual == NULL) {
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  const int32_t length =
      keypad_icu_copy_chars(actual, (int32_t)strlen(actual), buffer, capacity, &code);
  *status = code;
  return length;
}

void keypad_icu_spellout_close(KeypadICUSpellout *spellout) {
  if (spellout != NULL) {
    unum_close(unwrap(spellout));
  }
}
