import Foundation
import SegueCore
import Testing
@testable import SegueUIKit

/// The navigation transition machinery driven by user code (NavigationUserCode.swift) on the
/// model, against UIKit's documented call order and closed forms worked in the tests.
@Suite @MainActor struct NavigationTransitionTests {
    /// A navigation of two screens; `classes` names each screen's class (screen id → class name).
    static func scenario(stack: [String], classes: [String: String] = [:]) throws -> Scenario {
        let text = """
            {"segue": 1, "name": "user-nav", "device": "phone",
             "screens": [{"id": "inbox", "title": "Inbox", "color": "#1d4ed8"},
                         {"id": "message", "title": "Message", "color": "#b45309"}],
             "container": {"kind": "navigation", "stack": [\(stack.map { "\"\($0)\"" }.joined(separator: ", "))]}}
            """
        var scenario = try ScenarioLoader.load(text: text, file: "user-nav.json").scenario
        for i in scenario.screens.indices { scenario.screens[i].className = classes[scenario.screens[i].id] }
        return scenario
    }

    static let bothNoting = ["inbox": "NotingViewController", "message": "NotingViewController"]

    /// Runs `body` as user code runs: in the app's world.
    func user(_ app: SimulatedApp, _ body: () -> Void) { UIKitWorld.of(app.runtime).perform(body) }

    func screen(_ id: String, of entry: NavigationEntry) -> UIViewController {
        UIViewController.facing(entry.navigation!.modelNavigation.controllers[id]!)
    }

