// libphonenumber's as-you-type formatter called directly: the baseline of
// the phone keystroke benchmarks, the cost of formatting a number from
// scratch with no Keypad around it.

#ifndef PHONE_BASELINE_H
#define PHONE_BASELINE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Clears this thread's AsYouTypeFormatter for `region` (made on the first
/// call) and feeds it each character of `typed` (InputDigit), as an edit in
/// the middle of a number must; writes what it shows, NUL-terminated.
/// Returns its length, or -1 when the buffer is too small.
int32_t phone_baseline_format(
    const char *_Nonnull region, const char *_Nonnull typed, char *_Nonnull buffer,
    int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
