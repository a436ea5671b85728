import SegueCore

/// The file's opening comment (docs/export.md, "The header"): the scenario's name and title, the
/// command that wrote it, what is left out because it is the previewer's own, and every part of
/// the scenario the code cannot express — named, never dropped silently.
struct ExportHeader {
    let scenario: Scenario
    let command: String
    let notes: [String]
    /// Operations whose timing needs iOS 17 or later.
    var needsIOS17: [Operation] = []
    /// Nothing to generate: every operation uses UIKit's own transition.
    let isEmpty: Bool
    /// What UIKit does by itself that the previewer imitates (a page sheet's behaviour); nil = nothing.
    var leftToUIKit: String?
    /// The parts that need iOS 16 or later; nil = none.
    var needsIOS16: String?
    /// The parts that need iOS 18 or later; nil = none.
    var needsIOS18: String?
    /// The set-up function the header tells the app to call; nil = none.
    var entry: UIKitEntry?

    /// What replaces UIKit's swipe back, which a custom pop animator takes away: nil without a
    /// pop interaction (then `ExportNotes` names the loss).
    static func swipeBackNote(_ scenario: Scenario) -> String? {
        guard case .navigation = scenario.container, let interaction = scenario.transitions[.pop]?.interaction else { return nil }
        let gesture = interaction.gesture == .pinch ? "pinch" : "edge pan"
        return "A custom pop animator takes UIKit's swipe back away (it could not scrub the pop): the delegate turns off "
            + "interactivePopGestureRecognizer and, on iOS 26, interactiveContentPopGestureRecognizer (a pan anywhere in the "
            + "content, which nothing here replaces), and the \(gesture) below pops instead."
    }

    /// The bars the previewer draws and UIKit animates by itself (docs/chrome.md): nil when the
    /// scenario shows neither a navigation bar nor a tab bar.
    static func barsNote(_ scenario: Scenario) -> String? {
        let bars = animatedBars(scenario)
        guard !bars.isEmpty else { return nil }
        return "This code does not animate " + bars.joined(separator: " or ")
            + ": UIKit does it itself, alongside the transition (the previewer draws it the same way)."
    }

    /// The bars of `scenario` that the system animates by itself, in words; empty for none.
    static func animatedBars(_ scenario: Scenario) -> [String] {
        var bars: [String] = []
        if scenario.showsNavigationBar { bars.append("the navigation bar's item transition (titles and back button)") }
        if scenario.showsTabBar { bars.append("the tab bar") }
        return bars
    }

    func write(into w: inout SourceWriter) {
        w.line("// \(SwiftLiteral.comment(scenario.name)): \(SwiftLiteral.comment(scenario.title))")
        w.line("// Written by `\(SwiftLiteral.comment(command))`; the values are the scenario's.")
        w.line("// Left out as the previewer's own: the keyboard finger (repeat delay, idle release, arrow step),")
        w.line("// the gesture's hysteresis, the demo script and the terminal.")
        if notes.isEmpty {
            w.line("// Every part of the scenario is expressed below.")
        } else {
            w.line("// Not expressed in this file:")
            for n in notes { w.line("// - \(SwiftLiteral.comment(n))") }
        }
        if let leftToUIKit {
            let text = "Left to UIKit, which does it itself (the previewer imitates it): \(leftToUIKit)."
            w.lines(SwiftUIExport.wrapped(text, width: 100).map { "// " + $0 })
        }
        if let bars = Self.barsNote(scenario) { w.lines(SwiftUIExport.wrapped(bars, width: 100).map { "// " + $0 }) }
        if let swipe = Self.swipeBackNote(scenario) { w.lines(SwiftUIExport.wrapped(swipe, width: 100).map { "// " + $0 }) }
        if let needsIOS16 { w.line("// Needs iOS 16 or later: \(needsIOS16).") }
        if let needsIOS18 { w.line("// Needs iOS 18 or later: \(SwiftLiteral.comment(needsIOS18)).") }
        if !needsIOS17.isEmpty {
            let ops = needsIOS17.map(\.rawValue).joined(separator: " and ")
            w.line("// Needs iOS 17 or later: the perceptual spring of \(ops) (UISpringTimingParameters(duration:bounce:)).")
        }
        if let entry {
            let made = entry.screenClasses.sorted { $0.key < $1.key }.map { "the \($0.key) screen with \($0.value)" }
            let classes = made.isEmpty ? "" : " Make " + made.joined(separator: " and ") + "."
            let text = "Set up: call \(entry.function)(_:) from your scene delegate with \(entry.parameterRole), once.\(classes)"
            w.lines(SwiftUIExport.wrapped(text, width: 100).map { "// " + $0 })
            if !entry.elements.isEmpty {
                let ids = "The screen classes find their element views by accessibilityIdentifier, which the app sets to "
                    + "the scenario's element ids (in its storyboard, or in code)."
                w.lines(SwiftUIExport.wrapped(ids, width: 100).map { "// " + $0 })
            }
        }
        w.lines(ImageComments.lines(scenario))
        if isEmpty {
            w.line("// Every operation of this scenario uses UIKit's own transition: there is no code to add.")
        }
        w.line()
        w.line("import UIKit")
        w.line()
    }
}
