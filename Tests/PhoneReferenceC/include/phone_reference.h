// libphonenumber called the plain way, for the phone tests: a fresh
// formatter per call, no cache, no mapping of positions. Independent of
// KeypadPhoneC.

#ifndef PHONE_REFERENCE_H
#define PHONE_REFERENCE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The regions libphonenumber has metadata for (GetSupportedRegions),
/// sorted, as one NUL-terminated text of two-letter codes, no separator.
/// Returns the number of regions, or -1 when the buffer is too small.
int32_t phone_reference_regions(char *_Nonnull buffer, int32_t capacity);

/// What a new AsYouTypeFormatter for `region` shows after each character of
/// `input` is fed to InputDigit, NUL-terminated. Returns its length, or -1.
int32_t phone_reference_as_you_type(
    const char *_Nonnull region, const char *_Nonnull input, char *_Nonnull buffer,
    int32_t capacity);

/// Parses `text` in `region` (PhoneNumberUtil::Parse): 0 when it does not
/// parse; else 1, with the number's E.164 text (Format E164), IsValidNumber
/// and IsPossibleNumber.
int32_t phone_reference_parse(
    const char *_Nonnull region, const char *_Nonnull text, char *_Nonnull e164,
    int32_t capacity, int32_t *_Nonnull valid, int32_t *_Nonnull possible);

#ifdef __cplusplus
}
#endif

#endif
