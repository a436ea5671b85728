import Testing
@testable import SegueCore

/// Each mode's key map binds the keys docs/cli.md ("Keys") lists, each key to one intent, and
/// the help overlay closes on any key. The expected pairs are written out here from the docs,
/// not read back from the table.
struct KeyMapsTests {
    @Test(arguments: [
        (Key.right, Intent.pan(.right)), (.left, .pan(.left)), (.up, .pan(.up)), (.down, .pan(.down)),
        (.enter, .lift), (.space, .liftOrPause), (.escape, .cancelGesture),
        (.plus, .pinch(inward: false)), (.minus, .pinch(inward: true)),
        (.char("p"), .forward), (.char("b"), .back), (.char("1"), .selectTab(1)), (.char("9"), .selectTab(9)),
        (.pageUp, .scrollLog(.up)), (.pageDown, .scrollLog(.down)),
        (.char("."), .stepFrame), (.char("s"), .cycleSpeed), (.char("r"), .restart),
        (.char("n"), .nextScenario), (.char("N"), .previousScenario), (.char("?"), .showHelp), (.char("q"), .quit),
    ] as [(Key, Intent)])
    func previewerKeys(_ key: Key, _ intent: Intent) {
        #expect(KeyMaps.previewer.intent(for: key) == intent, "\(key.name)")
    }

    /// Keys the previewer leaves alone: `0` is no tab, capitals other than N, other letters.
    @Test(arguments: [Key.char("0"), .char("x"), .char("P"), .char("Q"), .char("S")])
    func previewerUnboundKeys(_ key: Key) {
        #expect(KeyMaps.previewer.intent(for: key) == nil, "\(key.name)")
    }

    @Test(arguments: [
        (Key.space, ReplayIntent.togglePause), (.char("."), .stepFrame), (.char("s"), .cycleSpeed), (.char("q"), .quit),
        (.char("?"), .showHelp), (.char("["), .scrub(forward: false)), (.char("]"), .scrub(forward: true)),
        (.char(","), .stepFrameBack), (.char("o"), .toggleOnionSkin),
    ] as [(Key, ReplayIntent)])
    func replayKeys(_ key: Key, _ intent: ReplayIntent) {
        #expect(KeyMaps.replay.intent(for: key) == intent)
    }

    /// A replay's viewer never drives the model: the gesture and container keys do nothing.
    @Test(arguments: [Key.right, .enter, .escape, .char("p"), .char("b"), .char("r"), .char("n")])
    func replayIgnoresTheModelKeys(_ key: Key) {
        #expect(KeyMaps.replay.intent(for: key) == nil, "\(key.name)")
    }

    @Test(arguments: [
        (Key.up, GalleryIntent.choose(previous: true)), (.down, .choose(previous: false)),
        (.enter, .open), (.right, .open), (.space, .open), (.char("n"), .openNext), (.char("N"), .openPrevious),
        (.char("?"), .showHelp), (.char("q"), .quit), (.escape, .quit),
    ] as [(Key, GalleryIntent)])
    func galleryKeys(_ key: Key, _ intent: GalleryIntent) {
        #expect(KeyMaps.gallery.intent(for: key) == intent)
    }

    /// Every key but the paging keys (→ ← PgDn PgUp) closes the overlay, q and `?` included.
    @Test(arguments: Key.namedKeys.filter { ![.right, .left, .pageDown, .pageUp].contains($0) }
          + [.char("q"), .char("?"), .char("p"), .char("1"), .char("x")])
    func helpOverlayClosesOnAnyKey(_ key: Key) {
        #expect(KeyMaps.helpOverlay.intent(for: key) == .close)
    }

    /// A key bound in two rows means the same in both (Space: lift, else pause), so no row's help
    /// text promises what its key does not do.
    @Test func noKeyMeansTwoThings() {
        func check<M>(_ map: KeyMap<M>, _ mode: String) {
            for binding in map.bindings {
                for (key, intent) in binding.keys {
                    #expect(map.intent(for: key) == intent, "\(mode): \(key.name) in row \(binding.shown)")
                }
            }
        }
        check(KeyMaps.previewer, "previewer")
        check(KeyMaps.replay, "replay")
        check(KeyMaps.gallery, "gallery")
    }

    @Test func keysForAnIntent() {
        #expect(KeyMaps.previewer.keys(for: .liftOrPause) == [.space])
        #expect(KeyMaps.previewer.keys(for: .nextScenario) == [.char("n")])
        #expect(KeyMaps.gallery.keys(for: .open) == [.enter, .right, .space])
    }
}
