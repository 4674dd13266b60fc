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

/// The first year whose days ICU's Gregorian calendars (and those counted
/// from them) no longer take as Julian ones: their change came in 1582.
#define KEYPAD_ICU_FIRST_GREGORIAN_YEAR 1583

/// The years of a cycle of the Gregorian calendar: 146,097 days, whole
/// weeks, so a day 400 years later falls on the same weekday.
#define KEYPAD_ICU_GREGORIAN_CYCLE 400

struct KeypadICUDates {
  UChar pattern[KEYPAD_ICU_PATTERN_CAPACITY];
  int32_t patternLength;
  /// The locale's calendar; proleptic when it is ICU's Gregorian one.
  UCalendar *calendar;
  /// The proleptic Gregorian calendar of ISO 8601 dates.
  UCalendar *gregorian;
  /// Whether `calendar` is ICU's Gregorian calendar under another year
  /// count (`buddhist`, `roc`): ICU keeps its Julian days before 1582 and
  /// cannot make it proleptic, so its days are converted by their year:
  /// the same month and day in the Gregorian year it counts from.
  int yearCounted;
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

/// Sets a calendar to noon of a day (month from 1); leniency decides
/// whether a day the month lacks is an error at the next read.
static void set_day(UCalendar *calendar, int32_t year, int32_t month, int32_t day,
                    UErrorCode *code) {
  ucal_clear(calendar);
  ucal_setDateTime(calendar, year, month - 1, day, 12, 0, 0, code);
}

/// Whether the locale's calendar takes the days before ICU's Gregorian
/// change as Julian ones: the day before 15 October 1582 (proleptic
/// Gregorian) is its 4 October.
static int has_julian_days(KeypadICUDates *dates, UErrorCode *code) {
  set_day(dates->gregorian, 1582, 10, 14, code);
  UDate date = ucal_getMillis(dates->gregorian, code);
  if (U_FAILURE(*code)) {
    return 0;
  }
  ucal_setMillis(dates->calendar, date, code);
  int julian = ucal_get(dates->calendar, UCAL_MONTH, code) == 9 &&
               ucal_get(dates->calendar, UCAL_DATE, code) == 4;
  return U_SUCCESS(*code) && julian;
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
    // ISO 8601 is proleptic Gregorian: no Julian days before 1582.
    ucal_setGregorianChange(dates->gregorian, U_DATE_MIN, &code);
  }
  if (U_SUCCESS(code)) {
    // The locale's calendar too when ICU can (its Gregorian calendar only:
    // any other is U_UNSUPPORTED_ERROR, and is checked below).
    UErrorCode change = U_ZERO_ERROR;
    ucal_setGregorianChange(dates->calendar, U_DATE_MIN, &change);
    dates->yearCounted = U_FAILURE(change) && has_julian_days(dates, &code);
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
  if (U_SUCCESS(code) && !dates->yearCounted) {
    // The formats read a day in the calendar above, proleptic if Gregorian.
    udat_setCalendar(dates->medium, dates->calendar);
    udat_setCalendar(dates->full, dates->calendar);
    if (dates->era != NULL) {
      udat_setCalendar(dates->era, dates->calendar);
    }
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

/// The Gregorian era and year a year of a year-counted calendar counts
/// from: the year its 1 July falls in (Julian or not, the same year).
static void counted_year(KeypadICUDates *dates, int32_t year, int32_t *parts,
                         UErrorCode *code) {
  set_day(dates->calendar, year, 7, 1, code);
  UDate date = ucal_getMillis(dates->calendar, code);
  if (U_SUCCESS(*code)) {
    ucal_setMillis(dates->gregorian, date, code);
  }
  if (U_SUCCESS(*code)) {
    parts[0] = ucal_get(dates->gregorian, UCAL_ERA, code);
    parts[1] = ucal_get(dates->gregorian, UCAL_YEAR, code);
  }
}

int32_t keypad_icu_dates_days_in_month(KeypadICUDates *dates, int32_t year, int32_t month,
                                       int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UCalendar *calendar = dates->calendar;
  if (dates->yearCounted) {
    // The month of the Gregorian year counted from; a year before the
    // Christian era is the calendar's own (such a day is no ISO date).
    int32_t counted[2] = {0, 0};
    counted_year(dates, year, counted, &code);
    if (counted[0] == 1) {
      calendar = dates->gregorian;
      year = counted[1];
    }
  }
  set_day(calendar, year, month, 1, &code);
  int32_t days = 0;
  if (U_SUCCESS(code)) {
    days = ucal_getLimit(calendar, UCAL_DATE, UCAL_ACTUAL_MAXIMUM, &code);
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
  if (!dates->yearCounted) {
    convert(dates->calendar, dates->gregorian, year, month, day, parts, status);
    return;
  }
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return;
  }
  counted_year(dates, year, parts, &code);
  if (U_SUCCESS(code) && parts[0] == 1) {
    // The same month and day of that year, checked by the Gregorian calendar.
    set_day(dates->gregorian, parts[1], month, day, &code);
    ucal_getMillis(dates->gregorian, &code);
    parts[2] = month;
    parts[3] = day;
  }
  *status = code;
}

void keypad_icu_dates_from_gregorian(KeypadICUDates *dates, int32_t year, int32_t month,
                                     int32_t day, int32_t *parts, int32_t *status) {
  if (!dates->yearCounted) {
    convert(dates->gregorian, dates->calendar, year, month, day, parts, status);
    return;
  }
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return;
  }
  // The day checked by the Gregorian calendar; its year counted from that
  // year's 1 July.
  set_day(dates->gregorian, year, month, day, &code);
  ucal_getMillis(dates->gregorian, &code);
  set_day(dates->gregorian, year, 7, 1, &code);
  UDate date = ucal_getMillis(dates->gregorian, &code);
  if (U_SUCCESS(code)) {
    ucal_setMillis(dates->calendar, date, &code);
  }
  if (U_SUCCESS(code)) {
    parts[0] = ucal_get(dates->calendar, UCAL_ERA, &code);
    parts[1] = ucal_get(dates->calendar, UCAL_YEAR, &code);
    parts[2] = month;
    parts[3] = day;
  }
  *status = code;
}

/// Where the year field stands in a formatted text: its start and end in
/// `range`, or -1 and -1.
static int32_t format_with_year(const UDateFormat *format, UDate date, UChar *buffer,
                                int32_t capacity, int32_t *range, UErrorCode *code) {
  range[0] = -1;
  range[1] = -1;
  UFieldPositionIterator *fields = ufieldpositer_open(code);
  int32_t length = udat_formatForFields(format, date, buffer, capacity, fields, code);
  int32_t begin = 0;
  int32_t end = 0;
  int32_t field = 0;
  while (U_SUCCESS(*code) && (field = ufieldpositer_next(fields, &begin, &end)) >= 0) {
    if (field == UDAT_YEAR_FIELD && range[0] < 0) {
      range[0] = begin;
      range[1] = end;
    }
  }
  if (fields != NULL) {
    ufieldpositer_close(fields);
  }
  return length;
}

/// A day of a year-counted calendar before ICU's Gregorian change,
/// formatted: the same month and day a whole number of 400-year cycles
/// later (the same weekday, no Julian day), its year replaced by the year
/// of the day itself (which ICU formats the same, Julian or not).
static int32_t format_counted(KeypadICUDates *dates, const UDateFormat *format,
                              int32_t gregorianYear, int32_t month, int32_t day, UChar *buffer,
                              int32_t capacity, UErrorCode *code) {
  int32_t cycles = (KEYPAD_ICU_FIRST_GREGORIAN_YEAR - gregorianYear +
                    KEYPAD_ICU_GREGORIAN_CYCLE - 1) / KEYPAD_ICU_GREGORIAN_CYCLE;
  UChar later[128];
  UChar own[128];
  int32_t laterYear[2];
  int32_t ownYear[2];
  set_day(dates->gregorian, gregorianYear + cycles * KEYPAD_ICU_GREGORIAN_CYCLE, month, day,
          code);
  UDate date = ucal_getMillis(dates->gregorian, code);
  int32_t laterLength = 0;
  if (U_SUCCESS(*code)) {
    laterLength = format_with_year(format, date, later, 128, laterYear, code);
  }
  set_day(dates->gregorian, gregorianYear, 7, 1, code);
  date = ucal_getMillis(dates->gregorian, code);
  if (U_SUCCESS(*code)) {
    format_with_year(format, date, own, 128, ownYear, code);
  }
  if (U_FAILURE(*code)) {
    return 0;
  }
  if (laterYear[0] < 0 || ownYear[0] < 0) {
    // No year shown: the later day's text is the day's.
    return keypad_icu_copy_units(later, laterLength, buffer, capacity, code);
  }
  UChar text[256];
  int32_t length = 0;
  memcpy(text, later, (size_t)laterYear[0] * sizeof(UChar));
  length += laterYear[0];
  memcpy(text + length, own + ownYear[0], (size_t)(ownYear[1] - ownYear[0]) * sizeof(UChar));
  length += ownYear[1] - ownYear[0];
  memcpy(text + length, later + laterYear[1], (size_t)(laterLength - laterYear[1]) * sizeof(UChar));
  length += laterLength - laterYear[1];
  return keypad_icu_copy_units(text, length, buffer, capacity, code);
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
  UCalendar *calendar = dates->calendar;
  if (dates->yearCounted) {
    // The day's Gregorian year: its month and day are the same.
    int32_t parts[4];
    keypad_icu_dates_to_gregorian(dates, year, month, day, parts, status);
    if (!keypad_icu_incoming(status, &code)) {
      return 0;
    }
    if (parts[0] == 1 && parts[1] < KEYPAD_ICU_FIRST_GREGORIAN_YEAR) {
      int32_t length =
          format_counted(dates, format, parts[1], month, day, (UChar *)buffer, capacity, &code);
      *status = code;
      return length;
    }
    if (parts[0] == 1) {
      calendar = dates->gregorian;
      year = parts[1];
    }
  }
  set_day(calendar, year, month, day, &code);
  UDate date = ucal_getMillis(calendar, &code);
  int32_t length = 0;
  if (U_SUCCESS(code)) {
    length = udat_format(format, date, (UChar *)buffer, capacity, NULL, &code);
  }
  *status = code;
  return length;
}

void keypad_icu_today(int32_t *parts, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return;
  }
  // A calendar opens at the current time; NULL is the default time zone.
  UCalendar *calendar = ucal_open(NULL, 0, "en_US_POSIX", UCAL_GREGORIAN, &code);
  if (U_SUCCESS(code)) {
    ucal_setGregorianChange(calendar, U_DATE_MIN, &code);
  }
  if (U_SUCCESS(code)) {
    int32_t era = ucal_get(calendar, UCAL_ERA, &code);
    int32_t year = ucal_get(calendar, UCAL_YEAR, &code);
    parts[0] = era == 0 ? 1 - year : year;
    parts[1] = ucal_get(calendar, UCAL_MONTH, &code) + 1;
    parts[2] = ucal_get(calendar, UCAL_DATE, &code);
  }
  ucal_close(calendar);
  *status = code;
}
