#include "icu_reference.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/ufieldpositer.h>
#include <unicode/umsg.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

struct ICUReferenceFormatter {
  UNumberFormatter *formatter;
  UFormattedNumber *result;
};

const char *icu_reference_error_name(int32_t status) {
  return u_errorName((UErrorCode)status);
}

ICUReferenceFormatter *icu_reference_formatter_open(const uint16_t *skeleton, int32_t length,
                                                    const char *locale, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return NULL;
  UNumberFormatter *formatter =
      unumf_openForSkeletonAndLocale((const UChar *)skeleton, length, locale, &code);
  UFormattedNumber *result = unumf_openResult(&code);
  ICUReferenceFormatter *opened = malloc(sizeof(ICUReferenceFormatter));
  if (U_FAILURE(code) || formatter == NULL || result == NULL || opened == NULL) {
    unumf_closeResult(result);
    unumf_close(formatter);
    free(opened);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  opened->formatter = formatter;
  opened->result = result;
  *status = code;
  return opened;
}

int32_t icu_reference_format(ICUReferenceFormatter *formatter, const char *decimal,
                             uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  unumf_formatDecimal(formatter->formatter, decimal, -1, formatter->result, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = unumf_resultToString(formatter->result, (UChar *)buffer, capacity, &code);
  }
  *status = code;
  return length;
}

int32_t icu_reference_fields(ICUReferenceFormatter *formatter, int32_t *triples,
                             int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UFieldPositionIterator *iterator = ufieldpositer_open(&code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  unumf_resultGetAllFieldPositions(formatter->result, iterator, &code);
  int32_t count = 0;
  int32_t begin = 0;
  int32_t end = 0;
  int32_t field;
  while (U_SUCCESS(code) && (field = ufieldpositer_next(iterator, &begin, &end)) >= 0) {
    if (count < capacity) {
      triples[3 * count] = field;
      triples[3 * count + 1] = begin;
      triples[3 * count + 2] = end;
    }
    count += 1;
  }
  ufieldpositer_close(iterator);
  *status = code;
  return count;
}

int32_t icu_reference_plural(ICUReferenceFormatter *formatter, const char *locale,
                             uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UPluralRules *rules = uplrules_open(locale, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = uplrules_selectFormatted(rules, formatter->result, (UChar *)buffer, capacity,
                                      &code);
  }
  uplrules_close(rules);
  *status = code;
  return length;
}

void icu_reference_formatter_close(ICUReferenceFormatter *formatter) {
  if (formatter == NULL) return;
  unumf_closeResult(formatter->result);
  unumf_close(formatter->formatter);
  free(formatter);
}

int32_t icu_reference_parse(const char *locale, const uint16_t *text, int32_t length,
                            char *out, int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return -1;
  UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &code);
  int32_t position = 0;
  int32_t written = -1;
  if (U_SUCCESS(code)) {
    written =
        unum_parseDecimal(format, (const UChar *)text, length, &position, out, capacity, &code);
  }
  unum_close(format);
  *status = code;
  if (U_FAILURE(code) || position != length) return -1;
  return written;
}

int32_t icu_reference_spellout(const char *locale, const char *decimal, uint16_t *buffer,
                               int32_t capacity, char *actual, int32_t actualCapacity,
                               int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UNumberFormat *format = unum_open(UNUM_SPELLOUT, NULL, 0, locale, NULL, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = unum_formatDecimal(format, decimal, -1, (UChar *)buffer, capacity, NULL, &code);
  }
  if (actualCapacity > 0) actual[0] = '\0';
  if (format != NULL) {
    UErrorCode localeCode = U_ZERO_ERROR;
    const char *name = unum_getLocaleByType(format, ULOC_ACTUAL_LOCALE, &localeCode);
    if (U_SUCCESS(localeCode) && name != NULL && actualCapacity > 0) {
      strncpy(actual, name, (size_t)actualCapacity - 1);
      actual[actualCapacity - 1] = '\0';
    }
  }
  unum_close(format);
  *status = code;
  return length;
}

int32_t icu_reference_currency_plural_name(const uint16_t *currency, const char *locale,
                                           const char *category, uint16_t *buffer,
                                           int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UBool isChoiceFormat = 0;
  int32_t length = 0;
  const UChar *name = ucurr_getPluralName((const UChar *)currency, locale, &isChoiceFormat,
                                          category, &length, &code);
  if (U_FAILURE(code) || name == NULL) {
    *status = U_FAILURE(code) ? code : U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  if (length > capacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  u_memcpy((UChar *)buffer, name, length);
  *status = code;
  return length;
}

static const UChar referenceUTC[] = {'U', 'T', 'C', 0};

int32_t icu_reference_date_at(const char *locale, double millis, int32_t *local,
                              int32_t *gregorian, uint16_t *pattern, uint16_t *buffer,
                              int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
  int32_t patternLength = udatpg_getBestPattern(generator, u"yyyyMMdd", -1, (UChar *)pattern,
                                                63, &code);
  if (U_SUCCESS(code)) pattern[patternLength] = 0;
  udatpg_close(generator);
  UCalendar *calendar = ucal_open(referenceUTC, -1, locale, UCAL_DEFAULT, &code);
  UCalendar *western = ucal_open(referenceUTC, -1, locale, UCAL_GREGORIAN, &code);
  UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, referenceUTC, -1,
                                  (const UChar *)pattern, patternLength, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    ucal_setGregorianChange(western, U_DATE_MIN, &code);
    UErrorCode change = U_ZERO_ERROR;
    ucal_setGregorianChange(calendar, U_DATE_MIN, &change);
    if (U_SUCCESS(change)) udat_setCalendar(format, calendar);
  }
  if (U_SUCCESS(code)) {
    ucal_setMillis(calendar, millis, &code);
    ucal_setMillis(western, millis, &code);
    local[0] = ucal_get(calendar, UCAL_YEAR, &code);
    local[1] = ucal_get(calendar, UCAL_MONTH, &code) + 1;
    local[2] = ucal_get(calendar, UCAL_DATE, &code);
    gregorian[0] = ucal_get(western, UCAL_ERA, &code);
    gregorian[1] = ucal_get(western, UCAL_YEAR, &code);
    gregorian[2] = ucal_get(western, UCAL_MONTH, &code) + 1;
    gregorian[3] = ucal_get(western, UCAL_DATE, &code);
    length = udat_format(format, millis, (UChar *)buffer, capacity, NULL, &code);
  }
  if (format != NULL) udat_close(format);
  if (western != NULL) ucal_close(western);
  if (calendar != NULL) ucal_close(calendar);
  *status = code;
  return length;
}

int32_t icu_reference_date_exists(const char *locale, int32_t year, int32_t month, int32_t day,
                                  int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UCalendar *calendar = ucal_open(referenceUTC, -1, locale, UCAL_DEFAULT, &code);
  int32_t exists = 0;
  if (U_SUCCESS(code)) {
    ucal_clear(calendar);
    ucal_set(calendar, UCAL_YEAR, year);
    ucal_set(calendar, UCAL_MONTH, month - 1);
    ucal_set(calendar, UCAL_DATE, day);
    ucal_getMillis(calendar, &code);
    exists = ucal_get(calendar, UCAL_YEAR, &code) == year &&
             ucal_get(calendar, UCAL_MONTH, &code) == month - 1 &&
             ucal_get(calendar, UCAL_DATE, &code) == day;
  }
  if (calendar != NULL) ucal_close(calendar);
  *status = code;
  return exists;
}

int32_t icu_reference_time_at(const char *locale, int32_t seconds, double secondOfDay,
                              uint16_t *pattern, uint16_t *am, uint16_t *pm, uint16_t *buffer,
                              int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
  int32_t patternLength = udatpg_getBestPattern(generator, seconds ? u"jmmss" : u"jmm", -1,
                                                (UChar *)pattern, 63, &code);
  if (U_SUCCESS(code)) pattern[patternLength] = 0;
  udatpg_close(generator);
  UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, referenceUTC, -1,
                                  (const UChar *)pattern, patternLength, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    int32_t amLength = udat_getSymbols(format, UDAT_AM_PMS, 0, (UChar *)am, 63, &code);
    int32_t pmLength = udat_getSymbols(format, UDAT_AM_PMS, 1, (UChar *)pm, 63, &code);
    if (U_SUCCESS(code)) {
      am[amLength] = 0;
      pm[pmLength] = 0;
    }
    length = udat_format(format, secondOfDay * 1000.0, (UChar *)buffer, capacity, NULL, &code);
  }
  if (format != NULL) udat_close(format);
  *status = code;
  return length;
}

int32_t icu_reference_unit_list(const char *locale, int32_t width, const uint16_t *const *items,
                                const int32_t *lengths, int32_t count, uint16_t *buffer,
                                int32_t capacity, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  if (U_FAILURE(code)) return 0;
  UListFormatter *list =
      ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, (UListFormatterWidth)width, &code);
  int32_t length = ulistfmt_format(list, (const UChar *const *)items, lengths, count,
                                   (UChar *)buffer, capacity, &code);
  if (list != NULL) ulistfmt_close(list);
  *status = code;
  return length;
}

int32_t icu_reference_character_orientation(const char *locale, int32_t *status) {
  UErrorCode code = (UErrorCode)*status;
  ULayoutType layout = uloc_getCharacterOrientation(locale, &code);
  *status = code;
  return (int32_t)layout;
}

int32_t icu_reference_message_status(const uint16_t *pattern, int32_t length,
                                     const char *locale) {
  UErrorCode code = U_ZERO_ERROR;
  UParseError where;
  UMessageFormat *format = umsg_open((const UChar *)pattern, length, locale, &where, &code);
  umsg_close(format);
  return U_FAILURE(code) ? code : 0;
}
