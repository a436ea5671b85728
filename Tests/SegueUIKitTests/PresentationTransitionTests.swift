import Foundation
import SegueCore
import Testing
@testable import SegueUIKit

/// Presentations, tab switches and containment driven by user code (PresentationUserCode.swift)
/// on the model, against UIKit's documented call order and closed forms worked in the tests.
@Suite @MainActor struct PresentationTransitionTests {
    static func scenario(_ container: String, screens: [String], classes: [String: String] = [:]) throws -> Scenario {
        let list = screens.map { "{\"id\": \"\($0)\", \"title\": \"\($0.capitalized)\", \"color\": \"#1d4ed8\"}" }
        let text = """
            {"segue": 1, "name": "user-containers", "device": "phone", "screens": [\(list.joined(separator: ", "))],
             "container": \(container)}
            """
        var scenario = try ScenarioLoader.load(text: text, file: "user-containers.json").scenario
        for i in scenario.screens.indices { scenario.screens[i].className = classes[scenario.screens[i].id] }
        return scenario
    }

    /// A custom modal: `document` presents `card` (a `CardViewController`).
    static func modal() throws -> (SimulatedApp, ContainerEntry) {
        let entry = ContainerEntry()
        let scenario = try scenario("{\"kind\": \"modal\", \"presenter\": \"document\", \"style\": \"custom\"}",
                                    screens: ["document", "card"], classes: ["card": "CardViewController"])
        return (UserCodeApp.make(scenario: scenario, size: nil, entry: entry), entry)
    }

    /// Runs `body` as user code runs: in the app's world.
    func user(_ app: SimulatedApp, _ body: () -> Void) { UIKitWorld.of(app.runtime).perform(body) }

    @Test func presentAsksTheTransitioningDelegateInsideTheCallInUIKitsOrder() throws {
        let (app, entry) = try Self.modal()
        let card = try #require(entry.card)
        user(app) {
            card.journal.lines.append("present")
            entry.container!.present(card, animated: true) { card.journal.lines.append("completion") }
            card.journal.lines.append("returned")
        }
        app.advance(to: 0.5)
        // UIKit: the presentation controller, the animator and (as one came back) the interaction
        // controller are asked inside present; presentationTransitionWillBegin and the container's
        // layout precede the animation; presentationTransitionDidEnd comes inside completeTransition,
        // and the completion handler after viewDidAppear (present(_:animated:completion:)'s documentation).
        #expect(card.journal.lines == [
            "present", "presentationController(forPresented:)", "animationController(forPresented:)",
            "interactionControllerForPresentation", "presentationTransitionWillBegin", "containerViewWillLayoutSubviews",
            "returned", "completeTransition", "presentationTransitionDidEnd(true)", "viewDidAppear(true)", "completion",
        ])
        #expect(card.presentingViewController === entry.container)
        #expect(entry.container!.presentedViewController === card)
        #expect(card.presentationController is CardPresentationController)
    }

    @Test func dismissAsksForTheAnimatorThenTheInteractionControllerInsideTheCall() throws {
        let (app, entry) = try Self.modal()
        let card = try #require(entry.card)
        user(app) { entry.container!.present(card, animated: true) }
        app.advance(to: 0.5)
        card.journal.lines.removeAll()
        user(app) {
            card.journal.lines.append("dismiss")
            card.dismiss(animated: true) { card.journal.lines.append("completion") }
            card.journal.lines.append("returned")
        }
        app.advance(to: 1)
        #expect(card.journal.lines == [
            "dismiss", "animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
            "returned", "completeTransition", "dismissalTransitionDidEnd(true)", "viewDidDisappear(true)", "completion",
        ])
        #expect(entry.container!.presentedViewController == nil)
        #expect(card.presentingViewController == nil)
    }

    @Test func thePresentationControllersFrameIsThePresentedViewsFinalFrame() throws {
        let (app, entry) = try Self.modal()
        let card = try #require(entry.card)
        user(app) { entry.container!.present(card, animated: true) }
        app.advance(to: 0.1)
        let (w, h) = (app.size.width, app.size.height)
        // The card's closed form: (0.1 W, 0.25 H, 0.8 W, 0.5 H); linear alpha 0 → 1 over 0.4 s is 0.25 at 0.1 s.
        let frame = card.view.modelView.presentationFrame
        #expect(abs(frame.minX - 0.1 * w) < 1e-9 && abs(frame.minY - 0.25 * h) < 1e-9)
        #expect(abs(frame.width - 0.8 * w) < 1e-9 && abs(frame.height - 0.5 * h) < 1e-9)
        #expect(abs(card.view.modelView.presentation(.alpha) - 0.25) < 1e-9)
        app.advance(to: 0.5)
        #expect(card.view.modelView.presentationFrame == frame)
    }

    @Test func aTabSwitchRunsTheDelegatesAnimatorAskedInsideTheSelection() throws {
        let entry = ContainerEntry()
        let scenario = try Self.scenario("{\"kind\": \"tabs\", \"tabs\": [\"music\", \"radio\"], \"selected\": \"music\"}",
                                         screens: ["music", "radio"])
        let app = UserCodeApp.make(scenario: scenario, size: nil, entry: entry)
        let tabs = try #require(entry.container as? UITabBarController)
        user(app) {
            entry.journal.lines.append("selectedIndex = 1")
            tabs.selectedIndex = 1
            entry.journal.lines.append("returned")
        }
        #expect(entry.journal.lines == ["selectedIndex = 1", "animationControllerForTransitionFrom(Music, to: Radio)",
                                        "interactionControllerFor", "returned"])
        let radio = try #require(tabs.viewControllers?[1])
        app.advance(to: 0.1)
        // Linear from x = W to 0 over 0.4 s: x(t) = W · (1 − t / 0.4).
        #expect(abs(radio.view.modelView.presentationFrame.minX - app.size.width * (1 - 0.1 / 0.4)) < 1e-9)
        app.advance(to: 0.5)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === radio)
        #expect(radio.view.modelView.presentationFrame.minX == 0)
    }

    @Test func aContainmentTransitionCrossDissolvesLinearlyAndCompletesBeforeTheMove() throws {
        let entry = ContainerEntry()
        let scenario = try Self.scenario("{\"kind\": \"containment\", \"children\": [\"map\", \"list\"], \"selected\": 0}",
                                         screens: ["map", "list"])
        let app = UserCodeApp.make(scenario: scenario, size: nil, entry: entry)
        let parent = try #require(entry.container)
        let (map, list) = (parent.children[0], UIViewController.facing(app.container.controllers["list"]!))
        var finished: Bool?
        user(app) {
            map.willMove(toParent: nil)
            parent.addChild(list)
            parent.transition(from: map, to: list, duration: 0.4, options: [.transitionCrossDissolve, .curveLinear], animations: nil) {
                finished = $0
                map.removeFromParent()
                list.didMove(toParent: parent)
            }
        }
        #expect(parent.children == [map, list])
        app.advance(to: 0.1)
        // A linear cross-dissolve over 0.4 s: the new child's alpha is t / 0.4, the old one's 1 − t / 0.4.
        #expect(abs(list.view.modelView.presentation(.alpha) - 0.25) < 1e-9)
        #expect(abs(map.view.modelView.presentation(.alpha) - 0.75) < 1e-9)
        app.advance(to: 0.5)
        #expect(finished == true)
        #expect(parent.children == [list] && list.parent === parent && map.parent == nil)
        let calls = app.runtime.log.entries.map(\.call)
        #expect(Array(calls.suffix(2)) == [.removeFromParent("map"), .didMoveToParent("list")])
    }
}
