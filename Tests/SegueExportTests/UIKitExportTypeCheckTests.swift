import Foundation
import SegueCore
import SegueExport
import SegueTestSupport
import Testing

/// Every built-in scenario's UIKit export compiles against UIKit's signatures: `swiftc -typecheck
/// -warnings-as-errors` against the stand-in module of Interfaces/UIKit.swift. Linux has no
/// Objective-C interop, so `@objc` is removed and `#selector(m)` becomes `_typeCheckedSelector(m)`
/// first (`SwiftTypeCheck.rewritingObjectiveC`); the selector must still name a real method.
@Suite struct UIKitExportTypeCheckTests {
    /// All built-ins, one file each, in one swiftc call per language mode (their types are
    /// prefixed with the scenario's name, so they share a module; a diagnostic names its file).
    /// The stand-in carries UIKit's main-actor isolation, so main-actor work from nonisolated
    /// code is an error in Swift 6 and a warning (so an error) where Swift 5 checks it.
    @Test(arguments: SwiftTypeCheck.Mode.allCases)
    func everyBuiltinExportTypeChecks(mode: SwiftTypeCheck.Mode) throws {
        let names = ExportTestSupport.builtinNames
        #expect(names.count >= 21, "found \(names.count) built-in scenarios")
        let files = try names.map { ("\($0).swift", try ExportTestSupport.export($0)) }
        let outcome = try ExportTestSupport.typecheck(files, mode: mode)
        #expect(outcome.succeeded, "\(mode): \(outcome.diagnostics)")
    }

    /// The check can fail: a real export with one argument label changed, or one argument's
    /// type changed, does not type-check (so a generator bug of either kind fails the test above).
    @Test(arguments: [
        ("label", "usingSpringWithDamping: 0.6", "springDamping: 0.6"),
        ("type", "usingSpringWithDamping: 0.6", "usingSpringWithDamping: \"0.6\""),
        ("label in a protocol method", "func animateTransition(using transitionContext:", "func animateTransition(with transitionContext:"),
        ("optionality", "func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)",
         "func transitionDuration(using transitionContext: UIViewControllerContextTransitioning)"),
    ])
    func aBrokenExportFails(kind: String, original: String, broken: String) throws {
        let source = try ExportTestSupport.export("modal-spring")
        #expect(source.contains(original), "the export no longer contains \(original)")
        #expect(try ExportTestSupport.typecheck(source, fileName: "ModalSpring.swift").succeeded)
        let outcome = try ExportTestSupport.typecheck(source.replacingOccurrences(of: original, with: broken), fileName: "Broken.swift")
        #expect(!outcome.succeeded, "a changed \(kind) still type-checks")
    }

    /// A misspelt optional delegate method is caught too: the stand-in's defaulted requirements
    /// make swiftc warn that it "nearly matches", and warnings are errors.
    @Test func aMisspeltDelegateMethodFails() throws {
        let source = try ExportTestSupport.export("pop-parallax")
        let original = "interactionControllerFor animationController:"
        #expect(source.contains(original))
        let outcome = try ExportTestSupport.typecheck(
            source.replacingOccurrences(of: original, with: "interactionControllerFor animator:"), fileName: "Misspelt.swift")
        #expect(!outcome.succeeded, "a misspelt navigationController(_:interactionControllerFor:) still type-checks")
    }
}
