import SegueCore

/// The corner radii the pictures draw with, chosen as UIKit shows them (docs/panel-and-exports.md,
/// "Pictures"). Unit: points, before `--scale`.
public enum PictureShapes {
    /// The display's own corner radius: the screen is a rounded rectangle and views are clipped
    /// to it. The iPhone 12–15 (390 × 844 pt, portrait or landscape) has 47.33 pt; the 11-inch
    /// class iPad (820 × 1180 pt) 18 pt; `fill` and custom sizes are square (0).
    public static func displayCornerRadius(_ device: Device) -> Double {
        switch device.name {
        case "phone", "phone-landscape": 47.33
        case "tablet": 18
        default: 0
        }
    }

    /// A view that covers the whole container (a screen, a cover): square, the display rounds it.
    public static let fullScreenRadius = 0.0
    /// A top-level view smaller than the container (a card, a sheet, an alert): 13 pt, the
    /// radius of UIKit's alerts and close to its sheets' 10 pt.
    public static let cardRadius = 13.0
    /// A subview (an element: a thumbnail, a cell): 8 pt.
    public static let elementRadius = 8.0

    /// The corner radius of `view` in a container of `containerSize`: `fullScreenRadius` for a
    /// top-level view of the container's size (within 0.5 pt; wherever it is, so a screen
    /// sliding in stays a screen) and for covers,
    /// `cardRadius` for other top-level views, `elementRadius` for subviews; never more than
    /// half the view's shorter side.
    public static func cornerRadius(of view: SceneView, isTopLevel: Bool, containerSize: Size) -> Double {
        let f = view.frame
        let fills = abs(f.width - containerSize.width) < 0.5 && abs(f.height - containerSize.height) < 0.5
        let r: Double
        if view.id == "cover" || ChromeSpec.barIDs.contains(view.id) || (isTopLevel && fills) { r = fullScreenRadius } else { r = isTopLevel ? cardRadius : elementRadius }
        return max(0, min(r, min(f.width, f.height) / 2))
    }
}

extension PictureShapes {
    /// The height of the status bar above a screen's navigation bar: 47 pt on the phone in
    /// portrait (the iPhone 12–15's safe area), none in landscape (iOS hides it), 24 pt on the
    /// tablet, 20 pt elsewhere.
    public static func statusBarHeight(_ device: Device) -> Double {
        switch device.name {
        case "phone": 47
        case "phone-landscape": 0
        case "tablet": 24
        default: 20
        }
    }
}
