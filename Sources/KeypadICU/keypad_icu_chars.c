// Character properties from ICU: the decimal digits of every script, and
// which scalars are alphabetic or white space.

#include "keypad_icu.h"

#include "icu_support.h"

int32_t keypad_icu_decimal_digit_value(uint32_t scalar) {
  if (scalar > 0x10FFFF || u_charType((UChar32)scalar) != U_DECIMAL_DIGIT_NUMBER) {
    return -1;
  }
  return u_charDigitValue((UChar32)scalar);
}

int32_t keypad_icu_is_alphabetic(uint32_t scalar) {
  return scalar <= 0x10FFFF && u_isUAlphabetic((UChar32)scalar);
}

int32_t keypad_icu_is_white_space(uint32_t scalar) {
  return scalar <= 0x10FFFF && u_isUWhiteSpace((UChar32)scalar);
}
