// CLDR's minimum grouping digits of keypad_icu.h, read from ICU's locale
// data through its C resource bundles (`ures_*`).
//
// ICU's number formatter reads the value with an internal resource call
// that falls back through the locale's parents inside the data (in
// `Grouper::getMinGroupingForLocale`), which is not public API.
// The public `ures_getByKey` falls back for a bundle's top-level keys only,
// and `NumberElements` is in most locales, so the parents are walked here:
// the locale whose data holds `NumberElements`, then its parent, which is
// the `%%Parent` CLDR's parent locales give it (`es_MX` to `es_419`), else
// the id without its last subtag, else root.

#include <stddef.h>

#include "icu_support.h"
#include "keypad_icu.h"

/// How many parents the walk follows at most; CLDR's chains are shorter.
enum { kMaximumDepth = 16 };

/// The value of `NumberElements/minimumGroupingDigits` in the first bundle
/// of `bundle`'s fallback chain that holds `NumberElements`: 1 to 9, 0 when
/// that table does not hold it; `owner` receives the locale of that table
/// ("root" when none was found).
static int32_t ownMinimum(const UResourceBundle *bundle, char *owner, UErrorCode *code) {
  UResourceBundle *elements = ures_getByKey(bundle, "NumberElements", NULL, code);
  if (U_FAILURE(*code)) {
    ures_close(elements);
    *code = U_ZERO_ERROR;
    const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, code);
    (void)keypad_icu_copy_chars(actual == NULL ? "root" : actual,
                                actual == NULL ? 4 : (int32_t)strlen(actual), owner,
                                ULOC_FULLNAME_CAPACITY, code);
    return 0;
  }
  const char *actual = ures_getLocaleByType(elements, ULOC_ACTUAL_LOCALE, code);
  if (U_FAILURE(*code) || actual == NULL) {
    ures_close(elements);
    return 0;
  }
  (void)keypad_icu_copy_chars(actual, (int32_t)strlen(actual), owner, ULOC_FULLNAME_CAPACITY,
                              code);
  UErrorCode found = U_ZERO_ERROR;
  int32_t length = 0;
  const UChar *value = ures_getStringByKey(elements, "minimumGroupingDigits", &length, &found);
  ures_close(elements);
  if (U_FAILURE(found)) {
    return 0;
  }
  // As ICU's formatter: one digit, else the default 1.
  if (length != 1 || value[0] < u'1' || value[0] > u'9') {
    return 1;
  }
  return value[0] - u'0';
}

/// Replaces `locale` (a bundle's actual locale) by its parent: its own
/// `%%Parent`, else the id without its last subtag, else "root".
static void toParent(char *locale, UErrorCode *code) {
  UResourceBundle *bundle = ures_open(NULL, locale, code);
  UErrorCode found = U_ZERO_ERROR;
  UResourceBundle *parent = ures_getByKey(bundle, "%%Parent", NULL, &found);
  if (U_SUCCESS(found)) {
    // `%%Parent` of a parent in the chain is not this locale's own.
    const char *from = ures_getLocaleByType(parent, ULOC_ACTUAL_LOCALE, &found);
    int32_t length = 0;
    const UChar *name = ures_getString(parent, &length, &found);
    if (U_SUCCESS(found) && from != NULL && strcmp(from, locale) == 0 && length > 0 &&
        length < ULOC_FULLNAME_CAPACITY) {
      for (int32_t index = 0; index < length; index += 1) {
        locale[index] = (char)(name[index] < 0x80 ? name[index] : '?');
      }
      locale[length] = '\0';
      ures_close(parent);
      ures_close(bundle);
      return;
    }
  }
  ures_close(parent);
  ures_close(bundle);
  char *last = strrchr(locale, '_');
  if (last != NULL) {
    *last = '\0';
  } else {
    strcpy(locale, "root");
  }
}

int32_t keypad_icu_locale_minimum_grouping_digits(const char *locale, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 1;
  }
  char owner[ULOC_FULLNAME_CAPACITY];
  UResourceBundle *bundle = ures_open(NULL, locale, &code);
  for (int32_t depth = 0; depth < kMaximumDepth && U_SUCCESS(code); depth += 1) {
    owner[0] = '\0';
    const int32_t minimum = ownMinimum(bundle, owner, &code);
    ures_close(bundle);
    bundle = NULL;
    if (U_FAILURE(code)) {
      break;
    }
    if (minimum > 0) {
      *status = U_ZERO_ERROR;
      return minimum;
    }
    if (owner[0] == '\0' || strcmp(owner, "root") == 0) {
      break;
    }
    toParent(owner, &code);
    if (U_SUCCESS(code)) {
      bundle = ures_open(NULL, owner, &code);
    }
  }
  ures_close(bundle);
  if (U_FAILURE(code)) {
    *status = code;
  }
  return 1;
}
