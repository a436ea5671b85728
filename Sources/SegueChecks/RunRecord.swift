import SegueCore

/// What one headless run of a scenario did, as `segue test` checks it: every transition with
/// its start, release and completion, and the whole call log (docs/testing-transitions.md).
public struct RunRecord: Sendable, Equatable {
    /// The transitions in the order they started.
    public var transitions: [TransitionRecord]
    /// Every call-log entry of the run, oldest first (none dropped), its time in session time.
    public var log: [LogEntry]
    /// Session time of the run's last frame; unit: seconds.
    public var endTime: Double
    /// Every view id a frame of the run showed.
    public var seenViews: Set<String>
    /// Indices in `log` where a restart (`r`) began a new model: each part of the log is one model's.
    public var restarts: [Int] = []

    public init(transitions: [TransitionRecord] = [], log: [LogEntry] = [], endTime: Double = 0, seenViews: Set<String> = []) {
        self.transitions = transitions
        self.log = log
        self.endTime = endTime
        self.seenViews = seenViews
    }

    /// The log entries that belong to transition `index` (0-based): from its start to the next
    /// transition's start, or to the end of the log.
    public func logWindow(of index: Int) -> ArraySlice<LogEntry> {
        let start = min(transitions[index].logStart, log.count)
        let end = index + 1 < transitions.count ? min(max(transitions[index + 1].logStart, start), log.count) : log.count
        return log[start..<end]
    }
}

/// One transition of a run.
public struct TransitionRecord: Sendable, Equatable {
    public var operation: Operation
    /// The screen ids of the from and to view controllers.
    public var from: String
    public var to: String
    /// Session time of the start; unit: seconds.
    public var start: Double
    /// Index in `RunRecord.log` of the first entry logged after the start.
    public var logStart: Int
    /// Whether the presenting view stays in the container (a `custom` presentation or a page sheet,
    /// unless `shouldRemovePresentersView`): then a finished present keeps its from view and a cancelled dismiss its to view.
    public var keepsPresenter: Bool
    /// The timing the transition's animator runs on (what the side panel plots), when it had one.
    public var timing: TimingEvaluator?
    /// How it completed; nil when it never did.
    public var completion: Completion?
    /// Session time of a restart (`r`) that threw the model away while this transition ran.
    public var abandonedAt: Double?

    public init(operation: Operation, from: String, to: String, start: Double, logStart: Int, keepsPresenter: Bool = false,
                timing: TimingEvaluator? = nil, completion: Completion? = nil) {
        self.operation = operation
        self.from = from
        self.to = to
        self.start = start
        self.logStart = logStart
        self.keepsPresenter = keepsPresenter
        self.timing = timing
        self.completion = completion
    }

    /// The end of a transition.
    public struct Completion: Sendable, Equatable {
        /// Session time; unit: seconds.
        public var time: Double
        /// `completeTransition`'s argument (for a containment switch: its `finished`).
        public var didComplete: Bool
        /// Whether a transition context drove it (`completeTransition` is due); false for an
        /// immediate change and a containment parent's `transition(from:to:)`.
        public var hadContext: Bool
        /// The view ids in the container right after the completion.
        public var containerViews: [String]

        public init(time: Double, didComplete: Bool, hadContext: Bool, containerViews: [String]) {
            self.time = time
            self.didComplete = didComplete
            self.hadContext = hadContext
            self.containerViews = containerViews
        }
    }
}
