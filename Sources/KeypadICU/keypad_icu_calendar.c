// Calendar dates of keypad_icu.h: a locale's numeric date pattern, its
// calendar, and the conversions to and from the Gregorian calendar, over
// ICU's date pattern generator (`udatpg_*`), date format (`udat_*`) and
// calendar (`ucal_*`).

#include <stdlib.h>
#include <string.h>

#include "icu_support.h"
#include "keypad_icu.h"

/// Every date is a day, not an instant: all calendars and formats run in UTC
/// and each day is taken at noon.
static const UChar utc[] = {'U', 'T', 'C', 0};

/// The skeleton of a numeric date with a full year.
static const UChar numericDate[] = {'y', 'y', 'y', 'y', 'M', 'M', 'd', 'd', 0};

/// The capacity of the stored pattern, in UTF-16 units.
#define KEYPAD_ICU_PATTERN_CAPACITY 64

struct KeypadICUDates {
  UChar pattern[KEYPAD_ICU_PATTERN_CAPACITY];
  int32_t patternLength;
  UCalendar *calendar;
  UCalendar *gregorian;
  UDateFormat *medium;
  UDateFormat *full;
  UDateFormat *era;
};

/// The era letters of a pattern (a run of `G` outside quoted text), NUL
/// terminated in `era` (room for 8), or an empty string.
static void era_letters(const UChar *pattern, int32_t length, UChar *era) {
  int32_t count = 0;
  int quoted = 0;
  for (int32_t index = 0; index < length; index++) {
    if (pattern[index] == '\'') {
      quoted = !quoted;
    } else if (!quoted && pattern[index] == 'G' && count < 7) {
      era[count++] = 'G';
    }
  }
  era[count] = 0;
}

void keypad_icu_dates_close(KeypadICUDates *dates) {
  if (dates == NULL) {
    return;
  }
  if (dates->calendar != NULL) {
    ucal_close(dates->calendar);
  }
  if (dates->gregorian != NULL) {
    ucal_close(dates->gregorian);
  }
  if (dates->medium != NULL) {
    udat_close(dates->medium);
  }
  if (dates->full != NULL) {
    udat_close(dates->full);
  }
  if (dates->era != NULL) {
    udat_close(dates->era);
  }
  free(dates);
}

KeypadICUDates *keypad_icu_dates_open(const char *locale, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return NULL;
  }
  KeypadICUDates *dates = calloc(1, sizeof(KeypadICUDates));
  if (dates == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
  if (U_SUCCESS(code)) {
    dates->patternLength = udatpg_getBestPattern(generator, numericDate, -1, dates->pattern,
                                                 KEYPAD_ICU_PATTERN_CAPACITY, &code);
  }
  udatpg_close(generator);
  if (U_SUCCESS(code) && dates->patternLength >= KEYPAD_ICU_PATTERN_CAPACITY) {
    code = U_BUFFER_OVERFLOW_ERROR;
  }
  if (U_SUCCESS(code)) {
    dates->calendar = ucal_open(utc, -1, locale, UCAL_DEFAULT, &code);
  }
  if (U_SUCCESS(code)) {
    dates->gregorian = ucal_open(utc, -1, locale, UCAL_GREGORIAN, &code);
  }
  if (U_SUCCESS(code)) {
    // A day a month lacks is an error, not the next month's day.
    ucal_setAttribute(dates->calendar, UCAL_LENIENT, 0);
    ucal_setAttribute(dates->gregorian, UCAL_LENIENT, 0);
  }
  if (U_SUCCESS(code)) {
    dates->medium = udat_open(UDAT_NONE, UDAT_MEDIUM, locale, utc, -1, NULL, 0, &code);
  }
  if (U_SUCCESS(code)) {
    dates->full = udat_open(UDAT_NONE, UDAT_FULL, locale, utc, -1, NULL, 0, &code);
  }
  UChar era[8];
  era_letters(dates->pattern, dates->patternLength, era);
  if (U_SUCCESS(code) && era[0] != 0) {
    dates->era = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, utc, -1, era, -1, &code);
  }
  if (U_FAILURE(code)) {
    keypad_icu_dates_close(dates);
    *status = code;
    return NULL;
  }
  *status = code;
  return dates;
}

int32_t keypad_icu_dates_pattern(const KeypadICUDates *dates, uint16_t *buffer, int32_t capacity,
                                 int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  int32_t length = keypad_icu_copy_units(dates->pattern, dates->patternLength, buffer, capacity,
                                         &code);
  *status = code;
  return length;
}

