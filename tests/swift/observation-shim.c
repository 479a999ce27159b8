/* Debian trixie's swiftlang 6.0.3 ships libswiftObservation.so with an undefined reference to
 * swift::threading::fatal(const char *, ...) that none of its libraries defines (the runtime's
 * threading helpers were not linked into it), so any program importing Observation fails to
 * link. tests/swift/run.sh links this definition into the iOS package's tests when it uses that
 * toolchain; Apple's and swift.org's toolchains don't need it. Like the original, it reports a
 * threading failure and aborts. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

void _ZN5swift9threading5fatalEPKcz(const char *format, ...) {
  va_list args;
  va_start(args, format);
  vfprintf(stderr, format, args);
  va_end(args);
  abort();
}
