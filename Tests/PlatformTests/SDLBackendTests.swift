import Testing
import UIKit

/// The SDL backend's decisions that need no display. (Opening a real window is exercised by
/// the demo and the benchmark under Xvfb.)
struct SDLBackendTests {
    /// A `DISPLAY` naming no server makes SDL fall back to its invisible offscreen driver; the
    /// app must then fail with "cannot open a window", not run with nothing on screen.
    @Test func invisibleFallbackDriverIsNoDisplay() {
        let error = SDLBackend._fallbackDriverError(driver: "offscreen", requested: nil)
        #expect(error?.contains("could not be opened") == true)
        #expect(error?.contains("offscreen") == true)
        #expect(SDLBackend._fallbackDriverError(driver: "dummy", requested: "x11") != nil)
    }

    @Test func explicitlyRequestedOrVisibleDriversAreAccepted() {
        #expect(SDLBackend._fallbackDriverError(driver: "x11", requested: nil) == nil)
        #expect(SDLBackend._fallbackDriverError(driver: "wayland", requested: "wayland,x11") == nil)
        #expect(SDLBackend._fallbackDriverError(driver: "offscreen", requested: "offscreen") == nil)
        #expect(SDLBackend._fallbackDriverError(driver: "dummy", requested: "x11,dummy") == nil)
    }
}
