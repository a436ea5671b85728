import Testing
@testable import SegueCore

@Suite struct SheetScenarioTests {
    @Test func debug() throws {
        let s = try ScenarioLoader.load(path: TestPaths.scenarios + "/sheet.json").scenario
        let app = SimulatedApp(scenario: s)
        app.handle(.forward, at: 0.4)
        app.advance(to: 1.4)
        print("sheet?", (app.container as? ModalController)?.sheet as Any, (app.container as? ModalController)?.chain.map(\.id) as Any)
        let r = app.handle(.pan(.up), at: 1.4)
        print("handled", r, app.gesture as Any)
        app.advance(to: 1.6)
        print("log", app.runtime.log.entries.suffix(3).map(\.text), (app.container as? ModalController)!.sheet!.top, app.gesture!.gesture.state)
    }
}
