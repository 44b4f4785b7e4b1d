// Xlib and SDL's window-manager info, for the benchmark's XSync round trip only.
#include <X11/Xlib.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
