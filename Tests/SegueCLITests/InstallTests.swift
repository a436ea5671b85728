import Foundation
import SegueTestSupport
import Testing

/// `make install` / `make uninstall`, the man page and the shell completions, checked against
/// what the built binary says it offers (`segue --help`, `COMMAND --help`), so a new command or
/// option without a man entry or a completion fails here.
struct InstallTests {
    /// The commands `segue --help` lists.
    static func commands() throws -> [String] {
        let help = try runSegue(["--help"]).lines
        guard let start = help.firstIndex(of: "Commands:") else { return [] }
        return help[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
        }.filter { $0 != "segue" }
    }

    /// The options `segue COMMAND --help` lists (`--name` and `-x` forms).
    static func options(of command: String) throws -> [String] {
        let help = try runSegue([command, "--help"]).lines
        guard let start = help.firstIndex(of: "Options:") else { return [] }
        return help[(start + 1)...].prefix { !$0.isEmpty }.filter { $0.hasPrefix("  -") }.flatMap { line in
            line.split(separator: " ").prefix { $0.hasPrefix("-") || $0.hasSuffix(",") }.map { String($0).trimmingCharacters(in: [","]) }
                .filter { $0.hasPrefix("-") }
        }
    }

    static func requireTool(_ name: String) throws {
        guard ToolRunner.run(["sh", "-c", "command -v \(name)"])?.status == 0 else {
            if ToolRunner.isCI { Issue.record("\(name) is missing (make deps installs it)") }
            throw CancellationError()
        }
    }

    @Test func theBinaryListsTheCommandsTheManPageAndCompletionsKnow() throws {
        let commands = try Self.commands()
        #expect(commands.count >= 9)
        #expect(commands.contains("test") && commands.contains("sweep"))
        #expect(try Self.options(of: "sweep").contains("--velocity"))
        #expect(try Self.options(of: "render").contains("-o"))
    }

