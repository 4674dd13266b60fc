// A C interface to ICU's C++ number formatter, for the one thing ICU's C API
// cannot do: build a formatter's data once, on its first call.
//
// `unumf_*` formatters (ICU's C API) rebuild all of their data (the locale's
// symbols, patterns and grouping) on each of their first two calls and
// compile it on the third; reading a locale's symbols takes two to five
// calls, so a C formatter builds its data two or three times. The formatter here is
// the same `LocalizedNumberFormatter`, for the same skeleton and locale, with
// its compile threshold at 1: it builds once, and every call after is cheap.
// Its output is identical to `unumf`'s.
//
// ICU's header marks `threshold` as internal API. If a later ICU changes it,
// this file stops compiling or the tests that compare this formatter with
// `unumf` in every locale fail; nothing silently changes.
//
// Only C types cross this boundary: statuses are ICU `UErrorCode` values and
// text is UTF-16, as in ICU's C API.

#ifndef CICU_COMPILED_H
#define CICU_COMPILED_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A number formatter that compiles its data on its first call.
typedef struct CICUCompiledFormatter CICUCompiledFormatter;

/// Opens a formatter for an ICU number skeleton (UTF-16, `length` units) and
/// an ICU locale id, as `unumf_openForSkeletonAndLocale` does.
///
/// `status` is an ICU `UErrorCode`; on failure it is set and NULL returned.
CICUCompiledFormatter *_Nullable cicu_compiled_open(
    const uint16_t *_Nonnull skeleton, int32_t length, const char *_Nonnull locale,
    int32_t *_Nonnull status);

/// Formats a decimal number given as ASCII (`-1234.5`) into `buffer` as
/// UTF-16, as `unumf_formatDecimal` then `unumf_resultToString` do.
///
/// Returns the length of the result; when it exceeds `capacity`, `status`
/// is `U_BUFFER_OVERFLOW_ERROR` and nothing is written.
int32_t cicu_compiled_format(
    const CICUCompiledFormatter *_Nonnull formatter, const char *_Nonnull decimal,
    uint16_t *_Nonnull buffer, int32_t capacity, int32_t *_Nonnull status);

/// Closes a formatter; NULL is allowed.
void cicu_compiled_close(CICUCompiledFormatter *_Nullable formatter);

#ifdef __cplusplus
}
#endif

#endif
