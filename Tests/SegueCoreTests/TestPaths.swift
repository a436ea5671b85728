/// Paths of files the tests read, found from this source file's location (no bundle
/// resources needed).
enum TestPaths {
    /// The package root (three levels above this file).
    static var root: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }
    static var scenarios: String { root + "/Scenarios" }
    static var malformed: String { root + "/Tests/SegueCoreTests/Fixtures/Malformed" }
}
