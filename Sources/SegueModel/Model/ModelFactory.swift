import SegueScenario
import SegueSupport

/// How the app being simulated is built from its scenario: `SimulatedApp(scenario:size:)` by
/// default. A host whose model is built by an engineer's own code (docs/user-code.md) gives its
/// own; everything that builds a model builds it through the one factory it was given — a
/// player at its start, after a resize or a restart, when it steps back and for the onion
/// skin's ghosts, and `segue sweep`'s fresh model per cell — so each model is built alike
/// (docs/architecture.md, "The model's objects, by name").
public struct ModelFactory: Sendable {
    /// Builds the app of `scenario` in a container of `size` points (nil: the device's size).
    public typealias Make = @Sendable (_ scenario: Scenario, _ size: Size?) -> SimulatedApp
    /// Readies what the models of a scenario with Swift sources need (compiles and loads the
    /// code) before any is built and before the terminal is touched; `file` is the scenario's
    /// path, which its sources are relative to. Throws the problems as lines to report; returns
    /// the warnings about the sources as lines (`segue check` prints them).
    public typealias Prepare = @Sendable (_ scenario: Scenario, _ file: String) throws -> [String]

    /// The number literals of a scenario's Swift sources that the inspector lists and steps
    /// (docs/user-code.md, "The inspector on your code"), in the order of its sources and their
    /// text: of the sources' embedded texts where the scenario has them, else of the texts its
    /// models were readied with.
    public typealias Literals = @Sendable (_ scenario: Scenario) -> [SourceLiteral]

    /// The factory's function.
    public let make: Make
    /// How it readies a scenario with Swift sources; nil: this factory cannot build one (the
    /// static `segue`, which hands such a scenario to its `segue-swift` host).
    public let prepare: Prepare?
    /// How it finds the tunable literals of a scenario's Swift sources; nil: it finds none.
    public let literals: Literals?

    public init(make: @escaping Make, prepare: Prepare? = nil, literals: Literals? = nil) {
        self.make = make
        self.prepare = prepare
        self.literals = literals
    }

    /// The model the scenario describes: what `segue` plays.
    public static let scenario = ModelFactory { SimulatedApp(scenario: $0, size: $1) }
}
