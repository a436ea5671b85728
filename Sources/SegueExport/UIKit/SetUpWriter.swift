import SegueCore

/// Writes the export's entry (docs/export.md, "The set-up function"): the view controller classes
/// of the screens that set themselves up (a modal's presented screen installs its transitioning
/// delegate, a zoomed screen its preferred transition), and the global `setUp…` function that
/// does what an app's scene delegate would: makes the container's delegate, installs it and
/// keeps it alive in a file-level type's array (UIKit holds delegates weakly). Every export has one,
/// with an empty body and a comment when UIKit's defaults need nothing.
struct SetUpWriter {
    let names: ExportNames
    let scenario: Scenario
    let entry: UIKitEntry
    /// The file defines the container's delegate (`DelegateWriter`).
    let hasDelegate: Bool
    /// The file defines a page sheet's presenter.
    let sheetPresenter: Bool

    func write(into w: inout SourceWriter) {
        if !entry.elements.isEmpty {
            ElementClasses.writeSearch(names: names, into: &w)
            w.line()
        }
        for screen in scenario.screens {
            guard let name = entry.screenClasses[screen.id] else { continue }
            writeScreenClass(name, screen: screen.id, into: &w)
            entry.elements.writeConformances(of: screen.id, className: name, names: names, into: &w)
            w.line()
        }
        let installs = hasDelegate && installsInContainer
        if installs {
            w.line("/// What `\(entry.function)(_:)` installs: UIKit holds delegates weakly, so the file keeps them.")
            w.line("@MainActor private enum \(names.installed) { static var objects: [AnyObject] = [] }")
            w.line()
        }
        let doc = "Does what an app's scene delegate would for this file: call it once with \(entry.parameterRole) "
            + "(a scenario runs the file with `\"swift\": {\"setUp\": \"\(entry.function)\"}`)."
        w.lines(SwiftUIExport.wrapped(doc, width: 96).map { "/// " + $0 })
        w.line("@MainActor")
        w.block("func \(entry.function)(_ \(parameterName): \(entry.parameterType))") { w in
            if installs {
                writeInstall(into: &w)
            } else {
                w.lines(SwiftUIExport.wrapped(nothingToInstall, width: 96).map { "// " + $0 })
            }
        }
    }

    /// The navigation and tab bar controllers take their delegate here; a modal's goes on the
    /// presented screen, which does not exist yet.
    private var installsInContainer: Bool {
        switch scenario.container {
        case .navigation, .tabs: true
        case .modal, .containment: false
        }
    }

    private var parameterName: String {
        switch scenario.container {
        case .navigation: "navigationController"
        case .tabs: "tabBarController"
        case .modal: "presenting"
        case .containment: "parent"
        }
    }

    private func writeInstall(into w: inout SourceWriter) {
        if case .tabs = scenario.container {
            w.line("let delegate = \(names.tabBarDelegate)()")
            w.line("tabBarController.delegate = delegate")
            w.line("\(names.installed).objects.append(delegate)")
        } else {
            w.line("\(names.installed).objects.append(\(names.navigationDelegate)(navigationController: navigationController))")
        }
    }

    /// Why the body is empty.
    private var nothingToInstall: String {
        if !entry.installingScreens.isEmpty {
            let classes = entry.installingScreens.compactMap { entry.screenClasses[$0] }.sorted().joined(separator: ", ")
            return "Nothing to install here: the presented screen's class (\(classes)) installs its transitioning delegate."
        }
        if case .containment = scenario.container {
            return "Nothing to install: the parent switches its children with \(names.childSwitch)(from:to:)."
        }
        if sheetPresenter {
            return "Nothing to install: present the sheet with \(names.sheetPresenter)().present(_:from:)."
        }
        if !entry.zoomScreens.isEmpty {
            return "Nothing to install: the zoomed screen's class sets its preferred transition."
        }
        return "Nothing to install: UIKit's default transitions do it."
    }

    /// `final class AlertConfirmViewController: UIViewController` that sets itself up when made.
    private func writeScreenClass(_ name: String, screen: String, into w: inout SourceWriter) {
        let zoom = entry.zoomScreens.contains(screen)
        guard zoom || entry.installingScreens.contains(screen) else {
            w.line("/// `\(SwiftLiteral.comment(screen))`: hands over its element views (below).")
            w.line("final class \(name): UIViewController {}")
            return
        }
        if zoom {
            w.line("/// `\(SwiftLiteral.comment(screen))`: sets its zoom transition when made, before it is pushed.")
        } else {
            w.line("/// `\(SwiftLiteral.comment(screen))`: installs its transitioning delegate when made (UIKit reads it from the")
            w.line("/// presented controller at `present(_:animated:completion:)`) and keeps it (the property is weak).")
        }
        w.block("final class \(name): UIViewController") { w in
            let setUp: String
            if zoom {
                setUp = "if #available(iOS 18.0, *) { \(names.zoomTransition(screen))(self) }"
            } else {
                w.line("private var transitioning: \(names.transitioningDelegate)?")
                w.line()
                setUp = "transitioning = \(names.transitioningDelegate)(presented: self)"
            }
            w.block("override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)") { w in
                w.line("super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)")
                w.line(setUp)
            }
            w.line()
            w.block("required init?(coder: NSCoder)") { w in
                w.line("super.init(coder: coder)")
                w.line(setUp)
            }
        }
    }
}
