// Dates of keypad_icu.h: a month and year in words, over ICU's date pattern
// generator (`udatpg_*`), date format (`udat_*`) and calendar (`ucal_*`).

#include "keypad_icu.h"

#include <string.h>

#include "icu_support.h"

/// The time zone every date is formatted in: a card's month is no instant.
static const UChar utc[] = {'U', 'T', 'C', 0};

/// The skeleton of a month and year in words: `December 2027`.
static const UChar yearMonth[] = {'y', 'M', 'M', 'M', 'M', 0};

int32_t keypad_icu_year_month_format(const char *locale, int32_t year, int32_t month,
                                     uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  // The Gregorian calendar whatever the locale's: a card's month is one.
  char id[ULOC_FULLNAME_CAPACITY];
  strncpy(id, locale, sizeof id - 1);
  id[sizeof id - 1] = '\0';
  uloc_setKeywordValue("calendar", "gregorian", id, (int32_t)sizeof id, &code);
  UChar pattern[64];
  int32_t length = 0;
  UDateTimePatternGenerator *generator = udatpg_open(id, &code);
  if (U_SUCCESS(code)) {
    length = udatpg_getBestPattern(generator, yearMonth, -1, pattern, 64, &code);
  }
  udatpg_close(generator);
  UDateFormat *format = NULL;
  UCalendar *calendar = NULL;
  int32_t written = 0;
  if (U_SUCCESS(code)) {
    format = udat_open(UDAT_PATTERN, UDAT_PATTERN, id, utc, -1, pattern, length, &code);
    calendar = ucal_open(utc, -1, id, UCAL_GREGORIAN, &code);
  }
  if (U_SUCCESS(code)) {
    ucal_setDateTime(calendar, year, month - 1, 15, 12, 0, 0, &code);
    UDate date = ucal_getMillis(calendar, &code);
    if (U_SUCCESS(code)) {
      written = udat_format(format, date, (UChar *)buffer, capacity, NULL, &code);
    }
  }
  if (calendar != NULL) {
    ucal_close(calendar);
  }
  if (format != NULL) {
    udat_close(format);
  }
  *status = code;
  return written;
}
