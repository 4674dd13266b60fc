#include "phone_reference.h"

#include <cstring>
#include <memory>
#include <set>
#include <string>

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

static int32_t put(const std::string &text, char *buffer, int32_t capacity) {
  if (text.size() + 1 > static_cast<size_t>(capacity)) return -1;
  std::memcpy(buffer, text.c_str(), text.size() + 1);
  return static_cast<int32_t>(text.size());
}

int32_t phone_reference_regions(char *buffer, int32_t capacity) {
  std::set<std::string> regions;
  PhoneNumberUtil::GetInstance()->GetSupportedRegions(&regions);
  std::string all;
  for (const std::string &region : regions) all += region;
  if (put(all, buffer, capacity) < 0) return -1;
  return static_cast<int32_t>(regions.size());
}

int32_t phone_reference_as_you_type(
    const char *region, const char *input, char *buffer, int32_t capacity) {
  std::unique_ptr<AsYouTypeFormatter> formatter(
      PhoneNumberUtil::GetInstance()->GetAsYouTypeFormatter(region));
  std::string result;
  for (const char *character = input; *character != '\0'; ++character) {
    formatter->InputDigit(static_cast<unsigned char>(*character), &result);
  }
  return put(result, buffer, capacity);
}

int32_t phone_reference_parse(
    const char *region, const char *text, char *e164, int32_t capacity, int32_t *valid,
    int32_t *possible) {
  const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
  PhoneNumber number;
  if (util.Parse(text, region, &number) != PhoneNumberUtil::NO_PARSING_ERROR) return 0;
  std::string formatted;
  util.Format(number, PhoneNumberUtil::E164, &formatted);
  if (put(formatted, e164, capacity) < 0) return 0;
  *valid = util.IsValidNumber(number) ? 1 : 0;
  *possible = util.IsPossibleNumber(number) ? 1 : 0;
  return 1;
}
