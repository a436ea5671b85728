import SegueJSON

/// The iOS version whose UIKit a scenario follows where UIKit's behaviour depends on it
/// (scenario key `"ios"`; docs/scenarios.md, "The iOS version"): 17, 18 (the default) or 26.
///
/// - The `.automatic` modal style (a modal with no `style`) resolves to a page sheet on iOS 17
///   and to a form sheet from iOS 18, which looks the same in compact width: segue draws the
///   sheet of docs/transitions.md either way and logs the style UIKit chose.
/// - The zoom transition (`preferredTransition` `zoom`) exists from iOS 18: refused on 17.
/// - The iOS 18 rules of docs/transitions.md ("Interruptible transitions"): from iOS 18 a
///   gesture that catches a running interruptible push completes it and drives a pop; on
///   iOS 17 the pop cannot begin while the push runs.
public enum IOSVersion: Int, Sendable, Equatable, Comparable, CaseIterable {
    case ios17 = 17, ios18 = 18, ios26 = 26

    /// The default: iOS 18.
    public static let `default` = IOSVersion.ios18

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }

    /// The modal style `.automatic` resolves to, as UIKit names it: `.pageSheet` before iOS 18,
    /// `.formSheet` from iOS 18 (the same sheet in compact width).
    public var automaticModalStyleName: String { self < .ios18 ? ".pageSheet" : ".formSheet" }

    /// Whether `preferredTransition = .zoom(…)` exists (iOS 18 and later).
    public var hasZoomTransition: Bool { self >= .ios18 }

    /// Whether a gesture may catch a running interruptible push and turn it into a pop (iOS 18
    /// and later).
    public var catchesPushIntoPop: Bool { self >= .ios18 }
}

extension ScenarioReader {
    /// Reads `"ios"`: 17, 18 or 26; nil (with a diagnostic) for anything else.
    func readIOSVersion(_ node: JSONNode, _ path: JSONPath) -> IOSVersion? {
        guard case .number(let n) = node.value else { r.typeError(node, path, expected: "an iOS version: 17, 18 or 26"); return nil }
        guard let v = n.intValue.flatMap(IOSVersion.init(rawValue:)) else {
            r.error(node, path, "segue follows iOS 17, 18 or 26 (got \(n.text))")
            return nil
        }
        return v
    }
}
