// Durations of keypad_icu.h: hours, minutes and seconds each formatted as
// a unit (`unumf_*` with the skeletons `measure-unit/duration-hour` and
// its kin) and joined as the locale joins units (`ulistfmt_*` of type
// units).

#include <stdlib.h>

#include "icu_support.h"
#include "keypad_icu.h"

/// The three units, largest first, and the skeleton's width words.
static const char *const unitSkeletons[3] = {
    "measure-unit/duration-hour", "measure-unit/duration-minute",
    "measure-unit/duration-second"};
static const char *const widthSkeletons[3] = {" unit-width-short", " unit-width-full-name",
                                              " unit-width-narrow"};
static const UListFormatterWidth listWidths[3] = {ULISTFMT_WIDTH_SHORT, ULISTFMT_WIDTH_WIDE,
                                                  ULISTFMT_WIDTH_NARROW};

/// The capacity of one unit's text, in UTF-16 units.
#define KEYPAD_ICU_DURATION_UNIT_CAPACITY 64

struct KeypadICUDurations {
  UNumberFormatter *units[3];
  UListFormatter *list;
};

KeypadICUDurations *keypad_icu_durations_open(const char *locale, int32_t width,
                                              int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return NULL;
  }
  if (width < 0 || width > 2) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  KeypadICUDurations *durations = calloc(1, sizeof(KeypadICUDurations));
  if (durations == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  for (int unit = 0; unit < 3 && U_SUCCESS(code); unit++) {
    UChar skeleton[64];
    int32_t length = 0;
    for (const char *part = unitSkeletons[unit]; *part != '\0'; part++) {
      skeleton[length++] = (UChar)*part;
    }
    for (const char *part = widthSkeletons[width]; *part != '\0'; part++) {
      skeleton[length++] = (UChar)*part;
    }
    durations->units[unit] = unumf_openForSkeletonAndLocale(skeleton, length, locale, &code);
  }
  if (U_SUCCESS(code)) {
    durations->list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, listWidths[width], &code);
  }
  if (U_FAILURE(code)) {
    keypad_icu_durations_close(durations);
    *status = code;
    return NULL;
  }
  *status = code;
  return durations;
}

void keypad_icu_durations_close(KeypadICUDurations *durations) {
  if (durations == NULL) {
    return;
  }
  for (int unit = 0; unit < 3; unit++) {
    if (durations->units[unit] != NULL) {
      unumf_close(durations->units[unit]);
    }
  }
  if (durations->list != NULL) {
    ulistfmt_close(durations->list);
  }
  free(durations);
}

int32_t keypad_icu_durations_format(const KeypadICUDurations *durations, int32_t hours,
                                    int32_t minutes, int32_t seconds, int32_t shown,
                                    uint16_t *buffer, int32_t capacity, int32_t *status) {
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  const int32_t values[3] = {hours, minutes, seconds};
  UChar texts[3][KEYPAD_ICU_DURATION_UNIT_CAPACITY];
  const UChar *strings[3];
  int32_t lengths[3];
  int32_t count = 0;
  UFormattedNumber *result = unumf_openResult(&code);
  for (int unit = 0; unit < 3 && U_SUCCESS(code); unit++) {
    if ((shown & (4 >> unit)) == 0) {
      continue;
    }
    unumf_formatInt(durations->units[unit], values[unit], result, &code);
    lengths[count] =
        unumf_resultToString(result, texts[count], KEYPAD_ICU_DURATION_UNIT_CAPACITY, &code);
    strings[count] = texts[count];
    count++;
  }
  unumf_closeResult(result);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  const int32_t length =
      ulistfmt_format(durations->list, strings, lengths, count, (UChar *)buffer, capacity, &code);
  *status = code;
  return length;
}
