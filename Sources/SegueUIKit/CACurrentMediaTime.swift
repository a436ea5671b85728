/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime — the current
/// world's model time; unit: seconds from the session start. Outside the model: a trap.
public func CACurrentMediaTime() -> TimeInterval {
    UIKitWorld.required("CACurrentMediaTime()").runtime.now
}
