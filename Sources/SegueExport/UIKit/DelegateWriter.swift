import SegueCore

/// Writes the delegate that hands UIKit the animators and interaction controllers
/// (docs/export.md, "Delegates"): `UINavigationControllerDelegate`,
/// `UIViewControllerTransitioningDelegate` or `UITabBarControllerDelegate`, by the container.
struct DelegateWriter {
    let names: ExportNames
    let container: ContainerSpec
    /// The operations with an animator, and the interactive ones among them.
    let animated: [Operation]
    let interactive: [Operation]
    /// Alongside tracks, written into `navigationController(_:willShow:animated:)`.
    let alongside: AlongsideWriter?
    /// Whether the tab animator mirrors a switch to a lower index (it takes `isForward`).
    let tabIsMirrored: Bool
    /// A custom modal's presentation controller class, returned by
    /// `presentationController(forPresented:presenting:source:)`; nil = UIKit's own.
    var presentationController: String? = nil
    /// Whether that presentation controller removes the presenting view (`shouldRemovePresentersView`).
    var removesPresentersView = false
    /// How each interactive operation's controller is made and handed to UIKit.
    var kinds: [Operation: InteractionKind] = [:]

    /// What the delegate needs to know of an interaction controller.
    struct InteractionKind {
        /// A pinch, which the delegate moves to each screen it can pop (`attach(to:)`).
        var isPinch = false
        /// It catches a running transition (`InteractionWriter.catches`): UIKit gets it for every
        /// transition of the operation, with `wantsInteractiveStart` true only for the gesture's own.
        var catches = false
        /// The scenario's `wantsInteractiveStart`.
        var wantsInteractiveStart = true
    }

    private func kind(_ op: Operation) -> InteractionKind { kinds[op] ?? InteractionKind() }

    func write(into w: inout SourceWriter) {
        switch container {
        case .navigation: writeNavigation(into: &w)
        case .modal: writeTransitioning(into: &w)
        case .tabs: writeTabBar(into: &w)
        case .containment: break
        }
    }

    private func property(_ op: Operation) -> String { op.rawValue + "Interaction" }

    private func writeInteractionProperties(into w: inout SourceWriter) {
        for op in interactive { w.line("private let \(property(op)): \(names.interaction(op.rawValue))") }
        if !interactive.isEmpty { w.line() }
    }

