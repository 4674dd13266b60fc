// The implementation of keypad_icu.h over the system ICU: the one file that
// includes ICU's headers for the library.

#include "keypad_icu.h"

#include <cstring>
#include <new>

#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/ucurr.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/unistr.h>
#include <unicode/utypes.h>

namespace {

/// Reads a status coming in; false when it already holds a failure.
bool incoming(const int32_t *status, UErrorCode &code) {
  code = static_cast<UErrorCode>(*status);
  return U_SUCCESS(code);
}

/// Runs an ICU call that takes a status, unless the status coming in is
/// already a failure, and passes the status back out.
template <typename Call>
int32_t withStatus(int32_t *status, Call call) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  const int32_t result = call(code);
  *status = code;
  return result;
}

/// Copies a UnicodeString into a caller's UTF-16 buffer.
int32_t extract(const icu::UnicodeString &text, uint16_t *buffer, int32_t capacity,
                UErrorCode &code) {
  return text.extract(reinterpret_cast<char16_t *>(buffer), capacity, code);
}

/// Copies a C string into a caller's buffer, NUL-terminated when there is
/// room, with ICU's overflow convention.
int32_t copyCString(const char *text, char *buffer, int32_t capacity, UErrorCode &code) {
  const auto length = static_cast<int32_t>(std::strlen(text));
  if (length > capacity) {
    code = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  std::memcpy(buffer, text, static_cast<size_t>(length));
  if (length < capacity) {
    buffer[length] = '\0';
  }
  return length;
}

/// The number of digits after the `.` of an ASCII decimal.
int32_t fractionDigits(const char *decimal) {
  const char *point = std::strchr(decimal, '.');
  return point == nullptr ? 0 : static_cast<int32_t>(std::strlen(point + 1));
}

/// The most fraction digits a plural selection keeps visible.
constexpr int32_t kMaxPluralFraction = 40;

}  // namespace

struct KeypadICUFormatter {
  icu::number::LocalizedNumberFormatter formatter;
};

struct KeypadICUPluralRules {
  icu::PluralRules *rules;
  /// One formatter per visible fraction count, so that `1.0` keeps its
  /// zero when the rules read it; built lazily by ICU on first use.
  icu::number::LocalizedNumberFormatter formatters[kMaxPluralFraction + 1];
};

struct KeypadICUSpellout {
  UNumberFormat *format;
};

// MARK: Status

extern "C" const char *keypad_icu_error_name(int32_t status) {
  return u_errorName(static_cast<UErrorCode>(status));
}

// MARK: Number formatter

extern "C" KeypadICUFormatter *keypad_icu_formatter_open(
    const uint16_t *skeleton, int32_t length, const char *locale, int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return nullptr;
  }
  if (length < 0) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  const icu::UnicodeString text(reinterpret_cast<const char16_t *>(skeleton), length);
  // `threshold` is ICU's own switch between its two ways of formatting; 1
  // builds the data structures on the first call.
  auto formatter = icu::number::NumberFormatter::forSkeleton(text, code)
                       .locale(icu::Locale(locale))
                       .threshold(1);
  if (U_FAILURE(code)) {
    *status = code;
    return nullptr;
  }
  auto *opened = new (std::nothrow) KeypadICUFormatter{std::move(formatter)};
  if (opened == nullptr) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  *status = code;
  return opened;
}

extern "C" int32_t keypad_icu_formatter_format(
    const KeypadICUFormatter *formatter, const char *decimal, uint16_t *buffer,
    int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  const auto result = formatter->formatter.formatDecimal(decimal, code);
  const auto text = result.toString(code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  const auto length = extract(text, buffer, capacity, code);
  *status = code;
  return length;
}

extern "C" int32_t keypad_icu_formatter_format_fields(
    const KeypadICUFormatter *formatter, const char *decimal, uint16_t *buffer,
    int32_t capacity, KeypadICUField *fields, int32_t fieldCapacity, int32_t *fieldCount,
    int32_t *status) {
  *fieldCount = 0;
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  const auto result = formatter->formatter.formatDecimal(decimal, code);
  const auto text = result.toString(code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  icu::ConstrainedFieldPosition position;
  position.constrainCategory(UFIELD_CATEGORY_NUMBER);
  int32_t found = 0;
  while (result.nextPosition(position, code) && U_SUCCESS(code)) {
    if (fields != nullptr && found < fieldCapacity) {
      fields[found] = KeypadICUField{position.getField(), position.getStart(),
                                     position.getLimit()};
    }
    found += 1;
  }
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  *fieldCount = found;
  const auto length = extract(text, buffer, capacity, code);
  *status = code;
  return length;
}

extern "C" void keypad_icu_formatter_close(KeypadICUFormatter *formatter) { delete formatter; }

// MARK: Locale ids

extern "C" int32_t keypad_icu_locale_count(void) { return uloc_countAvailable(); }

extern "C" const char *keypad_icu_locale_at(int32_t index) {
  if (index < 0 || index >= uloc_countAvailable()) {
    return nullptr;
  }
  return uloc_getAvailable(index);
}

extern "C" int32_t keypad_icu_region_count(void) {
  const char *const *list = uloc_getISOCountries();
  int32_t count = 0;
  while (list != nullptr && list[count] != nullptr) {
    count += 1;
  }
  return count;
}

extern "C" const char *keypad_icu_region_at(int32_t index) {
  if (index < 0 || index >= keypad_icu_region_count()) {
    return nullptr;
  }
  return uloc_getISOCountries()[index];
}

extern "C" int32_t keypad_icu_locale_for_language_tag(
    const char *tag, char *buffer, int32_t capacity, int32_t *parsedLength, int32_t *status) {
  return withStatus(status, [&](UErrorCode &code) {
    return uloc_forLanguageTag(tag, buffer, capacity, parsedLength, &code);
  });
}

extern "C" int32_t keypad_icu_locale_canonicalize(
    const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status,
                    [&](UErrorCode &code) { return uloc_canonicalize(id, buffer, capacity, &code); });
}

extern "C" int32_t keypad_icu_locale_base_name(
    const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status,
                    [&](UErrorCode &code) { return uloc_getBaseName(id, buffer, capacity, &code); });
}