    @Test func theManPageHasNoWarningsAndNamesEveryCommandAndOption() throws {
        try Self.requireTool("groff")
        let page = repositoryRoot + "/docs/segue.1"
        let lint = try #require(ToolRunner.run(["groff", "-ww", "-man", "-z", page]))
        #expect(lint.status == 0)
        #expect(lint.stderr.isEmpty, "\(lint.stderr)")
        let rendered = try #require(ToolRunner.run(["groff", "-man", "-Tascii", "-P-cbou", page]))
        let text = String(decoding: rendered.stdout, as: UTF8.self)
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES"] {
            #expect(text.contains("\n\(section)\n"), "no \(section) section")
        }
        let lines = text.components(separatedBy: "\n")
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        for command in try Self.commands() {
            // The command's subsection: its heading (indented 3) up to the next heading or section.
            guard let head = lines.firstIndex(where: { indent($0) == 3 && $0.dropFirst(3).hasPrefix("segue \(command)") }) else {
                Issue.record("the man page has no 'segue \(command)' subsection")
                continue
            }
            let body = lines[(head + 1)...].prefix { $0.isEmpty || indent($0) > 3 }.joined(separator: "\n")
            for option in try Self.options(of: command) where option != "-h" && option != "--help" {
                let named = body.components(separatedBy: CharacterSet(charactersIn: " ,\n")).contains(option)
                #expect(named, "the man page does not name \(option) under segue \(command)")
            }
        }
        #expect(lines.contains { $0.contains("-h, --help") }, "the man page does not name -h, --help")
    }

    /// Calls the bash completion function with COMP_WORDS = `words` (the cursor on the last).
    static func bashComplete(_ words: [String], path: String? = nil) throws -> [String] {
        let script = repositoryRoot + "/scripts/completions/segue.bash"
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let body = "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _segue; printf '%s\\n' \"${COMPREPLY[@]}\""
        let r = try #require(ToolRunner.run(["env", "PATH=\(path ?? "/usr/bin:/bin")", "bash", "-c", body]))
        #expect(r.status == 0, "\(r.stderr)")
        return String(decoding: r.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesEveryCommandOptionAndBuiltinName() throws {
        let commands = try Self.commands()
        #expect(Set(try Self.bashComplete(["segue", ""])).isSuperset(of: commands))
        for command in commands {
            let offered = Set(try Self.bashComplete(["segue", command, "-"]))
            for option in try Self.options(of: command) {
                #expect(offered.contains(option), "bash does not complete \(option) for segue \(command)")
            }
        }
        let binDir = try #require(segueBinaryURL()).deletingLastPathComponent().path
        let names = try Self.bashComplete(["segue", "play", "pop-p"], path: binDir + ":/usr/bin:/bin")
        #expect(names.contains("pop-parallax") && names.contains("pop-percent-driven"), "\(names)")
    }

    @Test func zshCompletionNamesEveryCommandAndOption() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/scripts/completions/_segue", encoding: .utf8)
        #expect(text.hasPrefix("#compdef segue"))
        for command in try Self.commands() {
            #expect(text.contains("'\(command):"), "zsh does not list \(command)")
            for option in try Self.options(of: command) where option != "-h" && option != "--help" {
                #expect(text.contains("'\(option)[") || text.contains("*\(option)[") || text.contains("\(option)}'[") || text.contains(",\(option)}") || text.contains("{\(option),"),
                        "zsh does not complete \(option) for segue \(command)")
            }
        }
        if ToolRunner.run(["sh", "-c", "command -v zsh"])?.status == 0 {
            let r = try #require(ToolRunner.run(["zsh", "-n", repositoryRoot + "/scripts/completions/_segue"]))
            #expect(r.status == 0, "\(r.stderr)")
        }
    }

    /// Prints what zsh's completion offers for the line `$1` (a real completion widget under
    /// zpty, with `compadd` recording what it is given).
    static let zshCapture = #"""
    zmodload zsh/zpty || exit 1
    zpty z zsh -f -i
    zpty -w z "PROMPT=''; fpath=($COMPDIR \$fpath); autoload -U compinit; compinit -u -d $ZDUMP"
    zpty -w z 'comppostfuncs=(finish); finish() { zle -R; print -l -- "<<DONE>>"; exit }'
    zpty -w z 'compadd() { builtin compadd -O __hits "$@"; print -l -- "${__hits[@]}"; builtin compadd "$@" }'
    zpty -w z "$1"$'\t'
    while zpty -r z; do :; done
    """#

    /// Runs the zsh completion for `line`; nil when zsh is not installed.
    static func zshComplete(_ line: String) throws -> Set<String>? {
        guard ToolRunner.run(["sh", "-c", "command -v zsh"])?.status == 0 else { return nil }
        let dir = try ToolRunner.temporaryDirectory(prefix: "segue-zsh")
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("capture.zsh")
        try zshCapture.write(to: script, atomically: true, encoding: .utf8)
        let binDir = try #require(segueBinaryURL()).deletingLastPathComponent().path
        let r = try #require(ToolRunner.run(["env", "COMPDIR=\(repositoryRoot)/scripts/completions", "ZDUMP=\(dir.path)/zcompdump",
                                             "PATH=\(binDir):/usr/bin:/bin", "timeout", "20", "zsh", "-f", script.path, line]))
        let text = String(decoding: r.stdout, as: UTF8.self).replacingOccurrences(of: "\r", with: "")
        return Set(text.split(separator: "\n").map { String($0) })
    }

    @Test func zshCompletesOptionsAndBuiltinNames() throws {
        guard let options = try Self.zshComplete("segue sweep --") else { return }
        for option in try Self.options(of: "sweep") where option.hasPrefix("--") {
            #expect(options.contains(option), "zsh does not offer \(option) for segue sweep: \(options.sorted())")
        }
        let names = try #require(try Self.zshComplete("segue play pop-p"))
        #expect(names.contains("pop-parallax") && names.contains("pop-percent-driven"))
    }

    @Test func makeInstallPutsABinaryThatFindsItsScenariosAndUninstallLeavesNothing() throws {
        try Self.requireTool("make")
        let prefix = try ToolRunner.temporaryDirectory(prefix: "segue-install").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let binary = try #require(segueBinaryURL()).path
        let host = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("segue-swift").path
        let install = try #require(ToolRunner.run(["make", "-s", "-C", repositoryRoot, "install", "PREFIX=\(prefix)", "INSTALL_BIN=\(binary)",
                                                   "INSTALL_HOST=\(host)"]))
        #expect(install.status == 0, "\(install.stderr)")
        for file in ["bin/segue", "share/man/man1/segue.1", "share/bash-completion/completions/segue", "share/zsh/site-functions/_segue",
                     "share/segue/Scenarios/pop-parallax.json", "lib/segue/segue-swift", "lib/segue/Modules/UIKit.swiftmodule",
                     "lib/segue/Modules/SegueUIKit.swiftmodule"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) not installed")
        }
        // segue runs the host beside it; the host, its link resolved, finds Modules beside itself.
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: prefix + "/bin/segue-swift")
        #expect(URL(fileURLWithPath: link, relativeTo: URL(fileURLWithPath: prefix + "/bin/")).standardizedFileURL.path
                == URL(fileURLWithPath: prefix + "/lib/segue/segue-swift").standardizedFileURL.path)
        // Run from an empty folder with no $SEGUE_SCENARIOS: only the installed layout can answer.
        let list = try #require(ToolRunner.run(["env", "-u", "SEGUE_SCENARIOS", "sh", "-c", "cd '\(prefix)/share' && '\(prefix)/bin/segue' list --long"]))
        #expect(list.status == 0, "\(list.stderr)")
        let text = String(decoding: list.stdout, as: UTF8.self)
        let builtins = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Scenarios").filter { $0.hasSuffix(".json") }
        for b in builtins { #expect(text.contains("\(prefix)/share/segue/Scenarios/\(b)"), "\(b) not found from the installed binary") }
        let uninstall = try #require(ToolRunner.run(["make", "-s", "-C", repositoryRoot, "uninstall", "PREFIX=\(prefix)"]))
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix) == [], "left behind")
    }
}