    private func writeNavigation(into w: inout SourceWriter) {
        w.line("/// The navigation controller's delegate: segue's animators for \(list(animated)), and the pop")
        w.line("/// gesture's interaction controller while it drives one. `UINavigationController.delegate` is")
        w.line("/// weak: keep a strong reference to this object.")
        w.block("final class \(names.navigationDelegate): NSObject, UINavigationControllerDelegate") { w in
            writeInteractionProperties(into: &w)
            let gesture = !interactive.contains(.pop) ? "" : kind(.pop).isPinch ? " and puts the pinch on the screen it can pop" : " and adds the gesture to its view"
            w.line("/// Becomes `navigationController`'s delegate\(gesture).")
            w.block("init(navigationController: UINavigationController)") { w in
                if interactive.contains(.pop) {
                    let k = kind(.pop)
                    var arguments = k.isPinch ? [] : ["view: navigationController.view"]
                    if k.catches { arguments.append("isTransitionRunning: { [weak navigationController] in navigationController?.transitionCoordinator != nil }") }
                    writeCreation(into: &w, property: "popInteraction", type: names.interaction("pop"), arguments: arguments,
                                  capture: "navigationController")
                    w.line("    // Only with a screen to go back to and no transition running: a pop that begins")
                    w.line("    // during a push corrupts the navigation stack.")
                    w.line("    guard let navigationController, navigationController.viewControllers.count > 1,")
                    w.line("          navigationController.transitionCoordinator == nil else { return false }")
                    w.line("    navigationController.popViewController(animated: true)")
                    w.line("    return true")
                    w.line("}")
                }
                w.line("super.init()")
                if interactive.contains(.pop) {
                    w.line("// A custom pop animator takes UIKit's swipe back away (it would play the pop without following")
                    w.line("// the finger): the \(kind(.pop).isPinch ? "pinch" : "edge pan") replaces it.")
                    w.line("navigationController.interactivePopGestureRecognizer?.isEnabled = false")
                    w.line("if #available(iOS 26.0, *) { navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false }")
                }
                w.line("navigationController.delegate = self")
                if interactive.contains(.pop) && kind(.pop).isPinch {
                    w.line("if navigationController.viewControllers.count > 1 { popInteraction.attach(to: navigationController.topViewController?.view) }")
                }
            }
            w.line()
            w.line("func navigationController(_ navigationController: UINavigationController,")
            w.line("                          animationControllerFor operation: UINavigationController.Operation,")
            w.line("                          from fromVC: UIViewController,")
            w.block("                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
                if interactive.contains(.pop) && kind(.pop).catches {
                    w.line("popInteraction.drivesRunningTransition = false  // until UIKit takes it for this transition")
                }
                w.line("switch operation {")
                for op in animated { w.line("case .\(op.rawValue): return \(names.animator(op.rawValue))()") }
                w.line("default: return nil")
                w.line("}")
            }
            if interactive.contains(.pop) {
                w.line()
                writeInteractionFor(into: &w, signature: [
                    "func navigationController(_ navigationController: UINavigationController,",
                    "                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)",
                    "    -> UIViewControllerInteractiveTransitioning?",
                ], op: .pop, animator: "animationController")
            }
            if interactive.contains(.pop) && kind(.pop).isPinch {
                w.line()
                w.line("/// The pinch pops the screen it is on: it moves to each screen shown that can be popped.")
                w.line("func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,")
                w.block("                          animated: Bool)") { w in
                    w.line("popInteraction.attach(to: navigationController.viewControllers.count > 1 ? viewController.view : nil)")
                }
            }
            if let alongside {
                w.line()
                alongside.write(into: &w)
            }
        }
    }

    /// `property = Type(arguments…) { [weak capture] in` — the arguments on lines of their own
    /// when one of them is a closure.
    private func writeCreation(into w: inout SourceWriter, property: String, type: String, arguments: [String], capture: String) {
        if arguments.contains(where: { $0.contains("{") }) {
            w.line("\(property) = \(type)(")
            w.lines(arguments.enumerated().map { "    " + $1 + ($0 < arguments.count - 1 ? "," : "") })
            w.line(") { [weak \(capture)] in")
        } else {
            let call = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
            w.line("\(property) = \(type)\(call) { [weak \(capture)] in")
        }
    }

    /// `guard animator is XPopAnimator, popInteraction.isInteracting else { return nil }`.
    private func writeInteractionFor(into w: inout SourceWriter, signature: [String], op: Operation, animator: String) {
        w.lines(Array(signature.dropLast()))
        w.block(signature.last!) { w in
            let k = kind(op)
            guard k.catches else {
                w.line("guard \(animator) is \(names.animator(op.rawValue)), \(property(op)).isInteracting else { return nil }")
                w.line("return \(property(op))")
                return
            }
            w.line("guard \(animator) is \(names.animator(op.rawValue)) else { return nil }")
            w.line("// The gesture's \(op.rawValue) starts interactively; any other (the Back button's) starts animating,")
            w.line("// and the gesture can catch it.")
            w.line("\(property(op)).wantsInteractiveStart = \(k.wantsInteractiveStart ? property(op) + ".isInteracting" : "false")")
            w.line("\(property(op)).drivesRunningTransition = true")
            w.line("return \(property(op))")
        }
    }