extern "C" int32_t keypad_icu_locale_language(
    const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status,
                    [&](UErrorCode &code) { return uloc_getLanguage(id, buffer, capacity, &code); });
}

extern "C" int32_t keypad_icu_locale_script(
    const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status,
                    [&](UErrorCode &code) { return uloc_getScript(id, buffer, capacity, &code); });
}

extern "C" int32_t keypad_icu_locale_region(
    const char *id, char *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status,
                    [&](UErrorCode &code) { return uloc_getCountry(id, buffer, capacity, &code); });
}

extern "C" int32_t keypad_icu_locale_keyword(
    const char *id, const char *keyword, char *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status, [&](UErrorCode &code) {
    return uloc_getKeywordValue(id, keyword, buffer, capacity, &code);
  });
}

// MARK: Numbering systems

extern "C" int32_t keypad_icu_numbering_system(
    const char *locale, char *buffer, int32_t capacity, int32_t *algorithmic,
    int32_t *status) {
  *algorithmic = 0;
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  UNumberingSystem *system = unumsys_open(locale, &code);
  if (U_FAILURE(code) || system == nullptr) {
    unumsys_close(system);
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  const char *name = unumsys_getName(system);
  *algorithmic = unumsys_isAlgorithmic(system) ? 1 : 0;
  int32_t length = 0;
  if (name == nullptr) {
    code = U_MISSING_RESOURCE_ERROR;
  } else {
    length = copyCString(name, buffer, capacity, code);
  }
  unumsys_close(system);
  *status = code;
  return length;
}

extern "C" int32_t keypad_icu_numbering_system_exists(const char *name) {
  UErrorCode code = U_ZERO_ERROR;
  UNumberingSystem *system = unumsys_openByName(name, &code);
  const bool exists = system != nullptr && U_SUCCESS(code);
  unumsys_close(system);
  return exists ? 1 : 0;
}

extern "C" int32_t keypad_icu_numbering_system_names(char *buffer, int32_t capacity,
                                                     int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  UEnumeration *names = unumsys_openAvailableNames(&code);
  int32_t length = 0;
  while (U_SUCCESS(code)) {
    int32_t nameLength = 0;
    const char *name = uenum_next(names, &nameLength, &code);
    if (name == nullptr || U_FAILURE(code)) {
      break;
    }
    const int32_t start = length == 0 ? 0 : length + 1;
    if (start + nameLength <= capacity) {
      if (length > 0) {
        buffer[length] = ' ';
      }
      std::memcpy(buffer + start, name, static_cast<size_t>(nameLength));
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

// MARK: Currencies

extern "C" int32_t keypad_icu_currency_exists(const uint16_t *code, int32_t *status) {
  UErrorCode icuCode;
  if (!incoming(status, icuCode)) {
    return 0;
  }
  const UBool known =
      ucurr_isAvailable(reinterpret_cast<const UChar *>(code), U_DATE_MIN, U_DATE_MAX, &icuCode);
  *status = icuCode;
  return known && U_SUCCESS(icuCode) ? 1 : 0;
}

extern "C" int32_t keypad_icu_currency_fraction_digits(const uint16_t *code, int32_t *status) {
  return withStatus(status, [&](UErrorCode &icuCode) {
    return ucurr_getDefaultFractionDigits(reinterpret_cast<const UChar *>(code), &icuCode);
  });
}

extern "C" int32_t keypad_icu_currency_for_locale(
    const char *locale, uint16_t *buffer, int32_t capacity, int32_t *status) {
  return withStatus(status, [&](UErrorCode &code) {
    return ucurr_forLocale(locale, reinterpret_cast<UChar *>(buffer), capacity, &code);
  });
}

extern "C" int32_t keypad_icu_currency_plural_name(
    const uint16_t *currency, const char *locale, const char *pluralCategory,
    uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  UBool isChoiceFormat = false;
  int32_t length = 0;
  const UChar *name = ucurr_getPluralName(reinterpret_cast<const UChar *>(currency), locale,
                                          &isChoiceFormat, pluralCategory, &length, &code);
  if (U_FAILURE(code) || name == nullptr) {
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  const icu::UnicodeString text(name, length);
  length = extract(text, buffer, capacity, code);
  *status = code;
  return length;
}

// MARK: Plural rules

extern "C" KeypadICUPluralRules *keypad_icu_plural_open(const char *locale, int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return nullptr;
  }
  icu::PluralRules *rules = icu::PluralRules::forLocale(icu::Locale(locale), code);
  if (U_FAILURE(code) || rules == nullptr) {
    delete rules;
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  auto *opened = new (std::nothrow) KeypadICUPluralRules{};
  if (opened == nullptr) {
    delete rules;
    *status = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  opened->rules = rules;
  for (int32_t digits = 0; digits <= kMaxPluralFraction; digits += 1) {
    opened->formatters[digits] =
        icu::number::NumberFormatter::withLocale(icu::Locale::getRoot())
            .precision(icu::number::Precision::fixedFraction(digits))
            .grouping(UNUM_GROUPING_OFF)
            .threshold(1);
  }
  *status = code;
  return opened;
}

extern "C" int32_t keypad_icu_plural_select(
    const KeypadICUPluralRules *rules, const char *decimal, char *buffer, int32_t capacity,
    int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  const int32_t digits = fractionDigits(decimal);
  if (digits > kMaxPluralFraction) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  const auto number = rules->formatters[digits].formatDecimal(decimal, code);
  const icu::UnicodeString keyword = rules->rules->select(number, code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  const auto length = keyword.extract(0, keyword.length(), buffer, capacity, "");
  if (length > capacity) {
    code = U_BUFFER_OVERFLOW_ERROR;
  } else if (length < capacity) {
    buffer[length] = '\0';
  }
  *status = code;
  return length;
}

extern "C" void keypad_icu_plural_close(KeypadICUPluralRules *rules) {
  if (rules == nullptr) {
    return;
  }
  delete rules->rules;
  delete rules;
}

// MARK: Spellout

extern "C" KeypadICUSpellout *keypad_icu_spellout_open(const char *locale, int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return nullptr;
  }
  UNumberFormat *format = unum_open(UNUM_SPELLOUT, nullptr, 0, locale, nullptr, &code);
  if (U_FAILURE(code) || format == nullptr) {
    unum_close(format);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  auto *opened = new (std::nothrow) KeypadICUSpellout{format};
  if (opened == nullptr) {
    unum_close(format);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  *status = code;
  return opened;
}

extern "C" int32_t keypad_icu_spellout_format(
    KeypadICUSpellout *spellout, const char *decimal, uint16_t *buffer, int32_t capacity,
    int32_t *status) {
  return withStatus(status, [&](UErrorCode &code) { return unum_formatDecimal(spellout->format, decimal, -1,
                                         reinterpret_cast<UChar *>(buffer), capacity, nullptr,
                                         &code); });
}

extern "C" int32_t keypad_icu_spellout_actual_locale(
    const KeypadICUSpellout *spellout, char *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!incoming(status, code)) {
    return 0;
  }
  const char *actual = unum_getLocaleByType(spellout->format, ULOC_ACTUAL_LOCALE, &code);
  if (U_FAILURE(code) || actual == nullptr) {
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  const auto length = copyCString(actual, buffer, capacity, code);
  *status = code;
  return length;
}

extern "C" void keypad_icu_spellout_close(KeypadICUSpellout *spellout) {
  if (spellout == nullptr) {
    return;
  }
  unum_close(spellout->format);
  delete spellout;
}

extern "C" int32_t keypad_icu_year_month_format(
    const char *locale, int32_t year, int32_t month, uint16_t *buffer, int32_t capacity,
    int32_t *status) {
  return withStatus(status, [&](UErrorCode &code) -> int32_t {
    // The Gregorian calendar whatever the locale's: a card's month is one.
    char id[ULOC_FULLNAME_CAPACITY];
    std::strncpy(id, locale, sizeof id - 1);
    id[sizeof id - 1] = '\0';
    uloc_setKeywordValue("calendar", "gregorian", id, sizeof id, &code);
    UDateTimePatternGenerator *generator = udatpg_open(id, &code);
    UChar pattern[64];
    const int32_t length =
        udatpg_getBestPattern(generator, u"yMMMM", -1, pattern, 64, &code);
    udatpg_close(generator);
    UDateFormat *format =
        udat_open(UDAT_PATTERN, UDAT_PATTERN, id, u"UTC", -1, pattern, length, &code);
    UCalendar *calendar = ucal_open(u"UTC", -1, id, UCAL_GREGORIAN, &code);
    int32_t written = 0;
    if (U_SUCCESS(code)) {
      ucal_setDateTime(calendar, year, month - 1, 15, 12, 0, 0, &code);
      const UDate date = ucal_getMillis(calendar, &code);
      written = udat_format(format, date, reinterpret_cast<UChar *>(buffer), capacity, nullptr,
                            &code);
    }
    ucal_close(calendar);
    udat_close(format);
    return written;
  });
}
