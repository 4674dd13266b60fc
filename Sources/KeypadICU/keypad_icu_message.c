// Messages of keypad_icu.h, over ICU's C MessageFormat (`umsg_*`).
//
// ICU's C API numbers a message's arguments and takes their values as C
// varargs, typed by the pattern (a `UChar *` for an argument without a
// type or a `select`, a `double` for `number` and `plural`). Keypad's
// patterns name their arguments. Here, and only here, the names become
// numbers: the pattern is copied with each argument's name replaced by its
// slot, text arguments in slots 0 to 5 and numbers in slots 6 to 8, and
// `umsg_format` is called with all nine slots, the six strings first, then
// the three doubles, so that every call passes the same types in the same
// order whatever the pattern. A slot the pattern leaves out between two it
// uses is read by ICU as an unused pointer, which the unused strings are.
// The scanner below reads exactly as much of ICU's pattern syntax as it
// needs to find the arguments (quotes, nested messages); ICU then parses
// the numbered copy itself.

#include "keypad_icu.h"

#include <stddef.h>
#include <stdlib.h>

#include "icu_support.h"

enum {
  /// Text arguments: slots 0 to 5.
  kTextSlots = 6,
  /// Number arguments: slots 6 to 8.
  kNumberSlots = 3,
  /// The most argument occurrences a pattern may hold.
  kMaxOccurrences = 64,
};

/// A pattern being renamed: its units, where it is read, and the copy.
typedef struct Scanner {
  const UChar *pattern;
  int32_t length;
  int32_t index;
  UChar *copy;
  int32_t copied;
  int32_t capacity;
  /// Where each argument's slot goes in the copy, and whose it is.
  int32_t places[kMaxOccurrences];
  int32_t owners[kMaxOccurrences];
  int32_t placeCount;
  bool failed;
} Scanner;

/// One named argument of the caller: its name and value, UTF-16 inside the
/// caller's buffer, each NUL-terminated.
typedef struct Argument {
  const UChar *name;
  int32_t nameLength;
  const UChar *value;
  /// The slot given to it, once the pattern has named it.
  int32_t slot;
  /// Whether the pattern names it.
  bool isNamed;
  /// Whether the pattern reads it as a number.
  bool isNumber;
} Argument;

