#ifndef UIKIT_SHIMS_H
#define UIKIT_SHIMS_H
#include <stddef.h>
#include <stdint.h>
int uikit_shims_version(void);
#endif
