import XCTest

@testable import SegueUserCode

final class CompileDiagnosticTests: XCTestCase {
    func testErrorsAndWarningsAreKeptNotesAndExcerptsAreNot() {
        let output = """
            Scenarios/my dir/Drop.swift:4:52: error: cannot convert value of type 'String' to specified type 'Int'
                    let s = __sel__(  handlePan); let n: Int = "x"
                                                               ^~~
            Scenarios/my dir/Drop.swift:2:9: warning: variable 'q' was never used; consider replacing with '_' or removing it
            Scenarios/my dir/Drop.swift:1:7: note: did you mean 'Drop'?
            C:weird:3:1: error: a path with colons
            <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
            error: no input files
              4 | let y = "a:1:2: error: not a diagnostic"
            """
        let diagnostics = CompileDiagnostic.parse(output)
        XCTAssertEqual(diagnostics.map(\.description), [
            "segue: Scenarios/my dir/Drop.swift:4:52: swift: cannot convert value of type 'String' to specified type 'Int'",
            "segue: Scenarios/my dir/Drop.swift:2:9: swift: variable 'q' was never used; consider replacing with '_' or removing it",
            "segue: C:weird:3:1: swift: a path with colons",
            "segue: swift: unable to load standard library for target 'x86_64-unknown-linux-gnu'",
            "segue: swift: no input files",
        ])
        XCTAssertEqual(diagnostics.map(\.severity), [.error, .warning, .error, .error, .error])
        XCTAssertEqual(diagnostics[0].file, "Scenarios/my dir/Drop.swift")
        XCTAssertEqual(diagnostics[0].line, 4)
        XCTAssertEqual(diagnostics[0].column, 52)
        XCTAssertNil(diagnostics[3].file)
    }
}
