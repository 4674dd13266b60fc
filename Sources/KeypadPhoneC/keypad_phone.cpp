// The calls of keypad_phone.h, over libphonenumber's C++ API. ICU is reached
// through KeypadICU's plain C header alone, as everywhere in Keypad: no ICU
// header here, so this builds with ICU's headers or without them.

#include "keypad_phone.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <phonenumbers/asyoutypeformatter.h>
#include <phonenumbers/phonenumber.pb.h>
#include <phonenumbers/phonenumberutil.h>

#include "keypad_icu.h"

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

namespace {

PhoneNumberUtil &util() { return *PhoneNumberUtil::GetInstance(); }

/// Room for a whole locale id with its likely subtags and the NUL (ICU's
/// `ULOC_FULLNAME_CAPACITY`).
constexpr int32_t kLocaleCapacity = 157;
/// Room for a region subtag and the NUL (ICU's `ULOC_COUNTRY_CAPACITY`).
constexpr int32_t kRegionCapacity = 4;

/// One of this thread's formatters for a region, with what it was fed and
/// what it showed after each character.
struct Feed {
  std::unique_ptr<AsYouTypeFormatter> formatter;
  std::string fed;
  /// shown[i]: the display after the first i characters of `fed`.
  std::vector<std::string> shown{std::string()};
  /// When it was last used, on its region's clock.
  uint64_t used = 0;
};

/// A region's formatters, and the clock that finds the one used longest ago.
struct RegionFeeds {
  std::array<Feed, 4> feeds;
  uint64_t clock = 0;
};

/// The display of libphonenumber's formatter fed the typed characters.
///
/// The formatter only appends (libphonenumber issue 1485), so each thread
/// keeps a few per region, each with what it showed after each character
/// it was fed. A text one of them was fed, or a start of it (Backspace at
/// the end, undo), is read from what it showed; a text that continues what
/// one was fed (typing at the end) feeds it the new characters; any other
/// text (an edit in the middle) clears the one used longest ago and feeds
/// it every character. Keeping several lets a number shown before an edit
/// in the middle (Backspace after it, undo, redo) be read back instead of
/// fed again.
const std::string &formatted(const std::string &region, const char *typed, size_t length) {
  thread_local std::map<std::string, RegionFeeds> regions;
  RegionFeeds &region_feeds = regions[region];
  region_feeds.clock += 1;
  Feed *continued = nullptr;
  Feed *oldest = &region_feeds.feeds[0];
  for (Feed &feed : region_feeds.feeds) {
    size_t fed = feed.fed.size();
    if (feed.fed.compare(0, std::min(length, fed), typed, std::min(length, fed)) == 0) {
      if (length <= fed) {
        feed.used = region_feeds.clock;
        return feed.shown[length];
      }
      if (continued == nullptr || fed > continued->fed.size()) continued = &feed;
    }
    if (feed.used < oldest->used) oldest = &feed;
  }
  Feed &feed = continued != nullptr ? *continued : *oldest;
  if (!feed.formatter) feed.formatter.reset(util().GetAsYouTypeFormatter(region));
  if (continued == nullptr) {
    feed.formatter->Clear();
    feed.fed.clear();
    feed.shown.resize(1);
  }
  feed.used = region_feeds.clock;
  std::string result = feed.shown.back();
  for (size_t index = feed.fed.size(); index < length; ++index) {
    feed.formatter->InputDigit(static_cast<unsigned char>(typed[index]), &result);
    feed.fed.push_back(typed[index]);
    feed.shown.push_back(result);
  }
  return feed.shown[length];
}

bool copy(const std::string &text, char *buffer, int32_t capacity) {
  if (text.size() + 1 > static_cast<size_t>(capacity)) return false;
  std::memcpy(buffer, text.data(), text.size());
  buffer[text.size()] = '\0';
  return true;
}

}  // namespace

int32_t keypad_phone_is_region(const char *region) {
  return util().GetCountryCodeForRegion(region) != 0 ? 1 : 0;
}

int32_t keypad_phone_locale_region(const char *locale, char *buffer, int32_t capacity) {
  // ICU's likely subtags name the region of a locale id without one (`de`
  // is `de_Latn_DE`). A result that fills its buffer has no NUL: no region.
  char maximized[kLocaleCapacity];
  int32_t status = 0;
  int32_t length =
      keypad_icu_locale_add_likely_subtags(locale, maximized, kLocaleCapacity, &status);
  if (status > 0 || length >= kLocaleCapacity) return 0;
  char region[kRegionCapacity];
  status = 0;
  length = keypad_icu_locale_region(maximized, region, kRegionCapacity, &status);
  if (status > 0 || length <= 0 || length >= kRegionCapacity) return 0;
  if (!copy(std::string(region, static_cast<size_t>(length)), buffer, capacity)) return 0;
  return length;
}

