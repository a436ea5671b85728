import SegueCore
import SegueJSON
import SegueUserCode

/// The file segue compiles with a scenario's sources (docs/user-code.md, "Loading"): one type
/// conforming to `UserCodeEntry` that calls the scenario's `setUp` with the container's controller
/// and makes the screens' classes, and a C entry point returning it, so the host finds the code
/// without Swift's mangled names. The type checker does the scenario's checks: a `setUp` that is
/// missing or takes the wrong controller, a class that is no `UIViewController`, fail to compile
/// on a known line of this file, and `problems(in:)` says so at the scenario's own place.
struct UserCodeEntrySource {
    /// The path its diagnostics name.
    static let path = "<segue entry>.swift"
    let scenario: Scenario
    let code: SwiftCodeSpec
    let file: String

    /// The controller type `setUp` is called with for the scenario's container.
    var containerType: String {
        switch scenario.container {
        case .navigation: "UINavigationController"
        case .tabs: "UITabBarController"
        case .modal, .containment: "UIViewController"
        }
    }

    /// The screens that name a class, in order.
    var classScreens: [ScreenSpec] { scenario.screens.filter { $0.className != nil } }

    /// The line of the setUp conversion; each class's line follows it (see `text`).
    static let setUpLine = 5

    var text: String {
        var lines = [
            "import UIKit",
            "",
            "final class __SegueUserEntry: UserCodeEntry {",
            "    func setUp(_ container: UIViewController) {",
            "        let setUp: @MainActor (\(containerType)) -> Void = \(code.setUp)",
            "        setUp(container as! \(containerType))",
            "    }",
            "    nonisolated init() {}",
            "    func makeController(className: String) -> UIViewController? {",
            "        switch className {",
        ]
        // Line setUpLine + 6 + i: screen i's class.
        for screen in classScreens {
            let name = screen.className ?? ""
            lines.append("        case \"\(name)\": return \(name)(nibName: nil, bundle: nil) as UIViewController")
        }
        lines += [
            "        default: return nil",
            "        }",
            "    }",
            "}",
            "",
            "@_cdecl(\"segue_user_entry\")",
            "public func __segueUserEntry() -> UnsafeMutableRawPointer {",
            "    Unmanaged.passRetained(__SegueUserEntry() as AnyObject).toOpaque()",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenario's lines for swiftc's errors in this file, one per scenario key (errors
    /// elsewhere are the user's own).
    func problems(in errors: [CompileDiagnostic]) -> [String] {
        let mine = errors.filter { $0.file == Self.path }
        var out: [String] = []
        let setUpErrors = mine.filter { $0.line == Self.setUpLine }
        if let first = setUpErrors.first {
            let message = setUpErrors.contains { $0.message.contains("cannot find") }
                ? "no function named \(code.setUp) in the sources"
                : "\(code.setUp) must be a function taking a \(containerType) (this scenario's container): \(first.message)"
            out.append(Diagnostic(file: file, at: code.setUpPosition, keyPath: "swift.setUp", message: message).description)
        }
        for (i, screen) in classScreens.enumerated() {
            let lineErrors = mine.filter { $0.line == Self.setUpLine + 6 + i }
            guard !lineErrors.isEmpty, let name = screen.className else { continue }
            let index = scenario.screens.firstIndex { $0.id == screen.id } ?? 0
            let message = lineErrors.contains { $0.message.contains("cannot find") }
                ? "no class named \(name) in the sources"
                : "\(name) must be a UIViewController subclass (segue makes it with init(nibName: nil, bundle: nil))"
            out.append(Diagnostic(file: file, at: screen.classPosition ?? SourcePosition(line: 1, column: 1),
                                  keyPath: "screens[\(index)].class", message: message).description)
        }
        return out
    }
}
