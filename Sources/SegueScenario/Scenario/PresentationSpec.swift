import SegueSupport

/// A `UIPresentationController` a `custom` modal names (docs/scenarios.md, "Presentation
/// controllers"): where the presented view goes, its chrome, and whether the presenter's view
/// leaves the container.
public struct PresentationControllerSpec: Sendable, Equatable {
    /// `frameOfPresentedViewInContainerView`: x, y, width, height as fractions of the
    /// container (x, width of its width; y, height of its height) or points; nil (the default)
    /// = the presented screen's own `frame`, else the whole container.
    public var frame: [Length]?
    /// The dimming view added below the presented view; nil (the default) = no chrome.
    public var dimming: DimmingSpec?
    /// `shouldRemovePresentersView`: true = the presenter's view leaves the container when the
    /// presentation completes and comes back when a dismissal begins; default false.
    public var shouldRemovePresentersView: Bool

    public init(frame: [Length]? = nil, dimming: DimmingSpec? = nil, shouldRemovePresentersView: Bool = false) {
        self.frame = frame
        self.dimming = dimming
        self.shouldRemovePresentersView = shouldRemovePresentersView
    }
}

/// A presentation controller's dimming view: a colour at an alpha.
public struct DimmingSpec: Sendable, Equatable {
    /// The dimming view's colour; default black.
    public var color: RGB
    /// Its alpha once presented; 0…1; default 0.5.
    public var alpha: Double

    public init(color: RGB = .black, alpha: Double = 0.5) {
        self.color = color
        self.alpha = alpha
    }
}

/// The configuration of a `UISheetPresentationController` (modal style `pageSheet`;
/// docs/scenarios.md, "Sheets").
public struct SheetSpec: Sendable, Equatable {
    /// The detents, in the order written (at least one, identifiers distinct).
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`: the detent the sheet is presented at; default (in a file)
    /// the smallest detent, (in `init`) the first.
    public var selectedDetentIdentifier: String
    /// `largestUndimmedDetentIdentifier`: no dimming up to this detent; nil (the default) =
    /// every detent dims.
    public var largestUndimmedDetentIdentifier: String?
    /// `prefersGrabberVisible`: a grabber is drawn at the sheet's top; default false.
    public var prefersGrabberVisible: Bool
    /// `isModalInPresentation`: no interactive dismissal (a drag below the smallest detent
    /// springs back and the delegate hears `presentationControllerDidAttemptToDismiss`); default false.
    public var isModalInPresentation: Bool
    /// `prefersEdgeAttachedInCompactHeight`: in a compact-height size class (`Device.isCompactHeight`,
    /// phone-landscape) the sheet stays a sheet attached to the bottom edge, as wide as the
    /// container; false (UIKit's default): there the page sheet is presented full screen
    /// (docs/scenarios.md, "Sheets").
    public var prefersEdgeAttachedInCompactHeight: Bool

    public init(detents: [SheetDetent], selectedDetentIdentifier: String? = nil, largestUndimmedDetentIdentifier: String? = nil,
                prefersGrabberVisible: Bool = false, isModalInPresentation: Bool = false,
                prefersEdgeAttachedInCompactHeight: Bool = false) {
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier ?? detents.first?.identifier ?? "large"
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersGrabberVisible = prefersGrabberVisible
        self.isModalInPresentation = isModalInPresentation
    }

    /// The detent with this identifier.
    public func detent(_ identifier: String) -> SheetDetent? { detents.first { $0.identifier == identifier } }
}

/// A sheet detent: `.medium()`, `.large()` or `.custom(identifier:)` with a height.
public struct SheetDetent: Sendable, Equatable {
    /// The detent's kind and, for a custom one, its height.
    public enum Kind: Sendable, Equatable {
        /// Half the container height.
        case medium
        /// The container height less the device's top inset (`Device.sheetTopInset`).
        case large
        /// A height above the bottom safe area, as UIKit's custom detent resolver returns it
        /// (the sheet is this much taller than the value: its top is at container height −
        /// height − `Device.safeAreaBottom`); unit: points; > 0 and at most the large detent's
        /// height less the bottom safe area (UIKit's `maximumDetentValue`).
        case custom(height: Double)
    }
    /// `medium`, `large`, or the custom detent's own identifier.
    public var identifier: String
    public var kind: Kind

    public init(identifier: String, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    public static let medium = SheetDetent(identifier: "medium", kind: .medium)
    public static let large = SheetDetent(identifier: "large", kind: .large)

    /// The sheet's height at this detent in a container of `height` points with the large
    /// detent `topInset` points below its top and a bottom safe area of `safeAreaBottom`
    /// points (a custom detent's value excludes it, as UIKit's does); unit: points.
    public func height(inContainer height: Double, topInset: Double, safeAreaBottom: Double) -> Double {
        switch kind {
        case .medium: height / 2
        case .large: height - topInset
        case .custom(let h): h + safeAreaBottom
        }
    }
}

extension Device {
    /// How far below the container's top a large sheet's top sits; unit: points. iOS puts it
    /// 10 pt below the safe area's top (the status bar): phone 47 + 10 = 57 (the 390 × 844
    /// iPhones' 47 pt inset), tablet 24 + 10 = 34, landscape and other sizes 0 + 10 = 10
    /// (no status bar) (docs/scenarios.md, "Sheets").
    public var sheetTopInset: Double {
        switch name {
        case "phone": 57
        case "tablet": 34
        default: 10
        }
    }

    /// Whether the device is in a compact-height size class (`verticalSizeClass == .compact`):
    /// an iPhone in landscape, `phone-landscape`; the other named devices and custom sizes are
    /// regular.
    public var isCompactHeight: Bool { name == "phone-landscape" }

    /// The safe area's top inset the presenter moves down to behind a large sheet; unit: points.
    public var safeAreaTop: Double { sheetTopInset - 10 }
}