int32_t keypad_icu_dates_calendar_type(const KeypadICUDates *dates, char *buffer,
                                       int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const char *type = ucal_getType(dates->calendar, &code);
  int32_t length = 0;
  if (U_SUCCESS(code) && type != NULL) {
    length = keypad_icu_copy_chars(type, (int32_t)strlen(type), buffer, capacity, &code);
  }
  *status = code;
  return length;
}

void keypad_icu_dates_limits(const KeypadICUDates *dates, int32_t *limits, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return;
  }
  const UCalendar *calendar = dates->calendar;
  limits[0] = ucal_getLimit(calendar, UCAL_ERA, UCAL_MAXIMUM, &code);
  limits[1] = ucal_getLimit(calendar, UCAL_YEAR, UCAL_MINIMUM, &code);
  limits[2] = ucal_getLimit(calendar, UCAL_YEAR, UCAL_MAXIMUM, &code);
  limits[3] = ucal_getLimit(calendar, UCAL_MONTH, UCAL_MINIMUM, &code) + 1;
  limits[4] = ucal_getLimit(calendar, UCAL_MONTH, UCAL_MAXIMUM, &code) + 1;
  limits[5] = ucal_getLimit(calendar, UCAL_DATE, UCAL_MINIMUM, &code);
  limits[6] = ucal_getLimit(calendar, UCAL_DATE, UCAL_MAXIMUM, &code);
  *status = code;
}

/// Sets a calendar to noon of a day (month from 1); leniency decides
/// whether a day the month lacks is an error at the next read.
static void set_day(UCalendar *calendar, int32_t year, int32_t month, int32_t day,
                    UErrorCode *code) {
  ucal_clear(calendar);
  ucal_setDateTime(calendar, year, month - 1, day, 12, 0, 0, code);
}

int32_t keypad_icu_dates_days_in_month(KeypadICUDates *dates, int32_t year, int32_t month,
                                       int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  set_day(dates->calendar, year, month, 1, &code);
  int32_t days = 0;
  if (U_SUCCESS(code)) {
    days = ucal_getLimit(dates->calendar, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &code);
  }
  *status = code;
  return days;
}

/// The era, year, month (from 1) and day of a calendar.
static void get_day(const UCalendar *calendar, int32_t *parts, UErrorCode *code) {
  parts[0] = ucal_get(calendar, UCAL_ERA, code);
  parts[1] = ucal_get(calendar, UCAL_YEAR, code);
  parts[2] = ucal_get(calendar, UCAL_MONTH, code) + 1;
  parts[3] = ucal_get(calendar, UCAL_DATE, code);
}

/// Converts a day from one calendar to another.
static void convert(UCalendar *from, UCalendar *to, int32_t year, int32_t month, int32_t day,
                    int32_t *parts, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return;
  }
  set_day(from, year, month, day, &code);
  UDate date = ucal_getMillis(from, &code);
  if (U_SUCCESS(code)) {
    ucal_setMillis(to, date, &code);
  }
  if (U_SUCCESS(code)) {
    get_day(to, parts, &code);
  }
  *status = code;
}

void keypad_icu_dates_to_gregorian(KeypadICUDates *dates, int32_t year, int32_t month,
                                   int32_t day, int32_t *parts, int32_t *status) {
  convert(dates->calendar, dates->gregorian, year, month, day, parts, status);
}

void keypad_icu_dates_from_gregorian(KeypadICUDates *dates, int32_t year, int32_t month,
                                     int32_t day, int32_t *parts, int32_t *status) {
  convert(dates->gregorian, dates->calendar, year, month, day, parts, status);
}

int32_t keypad_icu_dates_format(KeypadICUDates *dates, int32_t style, int32_t year,
                                int32_t month, int32_t day, uint16_t *buffer, int32_t capacity,
                                int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const UDateFormat *format = style == KEYPAD_ICU_DATE_MEDIUM ? dates->medium
                              : style == KEYPAD_ICU_DATE_FULL ? dates->full
                                                              : dates->era;
  if (format == NULL) {
    if (capacity > 0) {
      buffer[0] = 0;
    }
    return 0;
  }
  set_day(dates->calendar, year, month, day, &code);
  UDate date = ucal_getMillis(dates->calendar, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = udat_format(format, date, (UChar *)buffer, capacity, NULL, &code);
  }
  *status = code;
  return length;
}