    @Test func anInteractivePopAsksTheDelegateInsidePopViewControllerInUIKitsOrder() throws {
        let entry = NavigationEntry()
        let app = UserCodeApp.make(scenario: try Self.scenario(stack: ["inbox", "message"], classes: Self.bothNoting), size: nil, entry: entry)
        entry.journal.lines.removeAll()
        user(app) {
            entry.delegate!.isInteracting = true
            entry.journal.lines.append("popViewController")
            entry.navigation!.popViewController(animated: true)
            entry.journal.lines.append("returned")
            entry.delegate!.popInteraction.update(0.6)
            entry.delegate!.popInteraction.finish()
        }
        app.advance(to: 1)
        // UIKit: the delegate is asked for the animator and, because one came back, at once for the
        // interaction controller, inside popViewController(animated:); willShow and the will-
        // callbacks precede the transition; completeTransition brings the did- callbacks, then didShow.
        #expect(entry.journal.lines == [
            "popViewController", "animationControllerFor(pop)", "interactionControllerFor", "willShow(Inbox)",
            "Message.viewWillDisappear(true)", "Inbox.viewWillAppear(true)", "returned",
            "completeTransition(true)", "Message.viewDidDisappear(true)", "Inbox.viewDidAppear(true)", "didShow(Inbox)",
        ])
        let calls = app.runtime.log.entries.map(\.call)
        let asked = calls.firstIndex(of: .navigationAnimationController(.pop, from: "message", to: "inbox", answer: .custom))
        let interaction = calls.firstIndex(of: .navigationInteractionController(animator: "SlideOutPopAnimator", answer: .percentDriven))
        #expect(asked != nil && interaction == asked.map { $0 + 1 })
        #expect(entry.navigation!.viewControllers.map(\.title) == ["Inbox"])
    }

    @Test func aPushedViewIsWhereTheLinearCurvePutsItAtATenthOfASecond() throws {
        let entry = NavigationEntry()
        let app = UserCodeApp.make(scenario: try Self.scenario(stack: ["inbox"]), size: nil, entry: entry)
        let message = screen("message", of: entry)
        user(app) { entry.navigation!.pushViewController(message, animated: true) }
        let width = app.size.width
        app.advance(to: 0.1)
        // Linear from x = W to 0 over 0.4 s: x(t) = W · (1 − t / 0.4).
        #expect(abs(message.view.modelView.presentationFrame.minX - width * (1 - 0.1 / 0.4)) < 1e-9)
        // The panel plots the code's own curve: linear is a quarter of the way at a quarter of
        // the time (UIKit's default easeInOut would be 0.129 there).
        let panel = app.scene().panel
        #expect(abs((panel.timing?.progress(elapsed: 0.1) ?? -1) - 0.25) < 1e-9)
        app.advance(to: 0.5)
        #expect(entry.navigation!.topViewController === message)
        #expect(message.view.modelView.presentationFrame.minX == 0)
    }

    @Test func theContextsKeysNameTheTwoControllersOfAPush() throws {
        let entry = NavigationEntry()
        let app = UserCodeApp.make(scenario: try Self.scenario(stack: ["inbox"]), size: nil, entry: entry)
        let message = screen("message", of: entry)
        user(app) { entry.navigation!.pushViewController(message, animated: true) }
        let context = UIKitTransitionContext.facing(entry.navigation!.modelNavigation.activeContext!)
        #expect(context.viewController(forKey: .from)?.title == "Inbox")
        #expect(context.viewController(forKey: .to) === message)
        #expect(context.view(forKey: .to) === message.view)
        #expect(context.finalFrame(for: message) == CGRect(x: 0, y: 0, width: app.size.width, height: app.size.height))
        #expect(context.initialFrame(for: message) == .zero)
        #expect(message.transitionCoordinator != nil && message.navigationController === entry.navigation)
    }

    @Test func theCoordinatorAnimatesAlongsideAndTellsOfTheInteractionEnding() throws {
        let entry = NavigationEntry()
        let app = UserCodeApp.make(scenario: try Self.scenario(stack: ["inbox", "message"], classes: ["inbox": "FadingViewController"]), size: nil, entry: entry)
        let inbox = screen("inbox", of: entry)
        entry.journal.lines.removeAll()
        user(app) {
            entry.delegate!.isInteracting = true
            entry.navigation!.popViewController(animated: true)
            entry.delegate!.popInteraction.update(0.5)
        }
        app.advance(to: 0.1)
        // Scrubbed halfway, the alongside fade (easeInOut, symmetric about its middle) is halfway: 0.75.
        #expect(abs(inbox.view.modelView.presentation(.alpha) - 0.75) < 1e-9)
        user(app) { entry.delegate!.popInteraction.finish() }
        app.advance(to: 1)
        #expect(entry.journal.lines.contains("interaction changed(interactive: false, cancelled: false)"))
        let completion = entry.journal.lines.firstIndex(of: "alongside completion(cancelled: false)")
        let complete = entry.journal.lines.firstIndex(of: "completeTransition(true)")
        // UIKit runs the coordinator's completions inside completeTransition.
        #expect(completion != nil && complete.map { $0 + 1 } == completion)
        #expect(inbox.view.modelView.presentation(.alpha) == 0.5)
    }

    /// Starts an interactive pop of message and scrubs it to 0.3.
    func popScrubbed(to percent: CGFloat) throws -> (SimulatedApp, NavigationEntry, UIViewController) {
        let entry = NavigationEntry()
        let app = UserCodeApp.make(scenario: try Self.scenario(stack: ["inbox", "message"]), size: nil, entry: entry)
        let message = screen("message", of: entry)
        user(app) {
            entry.delegate!.isInteracting = true
            entry.navigation!.popViewController(animated: true)
            entry.delegate!.popInteraction.update(percent)
        }
        app.advance(to: 0.05)
        return (app, entry, message)
    }

    @Test func aPercentDrivenPopScrubbedTo30PercentPutsTheFromViewAt30PercentOfTheWidth() throws {
        let (app, _, message) = try popScrubbed(to: 0.3)
        // The animator moves x linearly from 0 to W: at percent 0.3 the offset is 0.3 · D, x = 0.3 · W.
        #expect(abs(message.view.modelView.presentationFrame.minX - 0.3 * app.size.width) < 1e-9)
    }

    @Test func finishCompletesWithTheStackPopped() throws {
        let (app, entry, message) = try popScrubbed(to: 0.3)
        user(app) { entry.delegate!.popInteraction.finish() }
        #expect(entry.navigation!.transitionCoordinator != nil)
        // The rest: (1 − 0.3) · 0.4 s at completionSpeed 1.
        app.advance(to: 0.05 + 0.7 * 0.4 + 0.01)
        #expect(entry.journal.lines.contains("completeTransition(true)"))
        #expect(entry.navigation!.viewControllers.map(\.title) == ["Inbox"])
        #expect(entry.navigation!.transitionCoordinator == nil)
        #expect(message.view.superview == nil)
    }

    @Test func cancelRestoresTheStackAndTheView() throws {
        let (app, entry, message) = try popScrubbed(to: 0.3)
        user(app) { entry.delegate!.popInteraction.cancel() }
        app.advance(to: 0.05 + 0.3 * 0.4 + 0.01)
        #expect(entry.journal.lines.contains("completeTransition(false)"))
        #expect(entry.navigation!.viewControllers.map(\.title) == ["Inbox", "Message"])
        #expect(message.view.modelView.presentationFrame.minX == 0)
    }

    @Test func aDelegateAnsweringNilGetsUIKitsDefaultPush() throws {
        let entry = NavigationEntry(answersNil: true)
        let scenario = try Self.scenario(stack: ["inbox"])
        let app = UserCodeApp.make(scenario: scenario, size: nil, entry: entry)
        user(app) { entry.navigation!.pushViewController(screen("message", of: entry), animated: true) }
        // An independent run: the scenario (no transitions) on its own model, the push requested.
        let plain = SimulatedApp(scenario: scenario)
        plain.container.request(.push("message"))
        for t in stride(from: 0.05, through: 0.8, by: 0.05) {
            app.advance(to: t)
            plain.advance(to: t)
            for id in ["inbox", "message"] {
                let a = (app.container as! NavigationController).controllers[id]!.view
                let b = (plain.container as! NavigationController).controllers[id]!.view
                #expect(a.presentationFrame == b.presentationFrame && a.presentationTransform == b.presentationTransform, "\(id) at \(t)")
            }
        }
        #expect(app.runtime.log.entries.map(\.call.text) == plain.runtime.log.entries.map(\.call.text))
        #expect(entry.journal.lines == ["animationControllerFor(push)", "willShow(Message)", "didShow(Message)"])
    }

    @Test func aViewControllerSubclassGetsViewDidLoadOnceAndItsAppearanceCallbacksInOrder() throws {
        let entry = NavigationEntry(installsDelegate: false)
        let app = UserCodeApp.make(scenario: try Self.scenario(stack: ["inbox"], classes: ["inbox": "NotingViewController"]), size: nil, entry: entry)
        user(app) { entry.navigation!.pushViewController(screen("message", of: entry), animated: true) }
        app.advance(to: 1)
        user(app) { entry.navigation!.popViewController(animated: false) }
        #expect(entry.journal.lines == [
            "Inbox.viewDidLoad", "Inbox.viewWillAppear(false)", "Inbox.viewDidAppear(false)",
            "Inbox.viewWillDisappear(true)", "Inbox.viewDidDisappear(true)",
            "Inbox.viewWillAppear(false)", "Inbox.viewDidAppear(false)",
        ])
    }
}
