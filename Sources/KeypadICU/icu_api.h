// ICU's C API as the implementation files of KeypadICU see it.
//
// Two ways to compile, one source:
// - By default, ICU's own headers (the system library `CICU`, found with
//   pkg-config). ICU renames every function with its major version
//   (`unum_open` is `unum_open_72`) through macros in those headers.
// - With `KEYPAD_ICU_NO_HEADERS` defined, Keypad's own declarations of
//   exactly the functions, types and constants the library uses
//   (icu_declarations.h), linked under the names ICU exports: the suffix
//   given in `KEYPAD_ICU_SYMBOL_SUFFIX` (`_72` for Linux's ICU 72), none for
//   Apple's libicucore. Package.swift chooses.
//
// Only ICU's stable C API is used: no C++ class of ICU, so the library needs
// nothing that Apple's libicucore does not export.
//
// A new ICU call: declare it in icu_declarations.h (one KEYPAD_ICU_FUNCTION
// line; a new type or constant beside it, and its static assertion in
// Tests/ICUDeclarationsCheck), then include this header. If it is in an ICU
// header not listed below, add that header here.

#ifndef KEYPAD_ICU_API_H
#define KEYPAD_ICU_API_H

#ifdef KEYPAD_ICU_NO_HEADERS
#include "icu_declarations.h"
#else
#include <unicode/uchar.h>
#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/ufieldpositer.h>
#include <unicode/uformattedvalue.h>
#include <unicode/ulistformatter.h>
#include <unicode/uloc.h>
#include <unicode/umsg.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>
#endif

#endif
