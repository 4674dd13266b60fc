// ICU's list of measure units, which only its C++ API gives
// (`MeasureUnit::getAvailable`): the unit tests' list, taken from ICU rather
// than typed by hand.

#include "icu_reference.h"

#include <cstring>
#include <string>
#include <vector>

#include <unicode/measunit.h>

int32_t icu_reference_measure_units(char *buffer, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  const int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, status);
  std::vector<icu::MeasureUnit> units(static_cast<size_t>(count));
  status = U_ZERO_ERROR;
  icu::MeasureUnit::getAvailable(units.data(), count, status);
  if (U_FAILURE(status)) {
    return -1;
  }
  std::string list;
  for (const icu::MeasureUnit &unit : units) {
    const char *type = unit.getType();
    if (std::strcmp(type, "currency") == 0 || std::strcmp(type, "none") == 0) {
      continue;
    }
    list += unit.getIdentifier();
    list += '\n';
  }
  const int32_t needed = static_cast<int32_t>(list.size()) + 1;
  if (buffer != nullptr && capacity >= needed) {
    std::memcpy(buffer, list.c_str(), list.size() + 1);
  }
  return needed;
}
