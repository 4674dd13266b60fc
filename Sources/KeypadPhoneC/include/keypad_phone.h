// Keypad's phone numbers: Google's libphonenumber behind plain C types.
//
// Every call of KeypadPhone into libphonenumber goes through this header, so
// that Swift sees no C++ and `Keypad` itself needs only ICU. Text is UTF-8;
// a "typed" text holds ASCII digits, maybe after one leading `+`. Regions
// are libphonenumber's two-letter region codes, such as "DE".

#ifndef KEYPAD_PHONE_H
#define KEYPAD_PHONE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when libphonenumber has metadata for this region, else 0.
int32_t keypad_phone_is_region(const char *_Nonnull region);

/// The region of a locale id (`de_DE`, `de`: `DE`), with ICU's likely
/// subtags (read through KeypadICU) when the id names none; the length
/// written, 0 when there is none.
int32_t keypad_phone_locale_region(
    const char *_Nonnull locale, char *_Nonnull buffer, int32_t capacity);

/// The display of `typed` as libphonenumber's AsYouTypeFormatter for
/// `region` shows it, fed the characters one by one. `after_typed[i]` gets
/// the byte offset in the display right after typed character `i` (room for
/// `typed_length` of them). Returns the length of the display, or -1 when
/// the buffer is too small or `typed` holds another character.
int32_t keypad_phone_format(
    const char *_Nonnull region, const char *_Nonnull typed, int32_t typed_length,
    char *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull after_typed);

/// What libphonenumber reads in typed characters.
typedef struct keypad_phone_reading {
  /// 1 when the text parses as a number (PhoneNumberUtil::Parse).
  int32_t parsed;
  /// 1 when the number is possible (IsPossibleNumber).
  int32_t possible;
  /// 1 when the number is valid (IsValidNumber).
  int32_t valid;
  /// The region the number is read in: the field's, or the one its country
  /// calling code leads to; NUL-terminated.
  char region[4];
  /// The number in E.164, NUL-terminated, when it parsed.
  char e164[24];
} keypad_phone_reading;

/// Reads typed characters in `region`.
void keypad_phone_read(
    const char *_Nonnull region, const char *_Nonnull typed, int32_t typed_length,
    keypad_phone_reading *_Nonnull reading);

/// The typed characters a pasted text stands for in `region`: its digits
/// (a vanity number's letters as their digits) when it is a national number, `+`, the country calling code and the
/// national number when it is international (`+49 30 1234`, `0049 30
/// 1234`). Returns their length, or -1 when libphonenumber does not read
/// the text as one phone number without extension, or the buffer is too
/// small.
int32_t keypad_phone_typed_from_paste(
    const char *_Nonnull region, const char *_Nonnull text, int32_t text_length,
    char *_Nonnull buffer, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
