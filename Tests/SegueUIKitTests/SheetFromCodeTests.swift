import Foundation
import SegueCore
import Testing
@testable import SegueUIKit

/// A page sheet whose code configured `sheetPresentationController` is presented with the code's
/// detents, not the scenario's (UIKit reads the sheet's properties as it presents): heights worked
/// here from UIKit's definitions (medium: half the container; a custom detent's value excludes the
/// bottom safe area, and its resolver gets the large detent's height less that safe area).
@Suite @MainActor struct SheetFromCodeTests {
    /// The presented controller of the sheet tests.
    final class SheetCard: UIViewController {}

    final class Entry: UserCodeEntry {
        var container: UIViewController?
        var card: SheetCard?
        func setUp(_ container: UIViewController) { self.container = container }
        func makeController(className: String) -> UIViewController? {
            let card = SheetCard(nibName: nil, bundle: nil)
            self.card = card
            return card
        }
    }

    static func make() throws -> (SimulatedApp, Entry) {
        let text = """
            {"segue": 1, "name": "sheet-from-code", "device": "phone",
             "screens": [{"id": "document", "title": "Document", "color": "#1d4ed8"}, {"id": "card", "title": "Card", "color": "#b91c1c"}],
             "container": {"kind": "modal", "presenter": "document", "style": "pageSheet"}}
            """
        var scenario = try ScenarioLoader.load(text: text, file: "sheet-from-code.json").scenario
        scenario.screens[1].className = "SheetCard"
        let entry = Entry()
        return (UserCodeApp.make(scenario: scenario, size: nil, entry: entry), entry)
    }

    /// The card's top once the sheet has settled after `configure` and `present`.
    func settledTop(_ configure: (UISheetPresentationController) -> Void) throws -> (top: Double, app: SimulatedApp) {
        let (app, entry) = try Self.make()
        let card = try #require(entry.card)
        UIKitWorld.of(app.runtime).perform {
            configure(card.sheetPresentationController!)
            entry.container!.present(card, animated: true)
        }
        app.advance(to: 3)
        return (Double(card.view.modelView.presentationFrame.minY), app)
    }

    @Test func theCodesMediumDetentIsWhereTheSheetRests() throws {
        let (top, app) = try settledTop { $0.detents = [.medium()] }
        #expect(abs(top - app.size.height / 2) < 1e-6)
        // Without the code's sheet, the scenario's: UIKit's default, one large detent.
        let (app2, entry) = try Self.make()
        UIKitWorld.of(app2.runtime).perform { entry.container!.present(entry.card!, animated: true) }
        app2.advance(to: 3)
        #expect(abs(Double(entry.card!.view.modelView.presentationFrame.minY) - app2.scenario.device.sheetTopInset) < 1e-6)
    }

    @Test func aCustomDetentResolvesWithUIKitsMaximumAndSitsAboveTheSafeArea() throws {
        var given: CGFloat = 0
        let (top, app) = try settledTop { sheet in
            sheet.detents = [.custom(identifier: .init("peek")) { context in given = context.maximumDetentValue; return 200 }, .large()]
            sheet.selectedDetentIdentifier = nil  // the smallest: peek
        }
        let device = app.scenario.device
        #expect(abs(Double(given) - (app.size.height - device.sheetTopInset - device.safeAreaBottom)) < 1e-6)
        #expect(abs(top - (app.size.height - 200 - device.safeAreaBottom)) < 1e-6)
    }

    @Test func theSelectedDetentIsTheOneTheCodeNames() throws {
        let (top, app) = try settledTop { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        #expect(abs(top - app.scenario.device.sheetTopInset) < 1e-6)
    }
}
