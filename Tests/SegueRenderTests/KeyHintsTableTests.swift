import SegueCore
import Testing
@testable import SegueRender

/// The footer's key hints keep their own short wording per scenario, and every key they offer
/// does, by the previewer's key map, what its hint says. The glyphs and the labels' meanings are
/// spelled out here (docs/panel-and-exports.md), not read from the hints' code.
struct KeyHintsTableTests {
    /// The keys a hint's glyph stands for.
    static func keys(_ glyph: String) -> [Key] {
        switch glyph {
        case "→": [.right]
        case "←": [.left]
        case "↓": [.down]
        case "↑": [.up]
        case "-/+": [.minus, .plus]
        case "⏎/␣": [.enter, .space]
        case "␣": [.space]
        case "esc": [.escape]
        case "1": [.char("1")]
        default:
            if glyph.hasPrefix("1-"), let n = Int(glyph.dropFirst(2)) { (1...n).map { Key.char(Character(String($0))) } }
            else if glyph.count == 1 { [.char(glyph.first!)] }
            else { [] }
        }
    }

    /// Whether `intent` is what a hint labelled `label` promises.
    static func promises(_ label: String, _ intent: Intent?) -> Bool {
        switch (label, intent) {
        case ("pan", .pan?), ("pinch", .pinch?), ("tab", .selectTab?), ("tabs", .selectTab?),
             ("child", .selectTab?), ("children", .selectTab?),
             ("release", .lift?), ("release", .liftOrPause?), ("cancel", .cancelGesture?),
             ("push", .forward?), ("present", .forward?), ("back", .back?), ("dismiss", .back?),
             ("pause", .liftOrPause?), ("resume", .liftOrPause?), ("speed", .cycleSpeed?),
             ("help", .showHelp?), ("quit", .quit?): true
        default: false
        }
    }

    static let contexts: [KeyHints.Context] = {
        let controls = [Controls(panEdge: .left, back: .pop), Controls(panEdge: .top, back: .dismiss), Controls(panEdge: .right),
                        Controls(panEdge: .bottom), Controls(pinch: true, back: .pop), Controls(tabCount: 1), Controls(tabCount: 3),
                        Controls(tabCount: 12), Controls(childCount: 1), Controls(childCount: 2), Controls(forward: .present), Controls(forward: .push), Controls()]
        return controls.flatMap { c in
            [KeyHints.Context(controls: c, touching: false, paused: false), KeyHints.Context(controls: c, touching: false, paused: true),
             KeyHints.Context(controls: c, touching: true, paused: false),
             KeyHints.Context(controls: c, touching: true, liftsWithKeys: false, paused: false)]
        }
    }()

    @Test(arguments: contexts)
    func everyHintedKeyDoesWhatItsHintSays(_ context: KeyHints.Context) {
        for hint in KeyHints.hints(context) {
            let keys = Self.keys(hint.key)
            #expect(!keys.isEmpty, "unknown glyph \(hint.key)")
            for key in keys {
                let intent = KeyMaps.previewer.intent(for: key)
                #expect(Self.promises(hint.label, intent), "\(hint.key) \(hint.label): \(key.name) means \(String(describing: intent))")
            }
        }
    }
}
