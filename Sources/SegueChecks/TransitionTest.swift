import SegueCore
import SegueJSON

/// A `*.test.json` file of `segue test` (docs/testing-transitions.md), read and checked for
/// shape: the scenario to run, overrides, the events, and what must hold.
public struct TransitionTest: Sendable, Equatable {
    /// The test file as named in messages.
    public var file: String
    /// The scenario: a path relative to the test file's folder, or a built-in name.
    public var scenario: String
    /// `set`: `KEY.PATH=VALUE` overrides in file order, as `--set` takes them.
    public var overrides: [String]
    /// `events`: an event script; nil plays the scenario's demo.
    public var events: String?
    /// `expect`, in file order.
    public var expectations: [Expectation]
    /// Where `scenario`'s, `set`'s and `events`' values are in the file (for messages about
    /// them found later: a scenario that is not there, a bad override, a bad script).
    public var scenarioPosition = SourcePosition(line: 1, column: 1)
    public var setPosition: SourcePosition?
    public var eventsPosition: SourcePosition?

    public init(file: String, scenario: String, overrides: [String] = [], events: String? = nil, expectations: [Expectation]) {
        self.file = file
        self.scenario = scenario
        self.overrides = overrides
        self.events = events
        self.expectations = expectations
    }
}

/// One item of `expect`.
public struct Expectation: Sendable, Equatable {
    /// Where the item starts in the test file.
    public var position: SourcePosition
    public var kind: Kind

    public init(position: SourcePosition, kind: Kind) {
        self.position = position
        self.kind = kind
    }

    /// What is expected.
    public enum Kind: Sendable, Equatable {
        /// `{"at": …, "view": …, COLUMN: VALUE…, "tolerance": …}`: the view's timeline values
        /// at a moment; numbers within `tolerance`, `phase` exactly.
        case view(moment: Moment, view: String, values: [ColumnValue], tolerance: Double, transition: Int)
        /// `{"outcome": "finished" | "cancelled", "transition": N}`.
        case outcome(finished: Bool, transition: Int)
        /// `{"log": [CALL, …]}`: the calls appear in this order (not necessarily adjacent).
        case log([CallPattern])
        /// `{"curve": {"maxOvershoot": M, "settlesWithin": S}, "transition": N}`.
        case curve(maxOvershoot: Double?, settlesWithin: Double?, transition: Int)
    }

    /// The default `tolerance` of a view expectation; unit: the column's (points, degrees, …).
    public static let defaultTolerance = 1e-6
}

/// When a view expectation is evaluated.
public enum Moment: Sendable, Equatable {
    /// Session time in seconds from the start.
    case time(Double)
    /// The run's last frame.
    case end
    /// The transition's `finish()` (the release that finished it); for a transition that was
    /// never interactive, its `completeTransition(true)`.
    case finish
    /// The transition's `cancel()`.
    case cancel
}

/// A timeline column and the value expected in it.
public struct ColumnValue: Sendable, Equatable {
    public var column: TimelineColumn
    /// The expected value: a number for every column but `phase`.
    public var number: Double?
    /// The expected phase (`phase` only).
    public var phase: Phase?
    /// Where the value is in the test file.
    public var position: SourcePosition

    public init(column: TimelineColumn, number: Double? = nil, phase: Phase? = nil, position: SourcePosition) {
        self.column = column
        self.number = number
        self.phase = phase
        self.position = position
    }
}

/// The columns of `segue timeline` a view expectation may name (docs/panel-and-exports.md).
public enum TimelineColumn: String, Sendable, Equatable, CaseIterable {
    case x, y, width, height, scale, rotation, alpha, percent, phase
}