    private func writeTransitioning(into w: inout SourceWriter) {
        guard case .modal(_, let style, _) = container else { return }
        let custom = removesPresentersView ? "custom style: the presenting view leaves once presented" : "custom style: the presenting view stays"
        let styleNote = "(\(style == .custom ? custom : "full screen: the presenting view leaves"))."
        let animators = animated.isEmpty ? "" : "segue's animators for \(list(animated))"
        if presentationController != nil {
            w.line("/// The presented view controller's transitioning delegate: the presentation controller")
            w.line("/// " + (animators.isEmpty ? styleNote : "and \(animators) \(styleNote)"))
        } else {
            w.line("/// The presented view controller's transitioning delegate: \(animators)")
            w.line("/// \(styleNote)")
        }
        w.line("/// `transitioningDelegate` is weak: keep a strong reference to this object.")
        w.block("final class \(names.transitioningDelegate): NSObject, UIViewControllerTransitioningDelegate") { w in
            writeInteractionProperties(into: &w)
            w.line("/// Becomes `presented`'s transitioning delegate; present it afterwards.")
            w.block("init(presented: UIViewController)") { w in
                if interactive.contains(.dismiss) {
                    let k = kind(.dismiss)
                    var arguments = k.isPinch ? [] : ["view: presented.view"]
                    if k.catches { arguments.append("isTransitionRunning: { [weak presented] in presented?.transitionCoordinator != nil }") }
                    writeCreation(into: &w, property: "dismissInteraction", type: names.interaction("dismiss"), arguments: arguments,
                                  capture: "presented")
                    w.line("    guard let presented, presented.transitionCoordinator == nil else { return false }")
                    w.line("    presented.dismiss(animated: true)")
                    w.line("    return true")
                    w.line("}")
                }
                w.line("super.init()")
                w.line("presented.modalPresentationStyle = \(style == .custom ? ".custom" : ".fullScreen")")
                w.line("presented.transitioningDelegate = self")
                if interactive.contains(.dismiss) && kind(.dismiss).isPinch { w.line("dismissInteraction.attach(to: presented.view)") }
            }
            if let presentationController {
                w.line()
                w.line("func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,")
                w.block("                            source: UIViewController) -> UIPresentationController?") { w in
                    w.line("\(presentationController)(presentedViewController: presented, presenting: presenting)")
                }
            }
            if animated.contains(.present) {
                w.line()
                w.line("func animationController(forPresented presented: UIViewController, presenting: UIViewController,")
                w.block("                         source: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
                    if interactive.contains(.dismiss) && kind(.dismiss).catches {
                        w.line("dismissInteraction.drivesRunningTransition = false  // a presentation is not the dismissal's to catch")
                        w.line("return \(names.animator("present"))()")
                    } else {
                        w.line("\(names.animator("present"))()")
                    }
                }
            }
            if animated.contains(.dismiss) {
                w.line()
                w.block("func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
                    if interactive.contains(.dismiss) && kind(.dismiss).catches {
                        w.line("dismissInteraction.drivesRunningTransition = false  // until UIKit takes it for this transition")
                        w.line("return \(names.animator("dismiss"))()")
                    } else {
                        w.line("\(names.animator("dismiss"))()")
                    }
                }
            }
            if interactive.contains(.dismiss) {
                w.line()
                writeInteractionFor(into: &w, signature: [
                    "func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)",
                    "    -> UIViewControllerInteractiveTransitioning?",
                ], op: .dismiss, animator: "animator")
            }
        }
    }

    private func writeTabBar(into w: inout SourceWriter) {
        w.line("/// The tab bar controller's delegate: segue's tab animator, told whether the switch goes to a")
        w.line("/// higher index. `UITabBarController.delegate` is weak: keep a strong reference to this object.")
        w.block("final class \(names.tabBarDelegate): NSObject, UITabBarControllerDelegate") { w in
            w.line("func tabBarController(_ tabBarController: UITabBarController,")
            w.line("                      animationControllerForTransitionFrom fromVC: UIViewController,")
            w.block("                      to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?") { w in
                guard tabIsMirrored else {
                    w.line("\(names.animator("tab"))()")
                    return
                }
                w.line("let tabs = tabBarController.viewControllers ?? []")
                w.line("guard let from = tabs.firstIndex(of: fromVC), let to = tabs.firstIndex(of: toVC) else { return nil }")
                w.line("return \(names.animator("tab"))(isForward: to > from)")
            }
        }
    }

    private func list(_ ops: [Operation]) -> String { ops.map(\.rawValue).joined(separator: " and ") }
}
