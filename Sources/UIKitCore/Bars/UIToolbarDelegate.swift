/// Chooses a toolbar's position (`.top` for a toolbar at the top of its view).
@preconcurrency @MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
