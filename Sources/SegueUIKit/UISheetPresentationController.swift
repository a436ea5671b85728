import SegueCore

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller — the sheet of a
/// page-sheet or form-sheet presentation (docs/user-code.md, "The API: presentations, tabs and
/// containment"). When the code has asked a controller for its sheet, the sheet the model
/// presents, drags and settles is this one's (detents, selected and undimmed detent, grabber),
/// read as the presentation starts (`modelSheet`); otherwise it is the scenario's `sheet`.
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
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight
    /// — default false. Kept; whether a page sheet in a compact height (phone-landscape) stays a
    /// sheet is decided when the model is built, before `setUp`, by the scenario's
    /// `container.sheet.prefersEdgeAttachedInCompactHeight`.
    open var prefersEdgeAttachedInCompactHeight = false

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
    @available(*, unavailable, message: "segue reads the sheet's properties as it is presented: changing a presented sheet is not modelled")
    open func animateChanges(_ changes: () -> Void) {}

    /// The model's sheet for these properties (`ModalTransitionDelegate.sheet(forPresented:)`) in
    /// the container `geometry` describes: each custom detent resolved with UIKit's
    /// `maximumDetentValue` (the large detent's height less the bottom safe area; a resolver that
    /// answers nil leaves its detent out, as UIKit leaves an inactive one out); no selection: the
    /// smallest detent; nil when no detent is left.
    func modelSheet(in geometry: SheetGeometry, isModalInPresentation: Bool) -> SheetSpec? {
        let height = geometry.containerSize.height
        let maximum = height - geometry.topInset - geometry.safeAreaBottom
        let context = SheetResolutionContext(maximumDetentValue: CGFloat(maximum))
        let resolved: [SheetDetent] = detents.enumerated().compactMap { index, detent in
            switch detent.identifier {
            case .medium?: return .medium
            case .large?: return .large
            default:
                guard let value = detent.resolver?(context) else { return nil }
                let name = detent.identifier?.rawValue ?? "custom\(index)"
                return SheetDetent(identifier: name, kind: .custom(height: min(max(Double(value), 1), maximum)))
            }
        }
        func name(_ id: Detent.Identifier?) -> String? {
            id.map { $0 == .medium ? "medium" : $0 == .large ? "large" : $0.rawValue }
        }
        let heights = resolved.map { $0.height(inContainer: height, topInset: geometry.topInset, safeAreaBottom: geometry.safeAreaBottom) }
        guard let lowest = heights.indices.min(by: { heights[$0] < heights[$1] }) else { return nil }
        let smallest = resolved[lowest]
        let selected = name(selectedDetentIdentifier).flatMap { id in resolved.first { $0.identifier == id } } ?? smallest
        return SheetSpec(detents: resolved, selectedDetentIdentifier: selected.identifier,
                         largestUndimmedDetentIdentifier: name(largestUndimmedDetentIdentifier),
                         prefersGrabberVisible: prefersGrabberVisible, isModalInPresentation: isModalInPresentation,
                         prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight)
    }
}

/// What a custom detent's resolver is given.
final class SheetResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection = UITraitCollection()
    let maximumDetentValue: CGFloat
    init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
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
