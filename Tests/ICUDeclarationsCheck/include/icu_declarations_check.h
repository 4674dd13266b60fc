// Compile-time checks of Sources/KeypadICU/icu_declarations.h against ICU's
// real headers. The checks are static assertions and redeclarations: this
// target does not build when a declaration is wrong. The function below lets
// a test see that the checks ran and how many constants they covered.

#ifndef ICU_DECLARATIONS_CHECK_H
#define ICU_DECLARATIONS_CHECK_H

#include <stdint.h>

/// How many constants of the declarations were compared with ICU's.
int32_t keypad_icu_declarations_checked_constants(void);

#endif
