/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller — the sheet of a
/// page-sheet or form-sheet presentation (docs/user-code.md, "The API: presentations, tabs and
/// containment"). Its properties keep what the code sets; the sheet the model presents, drags
/// and settles is the scenario's `sheet` (its detents, selected and undimmed detent, grabber).
open class UISheetPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @preconcurrency @MainActor open class Detent: NSObject {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public var rawValue: String
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier; nil for a custom detent made without one.
        public internal(set) var identifier: Identifier?
        /// A custom detent's height for a context; unit: points.
        var resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        public required override init() {}

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        open class func medium() -> Self {
            let detent = self.init()
            detent.identifier = .medium
            return detent
        }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        open class func large() -> Self {
            let detent = self.init()
            detent.identifier = .large
            return detent
        }

        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
        /// — `resolver` answers the sheet's height in points (nil: the detent is inactive).
        public static func custom(identifier: UISheetPresentationController.Detent.Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
            -> UISheetPresentationController.Detent {
            let detent = Detent()
            detent.identifier = identifier
            detent.resolver = resolver
            return detent
        }
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents —
    /// default `[.large()]`.
    open var detents: [UISheetPresentationController.Detent] = [.large()]
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    /// — nil: the smallest detent.
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
    /// — nil: every detent dims.
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier?
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
    /// — default false.
    open var prefersGrabberVisible = false
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection — segue's model has one
/// trait environment: an empty collection.
open class UITraitCollection: NSObject, @unchecked Sendable {}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent may have; unit: points.
    var maximumDetentValue: CGFloat { get }
}
