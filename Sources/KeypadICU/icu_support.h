// Small helpers shared by the implementation files of keypad_icu.h: the
// status convention and copies into a caller's buffer.

#ifndef KEYPAD_ICU_SUPPORT_H
#define KEYPAD_ICU_SUPPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "icu_api.h"

/// Reads a status coming in; false when it already holds a failure, in which
/// case the caller does nothing.
static inline bool keypad_icu_incoming(const int32_t *status, UErrorCode *code) {
  *code = (UErrorCode)*status;
  return U_SUCCESS(*code);
}

/// Copies `length` bytes of `text` into a caller's buffer, NUL-terminated
/// when there is room, with ICU's overflow convention.
static inline int32_t keypad_icu_copy_chars(const char *text, int32_t length, char *buffer,
                                            int32_t capacity, UErrorCode *code) {
  if (length > capacity) {
    *code = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  memcpy(buffer, text, (size_t)length);
  if (length < capacity) {
    buffer[length] = '\0';
  }
  return length;
}

/// Copies `length` UTF-16 units into a caller's buffer, NUL-terminated when
/// there is room, with ICU's overflow convention.
static inline int32_t keypad_icu_copy_units(const UChar *text, int32_t length, uint16_t *buffer,
                                            int32_t capacity, UErrorCode *code) {
  if (length > capacity) {
    *code = U_BUFFER_OVERFLOW_ERROR;
    return length;
  }
  memcpy(buffer, text, (size_t)length * sizeof(UChar));
  if (length < capacity) {
    buffer[length] = 0;
  }
  return length;
}

#endif
