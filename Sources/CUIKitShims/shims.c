#include "shims.h"
int uikit_shims_version(void) { return 1; }
