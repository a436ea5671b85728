import Foundation
import Testing

/// The shell completions and the man page's option lists are generated from the commands'
/// declarations (`segue _generate`, `make generated`): the committed files must be what the
/// declarations make now, so an option added, renamed or reworded without `make generated`
/// fails here (docs/cli.md, "For developers").
struct GeneratedFilesTests {
    static func committed(_ path: String) throws -> String {
        try String(contentsOfFile: repositoryRoot + "/" + path, encoding: .utf8)
    }

    @Test(arguments: [("bash", "scripts/completions/segue.bash"), ("zsh", "scripts/completions/_segue")])
    func completionsAreTheDeclarations(shell: String, path: String) throws {
        let generated = try runSegue(["_generate", shell])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout == (try Self.committed(path)), "\(path) differs from the declarations: run make generated")
    }

    @Test func manPageOptionListsAreTheDeclarations() throws {
        let generated = try runSegue(["_generate", "man", repositoryRoot + "/docs/segue.1"])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout == (try Self.committed("docs/segue.1")), "docs/segue.1 differs from the declarations: run make generated")
    }

    /// The man page lists each option with its help's words: one declaration, two outputs.
    @Test func manPageSaysWhatHelpSays() throws {
        let page = try Self.committed("docs/segue.1")
        #expect(page.contains(#".BI \-\-samples " N""# + "\nrows printed by \\-\\-csv, t evenly spaced from 0 to the end (a whole number from 2 to 1000000; default 101)."))
        #expect(page.contains(#".BI \-o " FILE" "\fR, \fP\-\-output" " FILE""#))
    }

    /// A page without the comment lines of a command's list is refused, naming the command.
    @Test func aPageWithoutAListIsRefused() throws {
        let dir = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                              appropriateFor: URL(fileURLWithPath: "/tmp"), create: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("segue.1")
        try ".TH SEGUE 1\n".write(to: page, atomically: true, encoding: .utf8)
        let r = try runSegue(["_generate", "man", page.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no generated option list for play"), "\(r.stderr)")
    }
}
