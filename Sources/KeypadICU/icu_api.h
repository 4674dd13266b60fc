// ICU's C API as the implementation files of KeypadICU see it.
//
// ICU's own headers, from the system library `CICU` (pkg-config). ICU
// renames every function with its major version (`unum_open` is
// `unum_open_72`) through macros in those headers.
//
// Only ICU's stable C API is used: no C++ class of ICU, so the library needs
// nothing that Apple's libicucore does not export.
//
// A new ICU call: include its ICU header here if it is not listed below.

#ifndef KEYPAD_ICU_API_H
#define KEYPAD_ICU_API_H

#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumberrangeformatter.h>
#include <unicode/unumsys.h>
#include <unicode/upluralrules.h>
#include <unicode/utypes.h>

#endif