int32_t keypad_phone_format(
    const char *region, const char *typed, int32_t typed_length, char *buffer,
    int32_t capacity, int32_t *after_typed) {
  for (int32_t index = 0; index < typed_length; ++index) {
    char character = typed[index];
    bool digit = character >= '0' && character <= '9';
    if (!digit && !(character == '+' && index == 0)) return -1;
  }
  std::string shown = formatted(region, typed, static_cast<size_t>(typed_length));
  // The formatter keeps the typed characters in order and adds formatting
  // between them: each typed character is the next one equal to it.
  size_t position = 0;
  for (int32_t index = 0; index < typed_length; ++index) {
    position = shown.find(typed[index], position);
    if (position == std::string::npos) {
      // Not found: show the typed characters as they are.
      shown.assign(typed, static_cast<size_t>(typed_length));
      for (int32_t each = 0; each < typed_length; ++each) after_typed[each] = each + 1;
      break;
    }
    position += 1;
    after_typed[index] = static_cast<int32_t>(position);
  }
  if (!copy(shown, buffer, capacity)) return -1;
  return static_cast<int32_t>(shown.size());
}

void keypad_phone_read(
    const char *region, const char *typed, int32_t typed_length,
    keypad_phone_reading *reading) {
  std::memset(reading, 0, sizeof *reading);
  std::string field_region(region);
  copy(field_region, reading->region, sizeof reading->region);
  PhoneNumber number;
  std::string text(typed, static_cast<size_t>(typed_length));
  if (util().ParseAndKeepRawInput(text, field_region, &number) !=
      PhoneNumberUtil::NO_PARSING_ERROR) {
    return;
  }
  reading->parsed = 1;
  std::string e164;
  util().Format(number, PhoneNumberUtil::E164, &e164);
  // A national number of 0 (US `110000000000`: the calling code and the
  // national prefix leave only zeros) is formatted as the raw input, not
  // E.164: it is no number, whatever its length.
  if (number.national_number() != 0 && !e164.empty() && e164[0] == '+') {
    reading->possible = util().IsPossibleNumber(number) ? 1 : 0;
    reading->valid = util().IsValidNumber(number) ? 1 : 0;
    copy(e164, reading->e164, sizeof reading->e164);
  }
  // A number with its country calling code (after `+` or an international
  // prefix) is read in the region that code and its digits lead to.
  if (number.country_code_source() != PhoneNumber::FROM_DEFAULT_COUNTRY) {
    std::string read;
    util().GetRegionCodeForNumber(number, &read);
    if (read.empty() || read == "ZZ") {
      // Not a valid number yet: the main region of its calling code.
      util().GetRegionCodeForCountryCode(number.country_code(), &read);
    }
    copy(read, reading->region, sizeof reading->region);
  }
}

int32_t keypad_phone_typed_from_paste(
    const char *region, const char *text, int32_t text_length, char *buffer,
    int32_t capacity) {
  std::string pasted(text, static_cast<size_t>(text_length));
  PhoneNumber number;
  if (util().ParseAndKeepRawInput(pasted, region, &number) !=
      PhoneNumberUtil::NO_PARSING_ERROR) {
    return -1;
  }
  if (number.has_extension()) return -1;
  // The paste's digits as written (the letters of a vanity number as
  // their digits), after a `+` when it starts with one.
  std::string written = pasted;
  util().ConvertAlphaCharactersInNumber(&written);
  util().NormalizeDigitsOnly(&written);
  if (number.country_code_source() == PhoneNumber::FROM_NUMBER_WITH_PLUS_SIGN) {
    written.insert(0, "+");
  }
  std::vector<std::string> candidates;
  if (number.country_code_source() != PhoneNumber::FROM_DEFAULT_COUNTRY) {
    // An international number is typed as `+`, its calling code and its
    // national number (`0049 30 12345678`: `+493012345678`), unless that
    // reads as another number: where libphonenumber strips a national
    // prefix after the calling code (`+60 0...` in Malaysia), the digits
    // as written.
    std::string national;
    util().GetNationalSignificantNumber(number, &national);
    candidates.push_back("+" + std::to_string(number.country_code()) + national);
  }
  candidates.push_back(written);
  std::string typed;
  for (const std::string &candidate : candidates) {
    PhoneNumber again;
    if (util().Parse(candidate, region, &again) == PhoneNumberUtil::NO_PARSING_ERROR &&
        util().IsNumberMatch(number, again) == PhoneNumberUtil::EXACT_MATCH) {
      typed = candidate;
      break;
    }
  }
  if (typed.empty() || !copy(typed, buffer, capacity)) return -1;
  return static_cast<int32_t>(typed.size());
}
