@_exported import Foundation

// The SwiftUI declarations `segue export --target swiftui` uses, with SwiftUI's exact signatures
// (bodies are stand-ins): the export tests type-check every generated file against a module
// built from this file, since SwiftUI does not exist on Linux (docs/export.md, "SwiftUI").
// Isolation and availability are SwiftUI's: `View` is `@preconcurrency @MainActor`, and the APIs
// newer than iOS 15 carry their `@available` (swiftc on Linux ignores iOS availability:
// ExportAvailabilityTests checks that the exports guard what is newer than their iOS 17 target).

/// https://developer.apple.com/documentation/swiftui/animation
@frozen public struct Animation: Equatable, Sendable {
    init() {}

    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/linear(duration:)
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)
    @available(iOS 17.0, *)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation()
    }
    /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/interpolatingspring(mass:stiffness:damping:initialvelocity:)
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
    public func delay(_ delay: TimeInterval) -> Animation { self }
}

/// https://developer.apple.com/documentation/swiftui/anytransition
@frozen public struct AnyTransition {
    init() {}

    /// https://developer.apple.com/documentation/swiftui/anytransition/identity
    public static let identity = AnyTransition()
    /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
    public static let opacity = AnyTransition()
    /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// https://developer.apple.com/documentation/swiftui/anytransition/offset(x:y:)
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
    /// https://developer.apple.com/documentation/swiftui/anytransition/scale(scale:anchor:)
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:)
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

/// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable {
    case top, leading, bottom, trailing
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: Sheets

/// https://developer.apple.com/documentation/swiftui/view
@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (a View in SwiftUI, the primitives' Body)
extension Never: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView((c0, c1)) }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swift/optional (a View when its wrapped type is)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/zstack
@frozen public struct ZStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
@frozen public struct GeometryReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { .zero }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
    public func transition(_ t: AnyTransition) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    public func zIndex(_ value: Double) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get }
    private let get: () -> Value
    public var wrappedValue: Value {
        get { get() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { _ in })
    }
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    init() {}
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    public static let medium = PresentationDetent()
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
    public static let large = PresentationDetent()
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

/// https://developer.apple.com/documentation/swiftui/visibility
@frozen public enum Visibility: Hashable, CaseIterable {
    case automatic, visible, hidden
}

/// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    init() {}
    /// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    @available(iOS 16.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    @available(iOS 16.0, *)
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
    @available(iOS 16.0, *)
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
    @available(iOS 16.4, *)
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

// MARK: The zoom transition (iOS 18)

/// https://developer.apple.com/documentation/swiftui/namespace
@frozen @propertyWrapper public struct Namespace: Sendable {
    public init() {}
    public var wrappedValue: Namespace.ID { ID() }
    /// https://developer.apple.com/documentation/swiftui/namespace/id
    @frozen public struct ID: Hashable, Sendable {}
}

/// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, *)
public protocol NavigationTransition {}

/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, *)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, *)
extension NavigationTransition where Self == ZoomNavigationTransition {
    /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
    @available(iOS 18.0, *)
    public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
    @available(iOS 18.0, *)
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}
