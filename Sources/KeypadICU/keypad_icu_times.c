// Times of day of keypad_icu.h: a locale's time pattern in its hour cycle,
// its day periods, and a time formatted in it, over ICU's date pattern
// generator (`udatpg_*`) and date format (`udat_*`).

#include <stdlib.h>

#include "icu_support.h"
#include "keypad_icu.h"

/// A time of day is no instant: it is formatted on 1 January 1970 in UTC.
static const UChar utc[] = {'U', 'T', 'C', 0};

/// The skeletons of an hour and minutes, and with seconds, in the locale's
/// hour cycle (`j`).
static const UChar hourMinute[] = {'j', 'm', 'm', 0};
static const UChar hourMinuteSecond[] = {'j', 'm', 'm', 's', 's', 0};

/// The capacity of the stored pattern, in UTF-16 units.
#define KEYPAD_ICU_TIME_PATTERN_CAPACITY 64

struct KeypadICUTimes {
  UChar pattern[KEYPAD_ICU_TIME_PATTERN_CAPACITY];
  int32_t patternLength;
  UDateFormat *format;
};

KeypadICUTimes *keypad_icu_times_open(const char *locale, int32_t seconds, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return NULL;
  }
  KeypadICUTimes *times = calloc(1, sizeof(KeypadICUTimes));
  if (times == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  UDateTimePatternGenerator *generator = udatpg_open(locale, &code);
  if (U_SUCCESS(code)) {
    times->patternLength =
        udatpg_getBestPattern(generator, seconds ? hourMinuteSecond : hourMinute, -1,
                              times->pattern, KEYPAD_ICU_TIME_PATTERN_CAPACITY, &code);
  }
  udatpg_close(generator);
  if (U_SUCCESS(code)) {
    times->format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, utc, -1, times->pattern,
                              times->patternLength, &code);
  }
  if (U_FAILURE(code)) {
    keypad_icu_times_close(times);
    *status = code;
    return NULL;
  }
  *status = code;
  return times;
}

void keypad_icu_times_close(KeypadICUTimes *times) {
  if (times == NULL) {
    return;
  }
  if (times->format != NULL) {
    udat_close(times->format);
  }
  free(times);
}

int32_t keypad_icu_times_pattern(const KeypadICUTimes *times, uint16_t *buffer, int32_t capacity,
                                 int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  int32_t length =
      keypad_icu_copy_units(times->pattern, times->patternLength, buffer, capacity, &code);
  *status = code;
  return length;
}

int32_t keypad_icu_times_day_period(const KeypadICUTimes *times, int32_t index, uint16_t *buffer,
                                    int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  int32_t length =
      udat_getSymbols(times->format, UDAT_AM_PMS, index, (UChar *)buffer, capacity, &code);
  *status = code;
  return length;
}

int32_t keypad_icu_times_format(const KeypadICUTimes *times, int32_t hour, int32_t minute,
                                int32_t second, uint16_t *buffer, int32_t capacity,
                                int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  UDate date = ((hour * 60.0 + minute) * 60.0 + second) * 1000.0;
  int32_t length = udat_format(times->format, date, (UChar *)buffer, capacity, NULL, &code);
  *status = code;
  return length;
}
