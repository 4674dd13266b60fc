#include "cicu_compiled.h"

#include <new>

#include <unicode/numberformatter.h>
#include <unicode/unistr.h>

struct CICUCompiledFormatter {
  icu::number::LocalizedNumberFormatter formatter;
};

extern "C" CICUCompiledFormatter *cicu_compiled_open(
    const uint16_t *skeleton, int32_t length, const char *locale, int32_t *status) {
  auto code = static_cast<UErrorCode>(*status);
  if (U_FAILURE(code)) {
    return nullptr;
  }
  if (length < 0) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return nullptr;
  }
  const icu::UnicodeString text(reinterpret_cast<const char16_t *>(skeleton), length);
  // `threshold` is ICU's own switch between its two ways of formatting; 1
  // builds the data structures on the first call.
  auto formatter =
      icu::number::NumberFormatter::forSkeleton(text, code).locale(icu::Locale(locale)).threshold(1);
  if (U_FAILURE(code)) {
    *status = code;
    return nullptr;
  }
  auto *opened = new (std::nothrow) CICUCompiledFormatter{std::move(formatter)};
  if (opened == nullptr) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return nullptr;
  }
  *status = code;
  return opened;
}

extern "C" int32_t cicu_compiled_format(
    const CICUCompiledFormatter *formatter, const char *decimal, uint16_t *buffer,
    int32_t capacity, int32_t *status) {
  auto code = static_cast<UErrorCode>(*status);
  if (U_FAILURE(code)) {
    return 0;
  }
  const auto result = formatter->formatter.formatDecimal(decimal, code);
  const auto text = result.toString(code);
  if (U_FAILURE(code)) {
    *status = code;
    return 0;
  }
  const auto length = text.extract(reinterpret_cast<char16_t *>(buffer), capacity, code);
  *status = code;
  return length;
}

extern "C" void cicu_compiled_close(CICUCompiledFormatter *formatter) { delete formatter; }
