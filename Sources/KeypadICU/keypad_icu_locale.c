// Locale ids and numbering systems of keypad_icu.h, over ICU's `uloc_*`,
// `unumsys_*` and `uenum_*`.

#include "keypad_icu.h"

#include <stddef.h>

#include "icu_support.h"

// MARK: Locale ids

int32_t keypad_icu_locale_count(void) { return uloc_countAvailable(); }

const char *keypad_icu_locale_at(int32_t index) {
  if (index < 0 || index >= uloc_countAvailable()) {
    return NULL;
  }
  return uloc_getAvailable(index);
}

int32_t keypad_icu_region_count(void) {
  const char *const *list = uloc_getISOCountries();
  int32_t count = 0;
  while (list != NULL && list[count] != NULL) {
    count += 1;
  }
  return count;
}

const char *keypad_icu_region_at(int32_t index) {
  if (index < 0 || index >= keypad_icu_region_count()) {
    return NULL;
  }
  return uloc_getISOCountries()[index];
}

int32_t keypad_icu_locale_for_language_tag(const char *tag, char *buffer, int32_t capacity,
                                           int32_t *parsedLength, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t length = uloc_forLanguageTag(tag, buffer, capacity, parsedLength, &code);
  *status = code;
  return length;
}

/// The shape of ICU's `uloc_*` functions that fill a buffer from an id.
typedef int32_t (*LocaleGetter)(const char *id, char *buffer, int32_t capacity,
                                UErrorCode *code);

static int32_t getLocalePart(LocaleGetter getter, const char *id, char *buffer,
                             int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t length = getter(id, buffer, capacity, &code);
  *status = code;
  return length;
}

int32_t keypad_icu_locale_canonicalize(const char *id, char *buffer, int32_t capacity,
                                       int32_t *status) {
  return getLocalePart(uloc_canonicalize, id, buffer, capacity, status);
}

int32_t keypad_icu_locale_base_name(const char *id, char *buffer, int32_t capacity,
                                    int32_t *status) {
  return getLocalePart(uloc_getBaseName, id, buffer, capacity, status);
}

int32_t keypad_icu_locale_language(const char *id, char *buffer, int32_t capacity,
                                   int32_t *status) {
  return getLocalePart(uloc_getLanguage, id, buffer, capacity, status);
}

int32_t keypad_icu_locale_script(const char *id, char *buffer, int32_t capacity,
                                 int32_t *status) {
  return getLocalePart(uloc_getScript, id, buffer, capacity, status);
}

int32_t keypad_icu_locale_region(const char *id, char *buffer, int32_t capacity,
                                 int32_t *status) {
  return getLocalePart(uloc_getCountry, id, buffer, capacity, status);
}

int32_t keypad_icu_locale_add_likely_subtags(const char *id, char *buffer, int32_t capacity,
                                             int32_t *status) {
  return getLocalePart(uloc_addLikelySubtags, id, buffer, capacity, status);
}

int32_t keypad_icu_locale_keyword(const char *id, const char *keyword, char *buffer,
                                  int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t length = uloc_getKeywordValue(id, keyword, buffer, capacity, &code);
  *status = code;
  return length;
}

int32_t keypad_icu_locale_is_right_to_left(const char *id) {
  return uloc_isRightToLeft(id) ? 1 : 0;
}

// MARK: Numbering systems

int32_t keypad_icu_numbering_system(const char *locale, char *buffer, int32_t capacity,
                                    int32_t *algorithmic, int32_t *status) {
  *algorithmic = 0;
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UNumberingSystem *system = unumsys_open(locale, &code);
  if (U_FAILURE(code) || system == NULL) {
    unumsys_close(system);
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  const char *name = unumsys_getName(system);
  *algorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
  int32_t length = 0;
  if (name == NULL) {
    code = U_MISSING_RESOURCE_ERROR;
  } else {
    length = keypad_icu_copy_chars(name, (int32_t)strlen(name), buffer, capacity, &code);
  }
  unumsys_close(system);
  *status = code;
  return length;
}

int32_t keypad_icu_numbering_system_digits(const char *name, uint16_t *buffer, int32_t capacity,
                                           int32_t *radix, int32_t *algorithmic,
                                           int32_t *status) {
  *radix = 0;
  *algorithmic = 0;
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UNumberingSystem *system = unumsys_openByName(name, &code);
  if (U_FAILURE(code) || system == NULL) {
    unumsys_close(system);
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  *radix = unumsys_getRadix(system);
  *algorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
  const int32_t length = unumsys_getDescription(system, (UChar *)buffer, capacity, &code);
  unumsys_close(system);
  *status = code;
  return length;
}

int32_t keypad_icu_numbering_system_exists(const char *name) {
  UErrorCode code = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_openByName(name, &code);
  const bool exists = system != NULL && U_SUCCESS(code);
  unumsys_close(system);
  return exists ? 1 : 0;
}

int32_t keypad_icu_numbering_system_names(char *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UEnumeration *names = unumsys_openAvailableNames(&code);
  int32_t length = 0;
  while (U_SUCCESS(code)) {
    int32_t nameLength = 0;
    const char *name = uenum_next(names, &nameLength, &code);
    if (name == NULL || U_FAILURE(code)) {
      break;
    }
    const int32_t start = length == 0 ? 0 : length + 1;
    if (start + nameLength <= capacity) {
      if (length > 0) {
        buffer[length] = ' ';
      }
      memcpy(buffer + start, name, (size_t)nameLength);
    }
    length = start + nameLength;
  }
  uenum_close(names);
  if (U_SUCCESS(code)) {
    if (length > capacity) {
      code = U_BUFFER_OVERFLOW_ERROR;
    } else if (length < capacity) {
      buffer[length] = '\0';
    }
  }
  *status = code;
  return length;
}
