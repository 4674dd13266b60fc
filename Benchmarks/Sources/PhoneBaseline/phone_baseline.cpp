// libphonenumber's as-you-type formatter, fed from scratch on every call.

#include "phone_baseline.h"

#include <cstring>
#include <map>
#include <memory>
#include <string>

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumberutil.h>

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumberUtil;

int32_t phone_baseline_format(
    const char *region, const char *typed, char *buffer, int32_t capacity) {
  thread_local std::map<std::string, std::unique_ptr<AsYouTypeFormatter>> formatters;
  std::unique_ptr<AsYouTypeFormatter> &formatter = formatters[region];
  if (!formatter) formatter.reset(PhoneNumberUtil::GetInstance()->GetAsYouTypeFormatter(region));
  formatter->Clear();
  std::string shown;
  for (const char *character = typed; *character != '\0'; ++character) {
    formatter->InputDigit(static_cast<unsigned char>(*character), &shown);
  }
  if (shown.size() + 1 > static_cast<size_t>(capacity)) return -1;
  std::memcpy(buffer, shown.data(), shown.size());
  buffer[shown.size()] = '\0';
  return static_cast<int32_t>(shown.size());
}