static bool isSpace(UChar c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static bool isNameUnit(UChar c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static void emit(Scanner *scanner, UChar unit) {
  if (scanner->copied < scanner->capacity) {
    scanner->copy[scanner->copied] = unit;
  } else {
    scanner->failed = true;
  }
  scanner->copied++;
}

/// Copies the unit at the read position and moves past it.
static void copyUnit(Scanner *scanner) { emit(scanner, scanner->pattern[scanner->index++]); }

static void copySpaces(Scanner *scanner) {
  while (scanner->index < scanner->length && isSpace(scanner->pattern[scanner->index])) {
    copyUnit(scanner);
  }
}

static bool at(const Scanner *scanner, UChar unit) {
  return scanner->index < scanner->length && scanner->pattern[scanner->index] == unit;
}

/// Whether the units at the read position spell `word` (ASCII) and end there.
static bool atWord(const Scanner *scanner, const char *word) {
  int32_t i = 0;
  for (; word[i] != '\0'; i++) {
    if (scanner->index + i >= scanner->length ||
        scanner->pattern[scanner->index + i] != (UChar)word[i]) {
      return false;
    }
  }
  return scanner->index + i >= scanner->length ||
         !isNameUnit(scanner->pattern[scanner->index + i]);
}

static void copyMessage(Scanner *scanner, Argument *arguments, int32_t count, bool inPlural,
                        int32_t depth);

/// After an apostrophe: ICU's quoting (`''` is one apostrophe; an
/// apostrophe before `{`, `}` or, in a plural's message, `#` quotes up to
/// the next lone apostrophe; any other is itself). Copied as it is.
static void copyQuote(Scanner *scanner, bool inPlural) {
  copyUnit(scanner);  // the apostrophe
  if (scanner->index >= scanner->length) return;
  const UChar next = scanner->pattern[scanner->index];
  if (next == '\'') {
    copyUnit(scanner);
    return;
  }
  if (next != '{' && next != '}' && !(inPlural && next == '#')) return;
  while (scanner->index < scanner->length) {
    if (scanner->pattern[scanner->index] == '\'') {
      copyUnit(scanner);
      if (!at(scanner, '\'')) return;
    }
    copyUnit(scanner);
  }
}

/// An argument, from its `{` to its `}`: the name replaced by its slot.
static void copyArgument(Scanner *scanner, Argument *arguments, int32_t count, int32_t depth) {
  copyUnit(scanner);  // {
  copySpaces(scanner);
  const int32_t start = scanner->index;
  while (scanner->index < scanner->length && isNameUnit(scanner->pattern[scanner->index])) {
    scanner->index++;
  }
  const int32_t nameLength = scanner->index - start;
  Argument *argument = NULL;
  for (int32_t i = 0; i < count && nameLength > 0; i++) {
    if (arguments[i].nameLength == nameLength &&
        memcmp(arguments[i].name, scanner->pattern + start, (size_t)nameLength * sizeof(UChar)) ==
            0) {
      argument = &arguments[i];
    }
  }
  if (argument == NULL) {
    scanner->failed = true;
    return;
  }
  copySpaces(scanner);
  bool isNumber = false;
  bool hasMessages = false;
  const int32_t afterName = scanner->index;
  if (at(scanner, ',')) {
    scanner->index++;
    while (scanner->index < scanner->length && isSpace(scanner->pattern[scanner->index])) {
      scanner->index++;
    }
    isNumber = atWord(scanner, "number") || atWord(scanner, "plural") ||
               atWord(scanner, "selectordinal");
    hasMessages = atWord(scanner, "plural") || atWord(scanner, "selectordinal") ||
                  atWord(scanner, "select");
  }
  scanner->index = afterName;
  if (!argument->isNamed) {
    argument->isNamed = true;
    argument->isNumber = isNumber;
  } else if (argument->isNumber != isNumber) {
    // One name read as text and as a number: ICU's type mismatch.
    scanner->failed = true;
    return;
  }
  if (scanner->placeCount == kMaxOccurrences) {
    scanner->failed = true;
    return;
  }
  // The slot's digit stands in for the name, written once every name is
  // known.
  scanner->places[scanner->placeCount] = scanner->copied;
  scanner->owners[scanner->placeCount++] = (int32_t)(argument - arguments);
  emit(scanner, '0');
  if (hasMessages) {
    // `, type,` then selectors, each with its message in braces.
    while (scanner->index < scanner->length && !at(scanner, '{') && !at(scanner, '}')) {
      copyUnit(scanner);
    }
    while (at(scanner, '{')) {
      copyUnit(scanner);
      copyMessage(scanner, arguments, count, isNumber, depth + 1);
      if (!at(scanner, '}')) {
        scanner->failed = true;
        return;
      }
      copyUnit(scanner);
      while (scanner->index < scanner->length && !at(scanner, '{') && !at(scanner, '}')) {
        copyUnit(scanner);
      }
    }
  } else {
    // A simple argument's type and style: up to its closing brace, quotes
    // and nested braces kept.
    int32_t nesting = 0;
    while (scanner->index < scanner->length) {
      const UChar c = scanner->pattern[scanner->index];
      if (c == '}' && nesting == 0) break;
      if (c == '{') nesting++;
      if (c == '}') nesting--;
      if (c == '\'') {
        copyUnit(scanner);
        while (scanner->index < scanner->length && !at(scanner, '\'')) copyUnit(scanner);
        if (scanner->index < scanner->length) copyUnit(scanner);
        continue;
      }
      copyUnit(scanner);
    }
  }
  if (!at(scanner, '}')) {
    scanner->failed = true;
    return;
  }
  copyUnit(scanner);
}

/// Message text up to an unmatched `}` or the end, arguments renamed.
static void copyMessage(Scanner *scanner, Argument *arguments, int32_t count, bool inPlural,
                        int32_t depth) {
  if (depth > 8) {
    scanner->failed = true;
    return;
  }
  while (scanner->index < scanner->length && !scanner->failed) {
    const UChar c = scanner->pattern[scanner->index];
    if (c == '}') return;
    if (c == '\'') {
      copyQuote(scanner, inPlural);
    } else if (c == '{') {
      copyArgument(scanner, arguments, count, depth);
    } else {
      copyUnit(scanner);
    }
  }
}

/// Reads the caller's arguments, UTF-8 `name\0value\0` pairs in `length`
/// bytes, into UTF-16 `units` (each name and value NUL-terminated there).
static int32_t readArguments(const char *bytes, int32_t length, UChar *units, int32_t capacity,
                             Argument *arguments, int32_t argumentCapacity) {
  int32_t count = 0;
  int32_t used = 0;
  int32_t i = 0;
  while (i < length) {
    if (count == argumentCapacity) return -1;
    const UChar *texts[2];
    int32_t lengths[2];
    for (int part = 0; part < 2; part++) {
      const int32_t start = i;
      while (i < length && bytes[i] != 0) i++;
      if (i >= length) return -1;
      UErrorCode code = U_ZERO_ERROR;
      int32_t converted = 0;
      u_strFromUTF8(units + used, capacity - used, &converted, bytes + start, i - start, &code);
      if (U_FAILURE(code) || used + converted >= capacity) return -1;
      units[used + converted] = 0;
      texts[part] = units + used;
      lengths[part] = converted;
      used += converted + 1;
      i++;
    }
    arguments[count++] = (Argument){
        .name = texts[0],
        .nameLength = lengths[0],
        .value = texts[1],
        .slot = 0,
        .isNamed = false,
        .isNumber = false,
    };
  }
  return count;
}

/// An ASCII decimal such as `-12` or `3.5` as a double; false for anything
/// else.
static bool readNumber(const UChar *text, double *number) {
  double value = 0;
  double scale = 1;
  bool negative = false;
  bool fraction = false;
  bool digits = false;
  const UChar *c = text;
  if (*c == '-') {
    negative = true;
    c++;
  }
  for (; *c != 0; c++) {
    if (*c == '.' && !fraction) {
      fraction = true;
    } else if (*c >= '0' && *c <= '9') {
      digits = true;
      if (fraction) {
        scale /= 10;
        value += (*c - '0') * scale;
      } else {
        value = value * 10 + (*c - '0');
      }
    } else {
      return false;
    }
  }
  *number = negative ? -value : value;
  return digits;
}

int32_t keypad_icu_message_format(const char *locale, const char *language, const char *id,
                                  const char *pattern, int32_t patternLength,
                                  const char *arguments, int32_t argumentsLength, char *buffer,
                                  int32_t capacity, int32_t *status) {
  (void)language;
  (void)id;
  UErrorCode code;
  if (!keypad_icu_incoming(status, &code)) {
    return 0;
  }
  if (pattern == NULL || patternLength <= 0) {
    // The catalogs are the engine's: this implementation has none.
    *status = U_MISSING_RESOURCE_ERROR;
    return 0;
  }
  enum { kUnits = 4096 };
  UChar units[kUnits];
  int32_t unitCount = 0;
  u_strFromUTF8(units, kUnits, &unitCount, pattern, patternLength, &code);
  UChar argumentUnits[kUnits];
  Argument named[kTextSlots + kNumberSlots];
  const int32_t count = readArguments(arguments, argumentsLength, argumentUnits, kUnits, named,
                                      kTextSlots + kNumberSlots);
  if (U_FAILURE(code) || unitCount >= kUnits || count < 0) {
    *status = U_FAILURE(code) && code != U_BUFFER_OVERFLOW_ERROR ? code : U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UChar renamed[kUnits];
  Scanner scanner = {.pattern = units, .length = unitCount, .copy = renamed, .capacity = kUnits};
  copyMessage(&scanner, named, count, false, 0);
  if (scanner.failed || scanner.index != unitCount) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  // The slots, in the order of the caller's arguments.
  const UChar empty[1] = {0};
  const UChar *texts[kTextSlots] = {empty, empty, empty, empty, empty, empty};
  double numbers[kNumberSlots] = {0, 0, 0};
  int32_t textCount = 0;
  int32_t numberCount = 0;
  for (int32_t i = 0; i < count; i++) {
    if (!named[i].isNamed) continue;
    if (named[i].isNumber) {
      if (numberCount == kNumberSlots || !readNumber(named[i].value, &numbers[numberCount])) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
      }
      named[i].slot = kTextSlots + numberCount++;
    } else {
      if (textCount == kTextSlots) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
      }
      texts[textCount] = named[i].value;
      named[i].slot = textCount++;
    }
  }
  for (int32_t i = 0; i < scanner.placeCount; i++) {
    renamed[scanner.places[i]] = (UChar)('0' + named[scanner.owners[i]].slot);
  }
  UMessageFormat *format = umsg_open(renamed, scanner.copied, locale, NULL, &code);
  if (U_FAILURE(code) || format == NULL) {
    umsg_close(format);
    *status = U_FAILURE(code) ? code : U_MEMORY_ALLOCATION_ERROR;
    return 0;
  }
  // Formatted into a stack buffer, or into one of the length ICU asks for.
  UChar formatted[1024];
  UChar *output = formatted;
  int32_t length = umsg_format(format, output, 1024, &code, texts[0], texts[1], texts[2],
                               texts[3], texts[4], texts[5], numbers[0], numbers[1], numbers[2]);
  if (code == U_BUFFER_OVERFLOW_ERROR) {
    code = U_ZERO_ERROR;
    output = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (output == NULL) {
      code = U_MEMORY_ALLOCATION_ERROR;
    } else {
      length = umsg_format(format, output, length + 1, &code, texts[0], texts[1], texts[2],
                           texts[3], texts[4], texts[5], numbers[0], numbers[1], numbers[2]);
    }
  }
  umsg_close(format);
  int32_t written = 0;
  if (U_SUCCESS(code)) {
    // ICU's resource warnings (U_USING_DEFAULT_WARNING) carry no meaning
    // here: the header gives that warning one of its own.
    code = U_ZERO_ERROR;
    u_strToUTF8(buffer, capacity, &written, output, length, &code);
    if (code == U_STRING_NOT_TERMINATED_WARNING) code = U_ZERO_ERROR;
  }
  if (output != formatted) free(output);
  *status = code;
  return written;
}
